import { z } from 'zod/mini';
import { defineCall } from '../call';
import { DEFAULT_UPLOAD_CONTEXT, UPLOAD_CONTEXTS, type UploadContext } from '../limits';

export const storedFileSchema = z.object({
  key: z.string(),
  originalname: z.string(),
  mimetype: z.string(),
  size: z.number(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/**
 * Multipart with one file field (`file` or `image`). The context naming the accepted types is in
 * the query, not the form: the server must know it before the file's bytes arrive, and a form field
 * after the file would come too late. Without one, a caller gets the general `document` types.
 */
export const uploadFile = defineCall({
  method: 'POST',
  path: '/api/file/upload',
  query: z.object({ context: z._default(z.enum(UPLOAD_CONTEXTS), DEFAULT_UPLOAD_CONTEXT) }),
  response: z.object({ status: z.boolean(), file: storedFileSchema }),
});

/** The upload call's URL for a context. */
export function uploadUrl(context?: UploadContext): string {
  const query = uploadFile.query.parse({ context });
  return `${uploadFile.path}?${new URLSearchParams(query).toString()}`;
}

/**
 * The one way a client builds an upload: the web client sends exactly this, and the server's
 * tests send it too, so the two sides cannot drift apart again.
 */
export function uploadRequest(file: Blob, fileName: string, context?: UploadContext): { method: 'POST'; url: string; form: FormData } {
  const form = new FormData();
  form.append('file', file, fileName);
  return { method: uploadFile.method, url: uploadUrl(context), form };
}
