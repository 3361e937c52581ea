import type { WebFeature } from '../../platform/web-feature';

/**
 * The writer's questionnaire editor: the follow-up questionnaire of an order service and the
 * site's questionnaire templates. The menu entries to the template screens come with the
 * questionnaires feature's "Follow Up Questions" group, shown now that the screens exist.
 */
export const questionnaireEditorFeature: WebFeature = {
  name: 'questionnaire-editor',
  routes: [
    { path: '/orders/additional_questionnaire/:orderId/:serviceId', roles: ['writer', 'admin'], reviewerAllowed: true, namespaces: ['questionnaire-editor'], load: () => import('./pages/follow-up-page') },
    { path: '/questionnaire-template/list', roles: ['writer', 'admin'], namespaces: ['questionnaire-editor'], load: () => import('./pages/template-list-page') },
    { path: '/questionnaire-template/create', roles: ['writer', 'admin'], namespaces: ['questionnaire-editor'], load: () => import('./pages/template-create-page') },
    // Reviewers may open a template read-only (spec 001 section 6), not the list or create.
    { path: '/questionnaire-template/template', roles: ['writer', 'admin'], reviewerAllowed: true, namespaces: ['questionnaire-editor'], load: () => import('./pages/template-editor-page') },
  ],
};
