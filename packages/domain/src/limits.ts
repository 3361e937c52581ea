// Every number the rules, the server and the web share lives here, so a limit changes in one place.

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

// Canonical MIME types per extension; browsers report a few of them differently, hence the lists.
export const MIME_TYPES_BY_EXTENSION = {
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  pdf: ['application/pdf'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  csv: ['text/csv'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  txt: ['text/plain'],
  rtf: ['application/rtf', 'text/rtf'],
  odt: ['application/vnd.oasis.opendocument.text'],
} as const satisfies Record<string, readonly string[]>;

export type FileExtension = keyof typeof MIME_TYPES_BY_EXTENSION;

export type UploadTypes = { extensions: readonly FileExtension[]; mimeTypes: readonly string[] };

function uploadTypes(...extensions: FileExtension[]): UploadTypes {
  const mimeTypes = [...new Set(extensions.flatMap((ext) => MIME_TYPES_BY_EXTENSION[ext]))];
  return { extensions, mimeTypes };
}

/**
 * What each kind of upload accepts. `document` covers chat attachments and general uploads,
 * `review` the customer's file attached to a revision request, `image` profile pictures.
 */
export const UPLOAD_TYPES = {
  document: uploadTypes('doc', 'docx', 'pdf', 'jpg', 'jpeg', 'png', 'csv', 'xlsx'),
  pdf: uploadTypes('pdf'),
  word: uploadTypes('docx'),
  review: uploadTypes('docx', 'pdf'),
  image: uploadTypes('jpeg', 'jpg', 'png'),
  'any-document': uploadTypes('doc', 'docx', 'pdf', 'txt', 'rtf', 'odt', 'jpg', 'jpeg', 'png'),
} as const satisfies Record<string, UploadTypes>;

export type UploadContext = keyof typeof UPLOAD_TYPES;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const TIMINGS = {
  successAlertMs: 3000,
  dueDateAlertMs: 1500,
  removalAlertMs: 1000,
  feedbackAlertMs: 2000,
  paymentErrorMs: 5000,
  zeroTotalRedirectMs: 500,
  preloaderMs: 1500,
  carouselMs: 5000,
  chatPingMs: 60_000,
  chatPongTimeoutMs: 20_000,
  chatReconnectMs: 2000,
  chatSubscribeDelayMs: 1000,
} as const;

// After this many days at 100 percent the chat warns that the writer may not be notified.
export const CHAT_COMPLETED_WARNING_DAYS = 10;
export const CHAT_TEXTAREA_MAX_ROWS = 10;
export const DASHBOARD_CHART_MONTHS = 6;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 1;
export const NAME_MAX_LENGTH = 255;
// Board column and card titles.
export const TITLE_MIN_LENGTH = 2;

export const RATING_STARS = 5;
// The review page has five tabs; each visited tab adds this much progress.
export const REVIEW_TAB_PROGRESS = 20;

export const SIGNATURE_CANVAS = { width: 700, height: 500 } as const;

const MINUTE_MS = 60_000;
export const RESET_CODE_TTL_MS = 30 * MINUTE_MS;
export const AUTOLOGIN_CODE_TTL_MS = 10 * MINUTE_MS;
export const REMEMBER_ME_DAYS = 30;

