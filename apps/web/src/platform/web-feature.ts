import type { Role } from '@portal/domain/auth/calls';
import type { SiteConfig } from '@portal/domain/sites/calls';
import type { TablerIcon } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, matchRoutes, type Params } from 'react-router';
import { withCatalogs } from './i18n';
import { loadOnce, type Loader } from './load-once';
import type { Session } from './session-context';
import type { SlotFills } from './slots';

/**
 * What a signed-in page needs for its first screen, asked for before it renders: main.tsx calls it
 * as soon as the session says who is signed in, so the page's requests run while the shell renders
 * instead of after it (the page's own queries then find them in flight or answered). It starts
 * queries under the keys the page reads; what it returns is awaited before the guard renders with
 * the session, for code the page would otherwise suspend on (the screen of the user's role).
 */
export type PagePrefetch = (context: { params: Params; session: Session; client: QueryClient }) => void | Promise<unknown>;

type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

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
  /**
   * For a screen the site may switch off (job search, boards): false on such a site, where the
   * route shows "The page is not available" in the layout instead of the screen (spec 002 2.12),
   * the same on every switched-off screen, and the screen's code is not loaded.
   */
  enabled?: (site: MenuSite) => boolean;
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

/**
 * The screen the router shows at `pathname`, matched and ranked as the router does (public screens
 * first, as in the route tree, so a tie resolves the same way), with the address's params; null
 * when nothing matches.
 */
export function matchAppRoute(routes: readonly AppRoute[], pathname: string): { route: AppRoute; params: Params } | null {
  const table = [...routes.filter((route) => route.public), ...routes.filter((route) => !route.public)].map((route) => ({ path: route.path, route }));
  const match = matchRoutes(table, pathname)?.at(-1);
  return match ? { route: match.route.route, params: match.params } : null;
}

const pageLoaders = new WeakMap<AppRoute, Loader<PageModule>>();

/**
 * The route's page module together with the namespaces it shows, loaded once for main.tsx's early
 * start and the router alike; null for a route without a page.
 */
export function pageLoader(route: AppRoute): Loader<PageModule> | null {
  const { load } = route;
  if (!load) return null;
  let loader = pageLoaders.get(route);
  if (!loader) {
    loader = loadOnce(withCatalogs(route.namespaces ?? [], load));
    pageLoaders.set(route, loader);
  }
  return loader;
}
