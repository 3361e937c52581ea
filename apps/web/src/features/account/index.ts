import type { WebFeature } from '../../platform/web-feature';

/**
 * The account page (spec 001, /profile) for customers and writers; admins keep theirs too.
 * Reviewers have no profile. The user menu links to it; with a custom login domain the guard sends
 * /profile to the dashboard (spec 002 2.4).
 */
export const accountFeature: WebFeature = {
  name: 'account',
  routes: [{ path: '/profile', roles: ['user', 'writer', 'admin'], namespaces: ['account'], load: () => import('./pages/account-page') }],
};
