import type { WebFeature } from '../../platform/web-feature';

/** The public review (critique) page and its checkout links (spec 002 sections 2.5 and 7.1). */
export const reviewFeature: WebFeature = {
  name: 'review',
  routes: [
    { path: '/review/:id', public: true, load: () => import('./pages/review-page') },
    // The public "free resume critique" form: a resume in, the critique's link by mail.
    { path: '/free-critique', public: true, load: () => import('./pages/free-critique-page') },
    { path: '/package/:packageId/checkout/:critiqueId', public: true, load: () => import('./pages/checkout-link-page') },
    // A demo host page that embeds the review page in widget mode and lists the messages it posts.
    { path: '/widget-demo', public: true, load: () => import('./pages/widget-demo-page') },
  ],
};
