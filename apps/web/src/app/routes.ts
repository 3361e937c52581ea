import type { Role } from '@portal/domain/auth/calls';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

type PageModule = { default: ComponentType };

/**
 * One line per screen. `roles` lists who may open a protected route; reviewers are governed by
 * `reviewerAllowed` alone, because the spec flags their access per route (002 2.3). A route
 * without `load` only exists for the guard (`/` redirects every role to its home).
 */
export type AppRoute = {
  path: string;
  load?: () => Promise<PageModule>;
  public?: boolean;
  roles?: readonly Exclude<Role, 'reviewer'>[];
  reviewerAllowed?: boolean;
};

const EVERYONE = ['user', 'writer', 'admin'] as const;

export const appRoutes: readonly AppRoute[] = [
  // Public: no session lookup, no shell.
  { path: '/login', public: true, load: () => import('../features/auth/pages/login-page') },
  { path: '/logout', public: true, load: () => import('../features/auth/pages/logout-page') },
  { path: '/forgot-password', public: true, load: () => import('../features/auth/pages/forgot-password-page') },
  { path: '/forgot-password-2/:code', public: true, load: () => import('../features/auth/pages/reset-password-page') },
  { path: '/reset-password/:code', public: true, load: () => import('../features/auth/pages/reset-password-page') },
  { path: '/autologin/:code', public: true, load: () => import('../features/auth/pages/autologin-page') },

  // Protected: inside the shell.
  { path: '/', roles: EVERYONE, reviewerAllowed: true },
  { path: '/dashboard', roles: EVERYONE, load: () => import('../features/dashboard/pages/dashboard-page') },
  // One route for every role: the page picks the customer, writer or reviewer list.
  { path: '/orders/list', roles: EVERYONE, reviewerAllowed: true, load: () => import('../features/writer-orders/pages/orders-list-page') },
  { path: '/orders/view/:id', roles: EVERYONE, reviewerAllowed: true, load: () => import('../features/orders/pages/order-view-route') },
  { path: '/order/:orderId/initial-question', roles: ['user'], load: () => import('../features/orders/pages/initial-question-page') },
  { path: '/contract/fill/:id', roles: ['user'], load: () => import('../features/contracts/pages/contract-page') },
  { path: '/orders/questionnaire/:id/:questionnaire_id/:service?', roles: ['user'], load: () => import('../features/questionnaires/pages/questionnaire-page') },
  { path: '/orders/questionnaire-answers/:id/:questionnaire_id/:service?', roles: EVERYONE, reviewerAllowed: true, load: () => import('../features/questionnaires/pages/questionnaire-answers-page') },
  { path: '/orders/:orderId/survey/:surveyId', roles: ['user'], load: () => import('../features/surveys/pages/survey-page') },
  // The previous documents are read by the writer's side too (spec 001 links the same path).
  { path: '/orders/previous-document/:serviceId/:id', roles: EVERYONE, reviewerAllowed: true, load: () => import('../features/documents/pages/previous-document-page') },
  { path: '/orders/revisions-process/:serviceId/:id', roles: ['user'], load: () => import('../features/documents/pages/revisions-page') },
  { path: '/orders/final-document/:serviceId/:id', roles: ['user'], load: () => import('../features/documents/pages/final-document-page') },
];

export function isReachableBy(route: AppRoute, role: Role): boolean {
  if (route.public) return true;
  if (role === 'reviewer') return route.reviewerAllowed === true;
  return route.roles?.includes(role) ?? false;
}

/**
 * The route a link to `path` opens for `role`, or null when no screen is built there (or the role
 * may not open it). Menus show only links that resolve, so they never end on "Not Found".
 */
export function screenFor(path: string, role: Role, routes: readonly AppRoute[] = appRoutes): AppRoute | null {
  return routes.find((route) => !route.public && isReachableBy(route, role) && matchPath(route.path, path) !== null) ?? null;
}
