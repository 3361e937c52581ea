import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/platform';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerContractRoutes } from './contracts/contracts.routes';
import { registerDocumentRoutes } from './documents/documents.routes';
import { registerFileRoutes } from './files/files.routes';
import { subscribeNotifications } from './notifications/register';
import { registerOrderRoutes } from './orders/orders.routes';
import { registerQuestionnaireRoutes } from './questionnaires/questionnaires.routes';
import { registerReviewerOrderRoutes } from './reviewer-orders/reviewer-orders.routes';
import { registerSiteRoutes } from './sites/sites.routes';
import { registerSurveyRoutes } from './surveys/surveys.routes';
import { registerWriterOrderDetailRoutes } from './writer-orders/writer-order-detail.routes';
import { registerWriterOrderRoutes } from './writer-orders/writer-orders.routes';

/** Every feature's calls, in one list: a new feature adds one line here. */
export async function registerFeatures(app: FastifyInstance, platform: Platform): Promise<void> {
  subscribeNotifications(platform);
  registerSiteRoutes(app, platform);
  registerAuthRoutes(app, platform);
  registerFileRoutes(app, platform);
  registerContractRoutes(app, platform);
  registerDocumentRoutes(app, platform);
  registerOrderRoutes(app, platform);
  registerWriterOrderRoutes(app, platform);
  registerWriterOrderDetailRoutes(app, platform);
  registerReviewerOrderRoutes(app, platform);
  registerQuestionnaireRoutes(app, platform);
  registerSurveyRoutes(app, platform);
}
