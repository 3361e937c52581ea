import { IconChecklist } from '@tabler/icons-react';
import type { WebFeature } from '../../platform/web-feature';

export const documentsFeature: WebFeature = {
  name: 'documents',
  routes: [
    // The previous documents are read by the writer's side too (spec 001 links the same path).
    { path: '/orders/previous-document/:serviceId/:id', roles: ['user', 'writer', 'admin'], reviewerAllowed: true, namespaces: ['documents'], load: () => import('./pages/previous-document-page') },
    { path: '/orders/revisions-process/:serviceId/:id', roles: ['user'], namespaces: ['documents'], load: () => import('./pages/revisions-page') },
    { path: '/orders/final-document/:serviceId/:id', roles: ['user'], namespaces: ['documents'], load: () => import('./pages/final-document-page') },
    // The staff's document screens (spec 001 section 2); reviewers open them read-only.
    { path: '/orders/revision-files/:serviceId/:id', roles: ['writer', 'admin'], reviewerAllowed: true, namespaces: ['documents', 'writer-documents'], load: () => import('./pages/revision-files-page') },
    { path: '/orders/final-files/:serviceId/:id', roles: ['writer', 'admin'], reviewerAllowed: true, namespaces: ['documents', 'writer-documents'], load: () => import('./pages/final-files-page') },
    { path: '/orders/linkedin/linkedin/:id', roles: ['writer', 'admin'], reviewerAllowed: true, namespaces: ['documents', 'writer-documents'], load: () => import('./pages/linkedin-files-page') },
    { path: '/revisions/approvals', roles: ['admin'], namespaces: ['documents', 'writer-documents'], load: () => import('./pages/revision-approvals-page') },
  ],
  menu: [
    {
      // The approval queue exists only where the site approves drafts before customers see them.
      roles: ['admin'],
      position: 40,
      entry: (site) =>
        site.website_settings.enable_revisions_approval_feature
          ? { key: 'draft-approvals', label: 'writer-documents:menu.approvals', icon: IconChecklist, to: '/revisions/approvals' }
          : null,
    },
  ],
};
