import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/documents/calls';
import { badRequest } from '../../platform/errors';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { PreviousDocumentsService } from './previous-documents.service';

const MISMATCH = 'The order or service in the address does not match the request.';

export function registerPreviousDocumentRoutes(app: FastifyInstance, platform: Platform, previous: PreviousDocumentsService): void {

  addRoute(app, calls.getPreviousFiles, ['user'], async ({ site, user, params }) => {
    return { status: true, data: await previous.get({ site, user }, params.orderId, params.serviceId) };
  });

  addRoute(app, calls.uploadPreviousFiles, ['user'], async ({ site, user, params, body }) => {
    if (body.order_id !== params.orderId || body.serviceId !== params.serviceId) throw badRequest(MISMATCH);
    const { message } = await previous.upload({ site, user }, {
      orderId: params.orderId,
      serviceId: params.serviceId,
      uploadedFiles: body.uploadedFiles,
      deletedFiles: body.deletedFiles,
    });
    return { status: true, message };
  });

  addRoute(app, calls.writerGetPreviousFiles, ['writer', 'reviewer', 'admin'], async ({ site, user, params }) => {
    return { status: true, data: await previous.get({ site, user }, params.id, params.serviceId) };
  });
}
