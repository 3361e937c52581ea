import { fileTypeFromBuffer } from 'file-type';
import { MIME_TYPES_BY_EXTENSION, UPLOAD_TYPES, type FileExtension, type UploadContext } from '@portal/domain/limits';
import { extensionOf } from '@portal/domain/files/rules';

/**
 * The type of an upload, decided by its bytes, not by its name or the browser's word. Returns the
 * extension and MIME type to store, or null when the content is not one the context accepts.
 */
export async function detectAllowedType(context: UploadContext, fileName: string, bytes: Buffer): Promise<{ ext: FileExtension; mime: string } | null> {
  const allowed: readonly string[] = UPLOAD_TYPES[context].extensions;
  const claimed = extensionOf(fileName);
  if (!allowed.includes(claimed)) return null;
  const detected = await fileTypeFromBuffer(bytes);
  const ext = claimed as FileExtension;
  if (!detected) {
    // Plain-text formats have no magic number: accept them only when they really are text.
    if ((ext === 'csv' || ext === 'txt') && looksLikeText(bytes)) return { ext, mime: MIME_TYPES_BY_EXTENSION[ext][0] };
    return null;
  }
  // Old Word files are OLE containers ('cfb'); JPEG goes by two names.
  const same = detected.ext === ext || (detected.ext === 'jpg' && ext === 'jpeg') || (detected.ext === 'cfb' && ext === 'doc');
  if (!same) return null;
  return { ext, mime: MIME_TYPES_BY_EXTENSION[ext][0] };
}

function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, sample.length - 4));
    return true;
  } catch {
    return false;
  }
}
