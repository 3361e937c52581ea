import { IconList, IconMessageQuestion, IconPlus } from '@tabler/icons-react';
import type { WebFeature } from '../../platform/web-feature';

export const questionnairesFeature: WebFeature = {
  name: 'questionnaires',
  routes: [
    { path: '/orders/questionnaire/:id/:questionnaire_id/:service?', roles: ['user'], namespaces: ['questionnaires'], load: () => import('./pages/questionnaire-page') },
    { path: '/orders/questionnaire-answers/:id/:questionnaire_id/:service?', roles: ['user', 'writer', 'admin'], reviewerAllowed: true, namespaces: ['questionnaires'], load: () => import('./pages/questionnaire-answers-page') },
  ],
  menu: [
    {
      // The writer's follow-up question templates (spec 002 2.9); the menu shows them once built.
      roles: ['writer'],
      position: 20,
      entry: () => ({
        key: 'questions',
        label: 'menu.followUpQuestions',
        icon: IconMessageQuestion,
        children: [
          { key: 'questions-view', label: 'menu.questionsView', icon: IconList, to: '/questionnaire-template/list' },
          { key: 'questions-create', label: 'menu.questionsCreate', icon: IconPlus, to: '/questionnaire-template/create' },
        ],
      }),
    },
  ],
};
