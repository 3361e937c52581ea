import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/documents/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { LinkedinService } from './linkedin.service';

export function registerLinkedinRoutes(app: FastifyInstance, platform: Platform, linkedin: LinkedinService): void {

  addRoute(app, calls.getLinkedinDocument, ['user'], async ({ site, user, params }) => {
    return { status: true, data: await linkedin.get({ site, user }, params.id) };
  });

  addRoute(app, calls.writerGetLinkedinDocument, ['writer', 'reviewer', 'admin'], async ({ site, user, params }) => {
    return { status: true, data: await linkedin.get({ site, user }, params.id) };
  });

  addRoute(app, calls.uploadLinkedinDocument, ['writer', 'admin'], async ({ site, user, body }) => {
    await linkedin.upload({ site, user }, body);
    return { status: true, message: calls.DOCUMENT_MESSAGES.uploaded };
  });
}
