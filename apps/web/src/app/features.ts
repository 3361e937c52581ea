import { accountFeature } from '../features/account';
import { adminFeature } from '../features/admin';
import { authFeature } from '../features/auth';
import { chatFeature } from '../features/chat';
import { boardsFeature } from '../features/boards';
import { jobsFeature } from '../features/jobs';
import { checkoutFeature } from '../features/checkout';
import { contractsFeature } from '../features/contracts';
import { dashboardFeature } from '../features/dashboard';
import { documentsFeature } from '../features/documents';
import { notificationsFeature } from '../features/notifications';
import { ordersFeature } from '../features/orders';
import { questionnaireEditorFeature } from '../features/questionnaire-editor';
import { paymentsFeature } from '../features/payments';
import { questionnairesFeature } from '../features/questionnaires';
import { reviewFeature } from '../features/review';
import { surveysFeature } from '../features/surveys';
import { writerOrdersFeature } from '../features/writer-orders';
import { writerProfileFeature } from '../features/writer-profile';
import type { WebFeature } from '../platform/web-feature';

/**
 * Every feature the app is made of. Each brings its screens, menu entries and slot fills from its
 * index.ts; adding a feature is one line here. Its pages stay lazy `import()`s, so listing a feature
 * does not put its screens in the first download.
 */
export const features: readonly WebFeature[] = [
  authFeature,
  dashboardFeature,
  ordersFeature,
  writerOrdersFeature,
  contractsFeature,
  questionnairesFeature,
  surveysFeature,
  documentsFeature,
  notificationsFeature,
  questionnaireEditorFeature,
  writerProfileFeature,
  accountFeature,
  chatFeature,
  boardsFeature,
  jobsFeature,
  adminFeature,
  checkoutFeature,
  reviewFeature,
  paymentsFeature,
];
