import type { FastifyInstance } from 'fastify';
import { CONTENT_MESSAGES } from '@portal/domain/admin-content/calls';
import type { QuestionnaireAdminCalls } from '@portal/domain/questionnaires/admin-calls';
import { addRoute } from '../../platform/http/route';
import type { QuestionnairesAdminService } from './questionnaires-admin.service';

const ADMIN = ['admin'] as const;

/** The admin's calls of one kind (questionnaires, or surveys for the surveys feature): the site's admins only. */
export function registerQuestionnaireAdminRoutes(app: FastifyInstance, calls: QuestionnaireAdminCalls, service: QuestionnairesAdminService): void {
  addRoute(app, calls.list, ADMIN, async ({ site, user, query }) => ({ status: true, ...(await service.list({ site, user }, query)) }));
  addRoute(app, calls.get, ADMIN, async ({ site, user, params }) => ({ status: true, data: await service.get({ site, user }, params.id) }));
  addRoute(app, calls.create, ADMIN, async ({ site, user, body }) => ({ status: true, message: CONTENT_MESSAGES.saved, data: await service.create({ site, user }, body) }));
  addRoute(app, calls.update, ADMIN, async ({ site, user, params, body }) => ({ status: true, message: CONTENT_MESSAGES.saved, data: await service.update({ site, user }, params.id, body) }));
  addRoute(app, calls.archive, ADMIN, async ({ site, user, params, body }) => ({
    status: true,
    message: body.archived ? CONTENT_MESSAGES.archived : CONTENT_MESSAGES.restored,
    data: await service.archive({ site, user }, params.id, body.archived),
  }));
}
