import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/documents/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { FinalDocumentsService } from './final-documents.service';

export function registerFinalDocumentRoutes(app: FastifyInstance, platform: Platform, finals: FinalDocumentsService): void {

  addRoute(app, calls.getFinalDocument, ['user'], async ({ site, user, params }) => {
    return { status: true, data: await finals.forCustomer({ site, user }, params.orderId, params.serviceId) };
  });

  addRoute(app, calls.writerGetFinalDocument, ['writer', 'reviewer', 'admin'], async ({ site, user, params }) => {
    return { status: true, data: await finals.forWriter({ site, user }, params.id, params.serviceId) };
  });

  addRoute(app, calls.uploadFinalDocument, ['writer', 'admin'], async ({ site, user, body }) => {
    await finals.upload({ site, user }, body);
    return { status: true, message: calls.DOCUMENT_MESSAGES.finalUploaded };
  });
}
