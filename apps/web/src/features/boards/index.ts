import { IconLayoutKanban } from '@tabler/icons-react';
import type { MenuSite, WebFeature } from '../../platform/web-feature';

const boardsOn = (site: MenuSite) => site.website_settings.enable_boards;

/**
 * Writer task boards (`/boards`, `/board/:id`) and the customer's job-search tracker (`/board`),
 * each in the side menu where the site enables boards (spec 002 2.9). Reviewers have no boards.
 */
export const boardsFeature: WebFeature = {
  name: 'boards',
  routes: [
    { path: '/boards', roles: ['writer'], enabled: boardsOn, namespaces: ['boards'], load: () => import('./pages/boards-list-page') },
    { path: '/board/:id', roles: ['writer'], enabled: boardsOn, namespaces: ['boards'], load: () => import('./pages/board-page') },
    { path: '/board', roles: ['user'], enabled: boardsOn, namespaces: ['boards'], load: () => import('./pages/tracker-page') },
  ],
  menu: [
    {
      roles: ['user'],
      position: 60,
      entry: (site) => (boardsOn(site) ? { key: 'board', label: 'menu.jobTracker', icon: IconLayoutKanban, to: '/board' } : null),
    },
    {
      roles: ['writer'],
      position: 60,
      entry: (site) => (boardsOn(site) ? { key: 'boards', label: 'menu.boards', icon: IconLayoutKanban, to: '/boards' } : null),
    },
  ],
};
