import type { WebFeature } from '../../platform/web-feature';

export const documentsFeature: WebFeature = {
  name: 'documents',
  routes: [
    // The previous documents are read by the writer's side too (spec 001 links the same path).
    { path: '/orders/previous-document/:serviceId/:id', roles: ['user', 'writer', 'admin'], reviewerAllowed: true, load: () => import('./pages/previous-document-page') },
    { path: '/orders/revisions-process/:serviceId/:id', roles: ['user'], load: () => import('./pages/revisions-page') },
    { path: '/orders/final-document/:serviceId/:id', roles: ['user'], load: () => import('./pages/final-document-page') },
  ],
};
