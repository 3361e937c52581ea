import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/platform';
import { registerAccountRoutes } from './account/account.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerContractRoutes } from './contracts/contracts.routes';
import { registerCritiqueRoutes } from './critiques/critiques.routes';
import { registerDocumentRoutes } from './documents/documents.routes';
import { registerFileRoutes } from './files/files.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { subscribeNotifications } from './notifications/register';
import { registerPayments } from './payments/register';
import { buildServices } from './services';
import { registerOrderRoutes } from './orders/orders.routes';
import { registerQuestionnaireEditorRoutes } from './questionnaire-editor/questionnaire-editor.routes';
import { registerQuestionnaireRoutes } from './questionnaires/questionnaires.routes';
import { registerReviewerOrderRoutes } from './reviewer-orders/reviewer-orders.routes';
import { registerSiteRoutes } from './sites/sites.routes';
import { registerSurveyRoutes } from './surveys/surveys.routes';
import { registerWriterOrderDetailRoutes } from './writer-orders/writer-order-detail.routes';
import { registerWriterOrderRoutes } from './writer-orders/writer-orders.routes';
import { registerWriterProfileRoutes } from './writer-profiles/writer-profiles.routes';

/** Every feature's calls, in one list, given the services built once: a new feature adds one line here. */
export async function registerFeatures(app: FastifyInstance, platform: Platform): Promise<void> {
  const services = buildServices(platform);
  subscribeNotifications(platform);
  registerSiteRoutes(app, platform);
  registerAuthRoutes(app, platform, services.auth);
  registerFileRoutes(app, platform, services.files);
  registerContractRoutes(app, platform, services.contracts);
  registerDocumentRoutes(app, platform, services.documents);
  registerOrderRoutes(app, platform, services.customerOrders);
  registerWriterOrderRoutes(app, platform, services.writerOrders);
  registerWriterOrderDetailRoutes(app, platform, services.writerOrderDetail);
  registerReviewerOrderRoutes(app, platform, services.reviewerOrders);
  registerQuestionnaireRoutes(app, platform, services.questionnaires);
  registerSurveyRoutes(app, platform, services.surveys);
  registerNotificationRoutes(app, platform, services.notifications);
  registerQuestionnaireEditorRoutes(app, platform, services.questionnaireEditor);
  registerAccountRoutes(app, services.account);
  registerWriterProfileRoutes(app, services.writerProfiles);
  registerPayments(app, platform, services.payments);
  registerCritiqueRoutes(app, services.critiques);
}
