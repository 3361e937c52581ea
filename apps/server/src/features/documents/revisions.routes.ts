import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/documents/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { DraftUploadService } from './draft-upload.service';
import { RevisionsService } from './revisions.service';

export function registerRevisionRoutes(app: FastifyInstance, platform: Platform, revisions: RevisionsService, drafts: DraftUploadService): void {

  addRoute(app, calls.getRevisions, ['user'], async ({ site, user, params }) => {
    return { status: true, ...(await revisions.list({ site, user }, params.orderId, params.serviceId)) };
  });

  addRoute(app, calls.rateReview, ['user'], async ({ site, user, body }) => {
    const { askFinal } = await revisions.review({ site, user }, body);
    return { status: true, message: calls.DOCUMENT_MESSAGES.reviewSubmitted, askFinal };
  });

  addRoute(app, calls.finalizeRevision, ['user'], async ({ site, user, body }) => {
    const { message } = await revisions.finalize({ site, user }, body);
    return { status: true, message };
  });

  addRoute(app, calls.writerGetRevisions, ['writer', 'reviewer', 'admin'], async ({ site, user, params }) => {
    return { status: true, ...(await drafts.list({ site, user }, params.id, params.serviceId)) };
  });

  addRoute(app, calls.uploadDraft, ['writer', 'admin'], async ({ site, user, body }) => {
    const draft = await drafts.upload({ site, user }, body);
    return { status: true, message: calls.DOCUMENT_MESSAGES.draftUploaded, draft };
  });
}
