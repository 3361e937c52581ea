import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/questionnaire-editor/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import type { FollowUpsService } from './follow-ups.service';
import type { TemplatesService } from './templates.service';

const STAFF_READ = ['writer', 'reviewer', 'admin'] as const;
// Reviewers look on read-only: no write lists them.
const STAFF_WRITE = ['writer', 'admin'] as const;
const M = calls.EDITOR_CALL_MESSAGES;

/** The follow-up questionnaire of an order service, and the site's questionnaire templates. */
export function registerQuestionnaireEditorRoutes(app: FastifyInstance, platform: Platform, services: { followUps: FollowUpsService; templates: TemplatesService }): void {
  const { followUps, templates } = services;

  addRoute(app, calls.getFollowUp, STAFF_READ, async ({ site, user, params }) => {
    return { status: true, ...(await followUps.view({ site, user }, params.id, params.service)) };
  });

  addRoute(app, calls.saveFollowUp, STAFF_WRITE, async ({ site, user, params, body }) => {
    return { status: true, message: M.saved, data: await followUps.save({ site, user }, params.id, params.service, body) };
  });

  addRoute(app, calls.publishFollowUp, STAFF_WRITE, async ({ site, user, params }) => {
    return { status: true, message: M.published, data: await followUps.publish({ site, user }, params.id, params.service) };
  });

  addRoute(app, calls.copyTemplateToFollowUp, STAFF_WRITE, async ({ site, user, params, body }) => {
    return { status: true, message: M.copied, data: await followUps.copy({ site, user }, params.id, params.service, body.template) };
  });

  addRoute(app, calls.listTemplates, STAFF_READ, async ({ site, user, query }) => {
    return { status: true, ...(await templates.list({ site, user }, query)) };
  });

  addRoute(app, calls.createTemplate, STAFF_WRITE, async ({ site, user, body }) => {
    return { status: true, message: M.created, data: { _id: await templates.create({ site, user }, body.name) } };
  });

  addRoute(app, calls.getTemplate, STAFF_READ, async ({ site, user, params }) => {
    return { status: true, data: await templates.get({ site, user }, params.key) };
  });

  addRoute(app, calls.saveTemplate, STAFF_WRITE, async ({ site, user, body }) => {
    return { status: true, message: M.saved, data: await templates.save({ site, user }, body.key, body.data) };
  });

  addRoute(app, calls.publishTemplate, STAFF_WRITE, async ({ site, user, body }) => {
    return { status: true, message: M.published, data: await templates.publish({ site, user }, body.key, body.name) };
  });
}
