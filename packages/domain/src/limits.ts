// Every number the rules, the server and the web share lives here, so a limit changes in one place.

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * How the server recognises a type by its bytes, whatever the name or the browser claims:
 * `pdf` starts with %PDF-, `ole` is the old Office container (.doc), `ooxml` a zip holding an Office
 * Open XML part of the right kind, `odf` a zip whose first entry `mimetype` names the ODF type,
 * `rtf` starts with {\rtf, `jpeg` and `png` their signatures, `text` is valid UTF-8 without NUL.
 */
export type MagicFamily = 'pdf' | 'ole' | 'ooxml' | 'odf' | 'rtf' | 'jpeg' | 'png' | 'text';

/** The word a screen uses for a type (translated there by this key). */
export type FileKind = 'pdf' | 'word' | 'rtf' | 'odt' | 'text' | 'csv' | 'excel' | 'image';

type FileTypeInfo = { mimeTypes: readonly string[]; magic: MagicFamily; kind: FileKind };

/**
 * Every type an upload may have. The first MIME type is the one stored and served; the others are
 * what some browsers report for the same file (the picker accepts them too).
 */
export const FILE_TYPES = {
  doc: { mimeTypes: ['application/msword'], magic: 'ole', kind: 'word' },
  docx: { mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], magic: 'ooxml', kind: 'word' },
  pdf: { mimeTypes: ['application/pdf'], magic: 'pdf', kind: 'pdf' },
  jpg: { mimeTypes: ['image/jpeg'], magic: 'jpeg', kind: 'image' },
  jpeg: { mimeTypes: ['image/jpeg'], magic: 'jpeg', kind: 'image' },
  png: { mimeTypes: ['image/png'], magic: 'png', kind: 'image' },
  // Browsers on Windows with Excel installed report a .csv as Excel's type.
  csv: { mimeTypes: ['text/csv', 'application/vnd.ms-excel'], magic: 'text', kind: 'csv' },
  xlsx: { mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], magic: 'ooxml', kind: 'excel' },
  txt: { mimeTypes: ['text/plain'], magic: 'text', kind: 'text' },
  rtf: { mimeTypes: ['application/rtf', 'text/rtf'], magic: 'rtf', kind: 'rtf' },
  odt: { mimeTypes: ['application/vnd.oasis.opendocument.text'], magic: 'odf', kind: 'odt' },
} as const satisfies Record<string, FileTypeInfo>;

export type FileExtension = keyof typeof FILE_TYPES;

// Canonical MIME types per extension, as the picker and the server's checks read them.
export const MIME_TYPES_BY_EXTENSION = Object.fromEntries(Object.entries(FILE_TYPES).map(([ext, info]) => [ext, info.mimeTypes])) as {
  [E in FileExtension]: (typeof FILE_TYPES)[E]['mimeTypes'];
};

/** English words for each kind: the server's messages use them, the web has them in every language. */
export const FILE_KIND_WORDS: Record<FileKind, string> = {
  pdf: 'PDF',
  word: 'Word',
  rtf: 'RTF',
  odt: 'ODT',
  text: 'text',
  csv: 'CSV',
  excel: 'Excel',
  image: 'images',
};

export type UploadTypes = { extensions: readonly FileExtension[]; mimeTypes: readonly string[]; kinds: readonly FileKind[] };

function uploadTypes(...extensions: FileExtension[]): UploadTypes {
  const mimeTypes = [...new Set(extensions.flatMap((ext) => FILE_TYPES[ext].mimeTypes))];
  const kinds = [...new Set(extensions.map((ext) => FILE_TYPES[ext].kind))];
  return { extensions, mimeTypes, kinds };
}

/**
 * What each kind of upload accepts: the one list the picker (`accept`), the words on screen and
 * the server's check all read. `document` covers chat attachments and general uploads (and is what
 * a caller gets without a context), `review` the customer's file attached to a revision request,
 * `image` profile pictures and signatures, `any-document` the customer's previous documents.
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
export const UPLOAD_CONTEXTS = Object.keys(UPLOAD_TYPES) as [UploadContext, ...UploadContext[]];
export const DEFAULT_UPLOAD_CONTEXT: UploadContext = 'document';

// Uploads one user may have streaming in at once; more is a script or a stuck client, not a person.
export const UPLOADS_IN_FLIGHT_PER_USER = 3;
// Files uploaded but never attached to anything are removed after this long.
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

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

