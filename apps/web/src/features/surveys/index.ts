import type { WebFeature } from '../../platform/web-feature';

export const surveysFeature: WebFeature = {
  name: 'surveys',
  routes: [{ path: '/orders/:orderId/survey/:surveyId', roles: ['user'], namespaces: ['questionnaires', 'surveys'], load: () => import('./pages/survey-page') }],
};
