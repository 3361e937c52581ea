import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/surveys/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { registerQuestionnaireAdminRoutes, type QuestionnairesAdminService } from '../questionnaires';
import { SurveysService } from './surveys.service';

export function registerSurveyRoutes(app: FastifyInstance, platform: Platform, service: SurveysService): void {

  addRoute(app, calls.getSurvey, ['user'], async ({ site, user, params }) => {
    return { status: true, ...(await service.view({ site, user }, params.orderId, params.surveyId)) };
  });

  addRoute(app, calls.submitSurvey, ['user'], async ({ site, user, params, body }) => {
    await service.submit({ site, user }, params.orderId, params.surveyId, body.survey);
    return { status: true, message: calls.SURVEY_THANKS_MESSAGE };
  });

}

/** The admin's surveys: the questionnaires feature's admin calls, of the survey kind, under /api/admin/surveys. */
export function registerSurveyAdminRoutes(app: FastifyInstance, surveys: QuestionnairesAdminService): void {
  registerQuestionnaireAdminRoutes(app, calls.adminSurveyCalls, surveys);
}
