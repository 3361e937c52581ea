import type { Role } from '@portal/domain/auth/calls';
import { screenFor as screenIn, type AppRoute, type WebFeature } from '../platform/web-feature';
import { features } from './features';

/** The route table as data: the shell's own `/` (the guard sends each role home) and every feature's screens. */
export function composeRoutes(from: readonly WebFeature[]): AppRoute[] {
  const routes: AppRoute[] = [{ path: '/', roles: ['user', 'writer', 'admin'], reviewerAllowed: true }];
  const owners = new Map<string, string>([['/', 'the shell']]);
  for (const feature of from) {
    for (const route of feature.routes ?? []) {
      const owner = owners.get(route.path);
      // Two screens on one path: the second would never open, so say which features collide.
      if (owner) throw new Error(`The route ${route.path} is declared by both ${owner} and ${feature.name}.`);
      owners.set(route.path, feature.name);
      routes.push(route);
    }
  }
  return routes;
}

export const appRoutes: readonly AppRoute[] = composeRoutes(features);

/** The app's route a link to `path` opens for `role`, or null (see platform/web-feature.ts). */
export function screenFor(path: string, role: Role, routes: readonly AppRoute[] = appRoutes): AppRoute | null {
  return screenIn(path, role, routes);
}
