import { IconLayoutKanban } from '@tabler/icons-react';
import type { WebFeature } from '../../platform/web-feature';

/**
 * Writer task boards (`/boards`, `/board/:id`) and the customer's job-search tracker (`/board`),
 * each in the side menu where the site enables boards (spec 002 2.9). Reviewers have no boards.
 */
export const boardsFeature: WebFeature = {
  name: 'boards',
  routes: [
    { path: '/boards', roles: ['writer'], namespaces: ['boards'], load: () => import('./pages/boards-list-page') },
    { path: '/board/:id', roles: ['writer'], namespaces: ['boards'], load: () => import('./pages/board-page') },
    { path: '/board', roles: ['user'], namespaces: ['boards'], load: () => import('./pages/tracker-page') },
  ],
  menu: [
    {
      roles: ['user'],
      position: 60,
      entry: (site) => (site.website_settings.enable_boards ? { key: 'board', label: 'menu.jobTracker', icon: IconLayoutKanban, to: '/board' } : null),
    },
    {
      roles: ['writer'],
      position: 60,
      entry: (site) => (site.website_settings.enable_boards ? { key: 'boards', label: 'menu.boards', icon: IconLayoutKanban, to: '/boards' } : null),
    },
  ],
};
