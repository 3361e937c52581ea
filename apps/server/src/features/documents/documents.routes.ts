import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import type { DocumentServices } from '../services';
import { registerFinalDocumentRoutes } from './final-documents.routes';
import { registerLinkedinRoutes } from './linkedin.routes';
import { registerPreviousDocumentRoutes } from './previous-documents.routes';
import { registerRevisionApprovalRoutes } from './revision-approvals.routes';
import { registerRevisionRoutes } from './revisions.routes';

/** Previous documents, drafts and reviews, the admin's approval of drafts, final documents and the LinkedIn document. */
export function registerDocumentRoutes(app: FastifyInstance, platform: Platform, services: DocumentServices): void {
  registerPreviousDocumentRoutes(app, platform, services.previous);
  registerRevisionRoutes(app, platform, services.revisions, services.drafts);
  registerFinalDocumentRoutes(app, platform, services.finals);
  registerLinkedinRoutes(app, platform, services.linkedin);
  registerRevisionApprovalRoutes(app, services.approvals);
}
