import type { FastifyInstance } from 'fastify';
import { adminQuestionnaireCalls } from '@portal/domain/questionnaires/admin-calls';
import type { PageReads } from '../platform/http/page-answers';
import type { Platform } from '../platform/platform';
import { registerAccountRoutes } from './account/account.routes';
import { registerBoardRoutes } from './boards/boards.routes';
import { boardPageReads } from './boards/page-reads';
import { registerJobRoutes } from './jobs/jobs.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import type { AuthService } from './auth';
import { registerChat } from './chat/register';
import { registerAdminOrderRoutes } from './admin-orders/admin-orders.routes';
import { roomFreed } from './admin-orders/assignment.subscriber';
import { registerAuditRoutes } from './audit/audit.routes';
import { registerCatalogRoutes } from './catalog/catalog.routes';
import { registerContractRoutes } from './contracts/contracts.routes';
import { registerContractAdminRoutes } from './contracts/contracts-admin.routes';
import { registerAdminCritiqueRoutes } from './admin-critiques/admin-critiques.routes';
import { registerCritiqueComparisons } from './critiques/comparison.routes';
import { registerCritiqueRoutes } from './critiques/critiques.routes';
import { registerDocumentRoutes } from './documents/documents.routes';
import { registerFileRoutes } from './files/files.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { subscribeNotifications } from './notifications/register';
import { registerFreeCritiques } from './free-critiques/register';
import { registerPayments } from './payments/register';
import { buildServices } from './services';
import { registerOrderRoutes } from './orders/orders.routes';
import { orderPageReads } from './orders/page-reads';
import { registerPeopleRoutes } from './people/people.routes';
import { registerQuestionnaireEditorRoutes } from './questionnaire-editor/questionnaire-editor.routes';
import { registerQuestionnaireRoutes } from './questionnaires/questionnaires.routes';
import { registerQuestionnaireAdminRoutes } from './questionnaires/questionnaires-admin.routes';
import { registerReviewerOrderRoutes } from './reviewer-orders/reviewer-orders.routes';
import { registerSiteSettingsRoutes } from './site-settings/site-settings.routes';
import { registerSiteRoutes } from './sites/sites.routes';
import { registerSurveyAdminRoutes, registerSurveyRoutes } from './surveys/surveys.routes';
import { registerWriterOrderDetailRoutes } from './writer-orders/writer-order-detail.routes';
import { staffOrderPageReads } from './writer-orders/page-reads';
import { registerWriterOrderRoutes } from './writer-orders/writer-orders.routes';
import { registerWriterProfileRoutes } from './writer-profiles/writer-profiles.routes';

/**
 * What the page the server sends for every path needs of the features (platform/http/spa.ts): who
 * is signed in, and the first reads of the pages whose screens open on a feature's data.
 */
export type FeaturesForPage = { currentUserAnswer: AuthService['currentUserAnswer']; pageReads: PageReads[] };

/**
 * Every feature's calls, in one list, given the services built once: a new feature adds one line
 * here. Returns what the page needs of them.
 */
export async function registerFeatures(app: FastifyInstance, platform: Platform): Promise<FeaturesForPage> {
  const services = buildServices(platform);
  subscribeNotifications(platform);
  platform.events.subscribe(roomFreed(services.autoAssignment));
  app.addHook('onReady', () => services.autoAssignment.start());
  app.addHook('onClose', () => services.autoAssignment.stop());
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
  await registerChat(app, platform, services.chat);
  registerBoardRoutes(app, services.boards);
  registerJobRoutes(app, services.jobs);
  registerAuditRoutes(app, services.audit);
  registerAdminOrderRoutes(app, services.adminOrders);
  registerPeopleRoutes(app, services.people);
  registerSiteSettingsRoutes(app, services.siteSettings);
  registerAdminCritiqueRoutes(app, services.adminCritiques);
  registerCatalogRoutes(app, services.catalog, services.coupons);
  registerContractAdminRoutes(app, services.contractsAdmin);
  registerQuestionnaireAdminRoutes(app, adminQuestionnaireCalls, services.questionnairesAdmin);
  registerSurveyAdminRoutes(app, services.surveysAdmin);
  registerPayments(app, platform, services.payments, services.billing);
  registerCritiqueRoutes(app, services.critiques);
  registerCritiqueComparisons(app, platform, services.critiqueComparisons);
  registerFreeCritiques(app, platform, services.freeCritiques);
  return { currentUserAnswer: (site, user) => services.auth.currentUserAnswer(site, user), pageReads: [...orderPageReads, ...staffOrderPageReads, ...boardPageReads] };
}
