import { z } from 'zod/mini';
import { CRITIQUE_LANGUAGES } from '../admin-critiques/calls';
import { defineCall, idParam } from '../call';

// The public "free resume critique" page: a visitor sends their resume and gets a critique by mail.

/** The form's fields, sent before the file in the same multipart request. */
export const freeCritiqueFields = z.strictObject({
  firstName: z.string().check(z.trim(), z.minLength(1, 'Enter First Name'), z.maxLength(255)),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Enter Last name'), z.maxLength(255)),
  email: z.string().check(z.trim(), z.minLength(1, 'Enter email'), z.maxLength(254), z.email('Enter a valid email')),
  phoneNumber: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  language: z._default(z.enum(CRITIQUE_LANGUAGES), 'en'),
});
export type FreeCritiqueFields = z.infer<typeof freeCritiqueFields>;

/** Multipart: the fields above, then the resume (PDF or Word, the `review` upload context) in `file`. */
export const requestFreeCritique = defineCall({
  method: 'POST',
  path: '/api/free-critique',
  response: z.object({ status: z.boolean(), requestId: z.string() }),
});

export const FREE_CRITIQUE_STATES = ['queued', 'done', 'unreadable'] as const;

/** How far a request is: the id is the request's secret, as a critique's id is its link. */
export const freeCritiqueStatus = defineCall({
  method: 'GET',
  path: '/api/free-critique/:id',
  params: z.object({ id: idParam }),
  response: z.object({ status: z.boolean(), state: z.enum(FREE_CRITIQUE_STATES), reviewPath: z.nullable(z.string()) }),
});

/** The multipart request the page sends: the fields first, so the server checks them before the file arrives. */
export function freeCritiqueForm(fields: Record<string, string>, file: Blob, filename: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
  form.append('file', file, filename);
  return form;
}
