import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { registerFinalDocumentRoutes } from './final-documents.routes';
import { registerLinkedinRoutes } from './linkedin.routes';
import { registerPreviousDocumentRoutes } from './previous-documents.routes';
import { registerRevisionRoutes } from './revisions.routes';

/** Previous documents, drafts and reviews, final documents and the LinkedIn document. */
export function registerDocumentRoutes(app: FastifyInstance, platform: Platform): void {
  registerPreviousDocumentRoutes(app, platform);
  registerRevisionRoutes(app, platform);
  registerFinalDocumentRoutes(app, platform);
  registerLinkedinRoutes(app, platform);
}
