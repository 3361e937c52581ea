import type { FastifyInstance } from 'fastify';
import * as editorCalls from '@portal/domain/questionnaire-editor/calls';
import * as calls from '@portal/domain/questionnaires/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { QuestionnairesService } from './questionnaires.service';

const readers = ['user', 'writer', 'reviewer', 'admin'] as const;

export function registerQuestionnaireRoutes(app: FastifyInstance, platform: Platform, service: QuestionnairesService): void {
  const ref = (params: { id: string; questionnaire_id: string; service?: string }) => ({
    orderId: params.id,
    questionnaireId: params.questionnaire_id,
    serviceId: params.service || undefined,
  });

  addRoute(app, calls.getQuestionnaire, readers, async ({ site, user, params }) => {
    return { status: true, ...(await service.view({ site, user }, ref(params))) };
  });

  addRoute(app, calls.getQuestionnaireAnswers, readers, async ({ site, user, params }) => {
    return { status: true, ...(await service.answers({ site, user }, ref(params))) };
  });

  // The same grouped answers under the writer's path of spec 001 section 7.
  addRoute(app, editorCalls.writerGetQuestionnaireAnswers, ['writer', 'reviewer', 'admin'], async ({ site, user, params }) => {
    return { status: true, ...(await service.answers({ site, user }, ref(params))) };
  });

  addRoute(app, calls.completeTask, ['user'], async ({ site, user, params, body }) => {
    const { statusPercentage } = await service.complete({ site, user }, params.id, body);
    return { status: true, message: calls.COMPLETED_MESSAGE, statusPercentage };
  });

}
