import type { WebFeature } from '../../platform/web-feature';

/** The public review (critique) page and its checkout links (spec 002 sections 2.5 and 7.1). */
export const reviewFeature: WebFeature = {
  name: 'review',
  routes: [
    { path: '/review/:id', public: true, namespaces: ['checkout', 'review'], load: () => import('./pages/review-page') },
    // The public "free resume critique" form: a resume in, the critique's link by mail.
    { path: '/free-critique', public: true, namespaces: ['review'], load: () => import('./pages/free-critique-page') },
    // The same form alone, for an <iframe> on the site's own marketing pages (the admin copies the code).
    { path: '/free-critique/embed', public: true, namespaces: ['review'], load: () => import('./pages/free-critique-embed-page') },
    { path: '/package/:packageId/checkout/:critiqueId', public: true, namespaces: ['review'], load: () => import('./pages/checkout-link-page') },
    // A demo host page that embeds the review page in widget mode and lists the messages it posts.
    { path: '/widget-demo', public: true, namespaces: ['review'], load: () => import('./pages/widget-demo-page') },
  ],
};
