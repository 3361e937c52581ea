import type { Role } from '@portal/domain/auth/calls';
import type { SiteConfig } from '@portal/domain/sites/calls';
import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { withCatalogs } from './i18n';
import type { SlotFills } from './slots';

type PageModule = { default: ComponentType };

/**
 * One screen. `roles` lists who may open a protected route; reviewers are governed by
 * `reviewerAllowed` alone, because the spec flags their access per route (002 2.3). A route
 * without `load` only exists for the guard (`/` redirects every role to its home). `load` is a lazy
 * `import()` so each screen stays its own chunk; `namespaces` are the text catalogs the screen shows
 * (besides the entry's), loaded with it so that it never shows keys (decision 013). Keep both on the
 * route's line: the build's check compares the list with the page's code.
 */
export type AppRoute = {
  path: string;
  load?: () => Promise<PageModule>;
  namespaces?: readonly string[];
  public?: boolean;
  roles?: readonly Exclude<Role, 'reviewer'>[];
  reviewerAllowed?: boolean;
};

/**
 * One side-menu entry; `label` is a key of the `shell` catalog, or `namespace:key` of the feature's own
 * catalog (decision 003: a feature's strings stay in its namespace). Groups have children, not `to`.
 */
export type MenuEntry = {
  key: string;
  label: string;
  icon: TablerIcon;
  to?: string;
  children?: MenuEntry[];
  /** A count beside the entry (unread messages, say): the feature's own component, which loads its own data and renders nothing at zero. */
  badge?: ComponentType<MenuBadgeProps>;
};

/** `condensed`: the menu shows icons only, so the badge sits on the icon. */
export type MenuBadgeProps = { condensed: boolean };

export type MenuSite = Pick<SiteConfig, 'website_settings' | 'customCheckout'>;

/**
 * A feature's place in the side menu (spec 002 2.9). `position` orders entries across features
 * (the spec's order: dashboard 10, the writer's questions 20, orders 30); `entry` may depend on the
 * site's settings and returns null when the site hides it.
 */
export type MenuContribution = {
  roles: readonly Role[];
  position: number;
  entry: (site: MenuSite, role: Role) => MenuEntry | null;
};

/**
 * What a feature gives the app: its screens, its menu entries and the named slots it fills. The
 * shell composes these (app/features.ts); it never reaches into a feature's files.
 */
export type WebFeature = {
  name: string;
  routes?: readonly AppRoute[];
  menu?: readonly MenuContribution[];
  slots?: SlotFills;
};

export function isReachableBy(route: AppRoute, role: Role): boolean {
  if (route.public) return true;
  if (role === 'reviewer') return route.reviewerAllowed === true;
  return route.roles?.includes(role) ?? false;
}

/**
 * The route a link to `path` opens for `role` in `routes`, or null when no screen is built there (or
 * the role may not open it). Menus show only links that resolve, so they never end on "Not Found".
 */
export function screenFor(path: string, role: Role, routes: readonly AppRoute[]): AppRoute | null {
  return routes.find((route) => !route.public && isReachableBy(route, role) && matchPath(route.path, path) !== null) ?? null;
}

/** The route's page module together with the namespaces it shows. */
export function loadPage(route: AppRoute & Required<Pick<AppRoute, 'load'>>): Promise<PageModule> {
  return withCatalogs(route.namespaces ?? [], route.load)();
}
