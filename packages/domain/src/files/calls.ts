import { z } from 'zod';
import { defineCall } from '../call';

export const storedFileSchema = z.object({
  key: z.string(),
  originalname: z.string(),
  mimetype: z.string(),
  size: z.number(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** Multipart: one file field (`file` or `image`) and an optional `context` naming the allowed types. */
export const uploadFile = defineCall({
  method: 'POST',
  path: '/api/file/upload',
  response: z.object({ status: z.boolean(), file: storedFileSchema }),
});
