import type { Platform } from '../platform/platform';
import { AccountService } from './account/account.service';
import { AdminOrdersService, AutoAssignment } from './admin-orders';
import { AuditService } from './audit';
import { AuthService } from './auth/auth.service';
import { ChatService } from './chat/chat.service';
import { BoardsService } from './boards/boards.service';
import { JobsService } from './jobs/jobs.service';
import { CatalogAdminService, catalogReferences, CouponsAdminService } from './catalog';
import { ContractsAdminService } from './contracts';
import { ContractsService } from './contracts/contracts.service';
import { CritiqueComparisonsService } from './critiques/comparison.service';
import { CritiquesService } from './critiques/critiques.service';
import { DocumentFiles } from './documents/document-context';
import { DraftUploadService } from './documents/draft-upload.service';
import { FinalDocumentsService } from './documents/final-documents.service';
import { LinkedinService } from './documents/linkedin.service';
import { PreviousDocumentsService } from './documents/previous-documents.service';
import { RevisionApprovalsService } from './documents/revision-approvals.service';
import { RevisionsService } from './documents/revisions.service';
import { AdminCritiquesService } from './admin-critiques';
import { FreeCritiquesService } from './free-critiques';
import { FilesService } from './files/files.service';
import { NotificationsService } from './notifications/notifications.service';
import { PeopleService } from './people';
import { SiteSettingsService } from './site-settings';
import { buildGateways } from './payments/gateways';
import { AdminBillingService } from './payments/admin-billing.service';
import { PaymentsService } from './payments/payments.service';
import { CustomerOrdersService } from './orders/customer-orders.service';
import { FollowUpsService } from './questionnaire-editor/follow-ups.service';
import { TemplatesService } from './questionnaire-editor/templates.service';
import { QuestionnairesAdminService } from './questionnaires';
import { QuestionnairesService } from './questionnaires/questionnaires.service';
import { ReviewerOrdersService } from './reviewer-orders/reviewer-orders.service';
import { SurveysService } from './surveys/surveys.service';
import { WriterOrderDetailService } from './writer-orders/writer-order-detail.service';
import { WriterOrdersService } from './writer-orders/writer-orders.service';
import { WriterProfilesService } from './writer-profiles';

/**
 * The composition root of the features: every service is built once, here, with what it depends on,
 * and handed to the routes. One FilesService means one count of uploads in flight per user; a new
 * feature adds its service here, never `new XService(...)` inside another feature.
 */
export function buildServices(platform: Platform) {
  const files = new FilesService(platform);
  const documentFiles = new DocumentFiles(platform, files);
  const writerProfiles = new WriterProfilesService(platform);
  const autoAssignment = new AutoAssignment(platform, writerProfiles);
  const auth = new AuthService(platform);
  const payments = new PaymentsService(platform, auth, buildGateways(platform.config, (m, err) => console.error(m, err)));
  return {
    auth,
    payments,
    billing: new AdminBillingService(platform, payments.gateways),
    files,
    contracts: new ContractsService(platform, files),
    documents: {
      previous: new PreviousDocumentsService(platform, documentFiles),
      revisions: new RevisionsService(platform, documentFiles),
      drafts: new DraftUploadService(platform, documentFiles),
      finals: new FinalDocumentsService(platform, documentFiles),
      linkedin: new LinkedinService(platform, documentFiles),
      approvals: new RevisionApprovalsService(platform, documentFiles),
    },
    customerOrders: new CustomerOrdersService(platform),
    writerOrders: new WriterOrdersService(platform),
    writerOrderDetail: new WriterOrderDetailService(platform),
    reviewerOrders: new ReviewerOrdersService(platform),
    questionnaires: new QuestionnairesService(platform),
    surveys: new SurveysService(platform),
    notifications: new NotificationsService(platform),
    questionnaireEditor: { followUps: new FollowUpsService(platform), templates: new TemplatesService(platform) },
    account: new AccountService(platform, files),
    chat: new ChatService(platform, files),
    boards: new BoardsService(platform),
    jobs: new JobsService(platform),
    writerProfiles,
    audit: new AuditService(platform),
    people: new PeopleService(platform),
    critiques: new CritiquesService(platform),
    critiqueComparisons: new CritiqueComparisonsService(platform, files),
    adminCritiques: new AdminCritiquesService(platform, files),
    freeCritiques: new FreeCritiquesService(platform, files),
    catalog: new CatalogAdminService(platform, files),
    coupons: new CouponsAdminService(platform),
    // Editing a text makes a new version; the catalog's packages and services follow it.
    contractsAdmin: new ContractsAdminService(platform, catalogReferences),
    questionnairesAdmin: new QuestionnairesAdminService(platform, 'questionnaire', catalogReferences.replaceQuestionnaire),
    surveysAdmin: new QuestionnairesAdminService(platform, 'survey', catalogReferences.replaceSurvey),
    siteSettings: new SiteSettingsService(platform, files),
    autoAssignment,
    adminOrders: new AdminOrdersService(platform, writerProfiles, autoAssignment),
  };
}

export type Services = ReturnType<typeof buildServices>;
export type DocumentServices = Services['documents'];
