import { z } from 'zod/mini';
import { contentAnswer, contentArchiveBody, contentIdParams, contentListQuery, contentPage } from '../admin-content/calls';
import { defineCall } from '../call';
import { editorFieldsSchema, publishProblems } from '../questionnaire-editor/rules';
import { questionnaireFieldSchema } from './rules';

// The admin's customer questionnaires and surveys: both are rows of the site's questionnaires,
// edited with the writers' field editor and answered by customers with the same wizard, so the
// field list must be one the customer can answer (the editor's publish check) when it is saved.

export const QUESTIONNAIRE_ADMIN_MESSAGES = {
  notFound: 'Questionnaire not found',
  nameRequired: 'Name is required',
} as const;

export const QUESTIONNAIRE_NAME_MAX = 200;

export const adminQuestionnaireBody = z
  .strictObject({
    name: z.string().check(z.trim(), z.minLength(1, QUESTIONNAIRE_ADMIN_MESSAGES.nameRequired), z.maxLength(QUESTIONNAIRE_NAME_MAX)),
    fields: editorFieldsSchema,
  })
  .check(
    z.superRefine((body, ctx) => {
      // Problems keyed as the editor keys them (`fields.<index>.text`, `fields` for no question).
      for (const [key, message] of Object.entries(publishProblems(body.fields))) {
        ctx.addIssue({ code: 'custom', path: key === 'fields' ? ['fields'] : ['fields', ...key.split('.').map((part, i) => (i === 0 ? Number(part) : part))], message });
      }
    }),
  );
export type AdminQuestionnaireBody = z.input<typeof adminQuestionnaireBody>;

export const adminQuestionnaireSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fields: z.array(questionnaireFieldSchema),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type AdminQuestionnaire = z.infer<typeof adminQuestionnaireSchema>;

/** The five admin calls of one kind under `base` (`/api/admin/questionnaires` or `/api/admin/surveys`). */
export function questionnaireAdminCalls<const B extends string>(base: B) {
  return {
    list: defineCall({ method: 'GET', path: base, query: contentListQuery, response: contentPage(adminQuestionnaireSchema) }),
    get: defineCall({ method: 'GET', path: `${base}/:id`, params: contentIdParams, response: z.omit(contentAnswer(adminQuestionnaireSchema), { message: true }) }),
    create: defineCall({ method: 'POST', path: base, body: adminQuestionnaireBody, response: contentAnswer(adminQuestionnaireSchema) }),
    /** Writes a new version (a new id) and archives this one; what named it for new orders names the new one. */
    update: defineCall({ method: 'PUT', path: `${base}/:id`, params: contentIdParams, body: adminQuestionnaireBody, response: contentAnswer(adminQuestionnaireSchema) }),
    archive: defineCall({ method: 'POST', path: `${base}/:id/archive`, params: contentIdParams, body: contentArchiveBody, response: contentAnswer(adminQuestionnaireSchema) }),
  };
}
export type QuestionnaireAdminCalls = ReturnType<typeof questionnaireAdminCalls<string>>;

/** The customer questionnaires a service's modules name. */
export const adminQuestionnaireCalls = questionnaireAdminCalls('/api/admin/questionnaires');
