import type { WebFeature } from '../../platform/web-feature';

/** The public review (critique) page and its checkout links (spec 002 sections 2.5 and 7.1). */
export const reviewFeature: WebFeature = {
  name: 'review',
  routes: [
    { path: '/review/:id', public: true, load: () => import('./pages/review-page') },
    { path: '/package/:packageId/checkout/:critiqueId', public: true, load: () => import('./pages/checkout-link-page') },
  ],
};
