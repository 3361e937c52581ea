import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { answersSchema, questionnaireFieldSchema } from '../questionnaires/rules';
import { questionnaireAdminCalls } from '../questionnaires/admin-calls';

export const SURVEY_THANKS_MESSAGE = 'Thanks!';

const surveyParams = z.object({ orderId: idParam, surveyId: idParam });

export const getSurvey = defineCall({
  method: 'GET',
  path: '/api/orders/:orderId/survey/:surveyId',
  params: surveyParams,
  response: z.object({
    status: z.boolean(),
    data: z.object({ _id: z.string(), name: z.string(), fields: z.array(questionnaireFieldSchema) }),
    /** Already answered (or confirmed through the feedback link): a second submission is refused. */
    surveySubmitted: z.boolean(),
  }),
});

export const submitSurvey = defineCall({
  method: 'POST',
  path: '/api/orders/:orderId/:surveyId/feedback-confirmation',
  params: surveyParams,
  body: z.strictObject({ survey: answersSchema }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

/** The admin's surveys: the same calls and editor as the customer questionnaires, of the survey kind. */
export const adminSurveyCalls = questionnaireAdminCalls('/api/admin/surveys');
