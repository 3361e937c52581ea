import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { orderViewSchema } from '../orders/types';
import { getQuestionnaireAnswers, orderServiceRefSchema, questionnaireParams } from '../questionnaires/calls';
import { questionnaireFieldSchema } from '../questionnaires/rules';
import { editorFieldsSchema } from './rules';

// The writer's follow-up questionnaire of an order service and the site's questionnaire templates
// (spec 001 section 7, Questionnaires).

export const EDITOR_CALL_MESSAGES = {
  saved: 'Saved',
  published: 'Published',
  copied: 'Template copied',
  created: 'Template created',
  templateNameRequired: 'Template name required',
  alreadySent: 'This questionnaire was already sent to the customer and can no longer be changed',
  noFollowUp: 'This service has no follow-up questionnaire',
  templateNotFound: 'Template not found',
  templateNotPublished: 'Publish the template before copying it',
  pathMismatch: 'The body names another order or service than the address',
  checkFields: 'Please check the questionnaire',
} as const;

// ---- The writer's view of the answers ----

export const writerGetQuestionnaireAnswers = defineCall({
  method: 'GET',
  path: '/api/writer/questionnaires-answers/:id/:questionnaire_id/:service?',
  params: questionnaireParams,
  response: getQuestionnaireAnswers.response,
});

// ---- Follow-up questionnaire of an order service ----

export const FOLLOW_UP_STATES = ['none', 'draft', 'published'] as const;

export const followUpSchema = z.object({
  /** null until the writer first saves or copies one. */
  _id: z.nullable(z.string()),
  status: z.enum(FOLLOW_UP_STATES),
  fields: z.array(questionnaireFieldSchema),
  updatedAt: z.nullable(z.string()),
  /** The customer has answered it: the answers page has something to show. */
  answered: z.boolean(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

const followUpParams = z.object({ id: idParam, service: idParam });
const followUpResponse = z.object({ status: z.boolean(), message: z.optional(z.string()), data: followUpSchema });

export const getFollowUp = defineCall({
  method: 'GET',
  path: '/api/writer/orders/:id/additional_questionnaire/:service',
  params: followUpParams,
  response: z.extend(followUpResponse, { service: orderServiceRefSchema, orderData: orderViewSchema }),
});

/** Saves the draft; `id` and `service` repeat the address (the spec's body). */
export const saveFollowUp = defineCall({
  method: 'POST',
  path: '/api/writer/orders/:id/additional_questionnaire/:service',
  params: followUpParams,
  body: z.strictObject({ id: idParam, service: idParam, data: editorFieldsSchema }),
  response: followUpResponse,
});

/** Sends the saved draft to the customer. */
export const publishFollowUp = defineCall({
  method: 'POST',
  path: '/api/writer/orders/:id/additional_questionnaire/publish/:service',
  params: followUpParams,
  response: followUpResponse,
});

/** Replaces the draft with a published template's fields. */
export const copyTemplateToFollowUp = defineCall({
  method: 'POST',
  path: '/api/writer/orders/:id/additional_questionnaire/copy/:service',
  params: followUpParams,
  body: z.strictObject({ template: idParam }),
  response: followUpResponse,
});

// ---- Templates ----

export const TEMPLATE_NAME_MAX = 200;
export const TEMPLATE_PAGE_SIZE = 20;
export const TEMPLATE_PAGE_MAX = 100;

const templateName = z.string().check(z.trim(), z.minLength(1, EDITOR_CALL_MESSAGES.templateNameRequired), z.maxLength(TEMPLATE_NAME_MAX));

export const templateSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(['draft', 'published']),
  /** Questions (answerable fields) in the published version, else in the draft. */
  questionCount: z.number().check(z.int()),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(['draft', 'published']),
  /** The draft the editor works on. */
  fields: z.array(questionnaireFieldSchema),
  /** The draft differs from what was last published (or it was never published). */
  hasUnpublishedChanges: z.boolean(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const listTemplates = defineCall({
  method: 'GET',
  path: '/api/writer/questionnaire-template',
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(TEMPLATE_PAGE_MAX))),
    /** `published`: only templates a follow-up can be copied from. */
    status: z.optional(z.enum(['draft', 'published'])),
  }),
  response: z.object({
    status: z.boolean(),
    data: z.array(templateSummarySchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    hasMore: z.boolean(),
  }),
});

export const createTemplate = defineCall({
  method: 'POST',
  path: '/api/writer/questionnaire-template/create',
  body: z.strictObject({ name: templateName }),
  response: z.object({ status: z.boolean(), message: z.string(), data: z.object({ _id: z.string() }) }),
});

const templateResponse = z.object({ status: z.boolean(), message: z.optional(z.string()), data: templateSchema });

export const getTemplate = defineCall({
  method: 'GET',
  path: '/api/writer/questionnaire-template/get/:key',
  params: z.object({ key: idParam }),
  response: templateResponse,
});

export const saveTemplate = defineCall({
  method: 'POST',
  path: '/api/writer/questionnaire-template/template',
  body: z.strictObject({ key: idParam, data: editorFieldsSchema }),
  response: templateResponse,
});

export const publishTemplate = defineCall({
  method: 'POST',
  path: '/api/writer/questionnaire-template/publish',
  body: z.strictObject({ key: idParam, name: templateName }),
  response: templateResponse,
});
