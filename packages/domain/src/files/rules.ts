import { FILE_KIND_WORDS, MIME_TYPES_BY_EXTENSION, UPLOAD_MAX_BYTES, UPLOAD_TYPES, type FileExtension, type UploadContext } from '../limits';

export const FILE_NAME_MESSAGE = 'Please do not use any commas or apostrophes in the file name!';
export const FILE_TOO_LARGE_MESSAGE = `The file is too large. The maximum size is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;
export const FILE_TYPE_MESSAGE = 'This type of file is not accepted here.';
export const FILE_NAME_CHARACTERS_MESSAGE = 'The file name contains characters that cannot be stored. Please rename the file.';
export const UPLOAD_ERROR_TITLE = 'Error Uploading File';

// Commas and apostrophes (straight and typographic) break download headers and links; the spec
// keeps the rule for every upload.
const FORBIDDEN_IN_NAME = /[,'\u2018\u2019]/;

// NUL and other control characters cannot be stored as text (PostgreSQL refuses NUL) and break
// headers; a lone UTF-16 surrogate is not a character at all and cannot be written as UTF-8.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE_IN_NAME = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function fileNameProblem(name: string): string | null {
  if (UNSTORABLE_IN_NAME.test(name)) return FILE_NAME_CHARACTERS_MESSAGE;
  return FORBIDDEN_IN_NAME.test(name) ? FILE_NAME_MESSAGE : null;
}

export function fileSizeProblem(bytes: number): string | null {
  return bytes > UPLOAD_MAX_BYTES ? FILE_TOO_LARGE_MESSAGE : null;
}

/** Lower-case extension without the dot; '' when there is none (also for names like `.env`). */
export function extensionOf(name: string): string {
  // Some browsers send a full path as the name.
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toLowerCase();
}

function contextExtension(context: UploadContext, fileName: string): FileExtension | null {
  const ext = extensionOf(fileName);
  const allowed: readonly string[] = UPLOAD_TYPES[context].extensions;
  return allowed.includes(ext) ? (ext as FileExtension) : null;
}

/**
 * Whether a file may be uploaded in a context, by its extension and, when given, the MIME type
 * reported for it (which must belong to that extension). The server also checks magic bytes;
 * this is the cheap first gate both sides share.
 */
export function isAllowedForContext(context: UploadContext, fileName: string, mimeType?: string): boolean {
  const ext = contextExtension(context, fileName);
  if (ext === null) return false;
  if (mimeType === undefined || mimeType === '') return true;
  const mimes: readonly string[] = MIME_TYPES_BY_EXTENSION[ext];
  return mimes.includes(mimeType.toLowerCase());
}

/** Every problem of one file for a context, in the order a user should fix them; null when fine. */
export function uploadProblem(context: UploadContext, file: { name: string; size: number; type?: string }): string | null {
  return (
    fileNameProblem(file.name) ??
    (isAllowedForContext(context, file.name, file.type) ? null : FILE_TYPE_MESSAGE) ??
    fileSizeProblem(file.size)
  );
}

/** The `accept` map of a drop zone: MIME type -> extensions with their dots. */
export function acceptMap(context: UploadContext): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const ext of UPLOAD_TYPES[context].extensions) {
    for (const mime of MIME_TYPES_BY_EXTENSION[ext]) {
      map[mime] = [...(map[mime] ?? []), `.${ext}`];
    }
  }
  return map;
}

/** The extensions a context accepts, as a person reads them: ".pdf, .docx". */
export function acceptedExtensions(context: UploadContext): string {
  return UPLOAD_TYPES[context].extensions.map((ext) => `.${ext}`).join(', ');
}

/** The server's (English) refusal for a file of the wrong type, naming what the context accepts. */
export function fileTypeRefusal(context: UploadContext): string {
  const kinds = UPLOAD_TYPES[context].kinds.map((kind) => FILE_KIND_WORDS[kind]).join(', ');
  return `${FILE_TYPE_MESSAGE} Accepted: ${kinds} (${acceptedExtensions(context)}).`;
}
