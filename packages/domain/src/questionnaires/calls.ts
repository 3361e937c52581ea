import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { orderViewSchema } from '../orders/types';
import { FIELD_TYPES, answerValueSchema, answersSchema, questionnaireFieldSchema } from './rules';

/** `id` is the order; `service` the order service the questionnaire belongs to (first match when absent). */
export const questionnaireParams = z.object({
  id: idParam,
  questionnaire_id: idParam,
  service: z.optional(idParam),
});

export const questionnaireViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fields: z.array(questionnaireFieldSchema),
  /** The site's default questionnaire: its submission carries `DefaultQuestionSubmitted`. */
  isDefault: z.boolean(),
});
export type QuestionnaireView = z.infer<typeof questionnaireViewSchema>;

export const orderServiceRefSchema = z.object({ _id: z.string(), serviceName: z.string() });

export const getQuestionnaire = defineCall({
  method: 'GET',
  path: '/api/questionnaires/:id/:questionnaire_id/:service?',
  params: questionnaireParams,
  response: z.object({
    status: z.boolean(),
    data: questionnaireViewSchema,
    service: orderServiceRefSchema,
    orderData: orderViewSchema,
    /** The previous answers when the questionnaire was already submitted. */
    answers: z.optional(answersSchema),
    /** Answered and the writer has delivered work since: the answers can no longer be replaced. */
    answersLocked: z.boolean(),
  }),
});

export const answerItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(FIELD_TYPES),
  answer: z.nullable(answerValueSchema),
});
export type AnswerItem = z.infer<typeof answerItemSchema>;

export const answerSectionSchema = z.object({ title: z.string(), items: z.array(answerItemSchema) });
export type AnswerSection = z.infer<typeof answerSectionSchema>;

export const getQuestionnaireAnswers = defineCall({
  method: 'GET',
  path: '/api/questionnaires-answers/:id/:questionnaire_id/:service?',
  params: questionnaireParams,
  response: z.object({
    status: z.boolean(),
    data: z.object({
      name: z.string(),
      /** False when the customer has not submitted it yet: every answer is then null. */
      answered: z.boolean(),
      submittedAt: z.nullable(z.string()),
      sections: z.array(answerSectionSchema),
    }),
    service: orderServiceRefSchema,
    orderData: orderViewSchema,
  }),
});

export const COMPLETED_MESSAGE = 'Completed Successfully';

export const completeTask = defineCall({
  method: 'POST',
  path: '/api/customer/orders/:id/complete_task',
  params: z.object({ id: idParam }),
  body: z.strictObject({
    serviceType: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    /** The questionnaire id, or `additional_questionnaire` for the writer's follow-up. */
    taskId: idParam,
    serviceId: idParam,
    data: answersSchema,
    DefaultQuestionSubmitted: z.optional(z.boolean()),
  }),
  response: z.object({ status: z.boolean(), message: z.string(), statusPercentage: z.number().check(z.int()) }),
});
