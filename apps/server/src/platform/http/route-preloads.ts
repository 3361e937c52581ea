import path from 'node:path';
import { watchedFile } from './watched-file';

/** What the web build writes to `dist/.vite/route-preloads.json` (apps/web/build/route-preloads.ts). */
type RoutePreloads = { routes: { path: string; js: string[]; css: string[] }[] };
type CompiledRoute = { segments: string[]; literals: number; tags: string };

/**
 * The `<link>` tags naming the files a route's first screen needs beyond the entry, for the page
 * sent for that path: the browser fetches the page's code and catalogs beside the entry instead of
 * after it has run. Reread when a new build replaces the list, like the page template. A path no
 * route matches, or a build without the list, gets no tags: the page still works, it only fetches
 * its code later.
 */
export function routePreloadTags(distDir: string): (pathname: string) => string {
  const routes = watchedFile(path.join(distDir, '.vite', 'route-preloads.json'), (text) => compile(JSON.parse(text) as RoutePreloads));
  return (pathname) => routes()?.find((route) => matches(route.segments, pathname))?.tags ?? '';
}

/** A value inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function compile(list: RoutePreloads): CompiledRoute[] {
  return list.routes
    .map((route) => {
      const segments = route.path.split('/').filter(Boolean);
      const tags = [
        ...route.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
        ...route.css.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`),
      ].join('');
      return { segments, literals: segments.filter((segment) => !segment.startsWith(':')).length, tags };
    })
    // As the web router ranks them: `/board` before `/board/:id` is irrelevant (lengths differ), but
    // `/admin/contracts` must win over a pattern with a parameter in its place.
    .sort((a, b) => b.literals - a.literals);
}

/** `/orders/view/:id` matches `/orders/view/1003`; `:service?` may be absent. */
export function matches(segments: string[], pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  const required = segments.filter((segment) => !segment.endsWith('?')).length;
  if (parts.length < required || parts.length > segments.length) return false;
  return parts.every((part, i) => {
    const segment = segments[i]!;
    return segment.startsWith(':') ? part.length > 0 : segment === part;
  });
}
