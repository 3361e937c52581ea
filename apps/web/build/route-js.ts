/**
 * The JavaScript each route of the web client needs before its first screen, read from the build's
 * manifest (`apps/web/dist/.vite/manifest.json`): the entry and its static imports, the shell for
 * signed-in routes (main.tsx fetches it with the page), the page's own chunk and its static imports,
 * and the English catalogs of the namespaces those show (the entry's, the shell's and the page's:
 * each screen waits for its own, see catalog-use.ts). Each file is counted once, at its gzip size
 * (level 9, as the build's `.gz` copies).
 * Chunks a page fetches later (`import()` inside it) are not counted: they come after the first screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ENTRY_NAMESPACES } from '../src/platform/entry-namespaces.ts';
import { readCatalogUse } from './catalog-use.ts';

type ManifestChunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type RouteJs = { path: string; public: boolean; page: string; files: string[]; gzip: number; catalogGzip: number };

const webDir = path.resolve(import.meta.dirname, '..');
const SHELL = 'src/app/shell/shell-layout';
// Routes shared by several roles whose page picks a screen by role and loads only that one: they are
// measured with the customer's screen, which the page fetches before it can show anything.
const CUSTOMER_SCREENS: Record<string, string> = {
  '/orders/view/:id': 'src/features/orders/pages/order-view-page',
  '/orders/list': 'src/features/orders/pages/orders-list-page',
};

/** Every route the features declare, with the page module its `load` imports (from each feature's index.ts). */
export function declaredRoutes(): { path: string; public: boolean; page: string }[] {
  const featuresDir = path.join(webDir, 'src/features');
  const routes: { path: string; public: boolean; page: string }[] = [];
  for (const feature of fs.readdirSync(featuresDir).sort()) {
    const index = path.join(featuresDir, feature, 'index.ts');
    if (!fs.existsSync(index)) continue;
    for (const line of fs.readFileSync(index, 'utf8').split('\n')) {
      const route = /path: '([^']+)'.*load: \(\) => import\('(\.[^']+)'\)/.exec(line);
      if (!route) continue;
      const page = path.posix.join('src/features', feature, route[2]!);
      routes.push({ path: route[1]!, public: /public: true/.test(line), page });
    }
  }
  return routes;
}

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

function keyOfModule(manifest: Manifest, modulePath: string): string {
  // A page another page imports statically becomes a shared chunk, listed by its name, not its source.
  const name = path.posix.basename(modulePath);
  const key =
    ['.tsx', '.ts'].map((ext) => modulePath + ext).find((candidate) => manifest[candidate]) ??
    Object.keys(manifest).find((candidate) => !manifest[candidate]!.src && manifest[candidate]!.name === name && candidate.endsWith('.js'));
  if (!key) throw new Error(`${modulePath} is not in the build's manifest`);
  return key;
}

/** The chunk and every chunk it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export type FirstLoad = {
  /** What every page downloads: the entry, its static imports and the entry's English catalogs. */
  entryGzip: number;
  /** What a signed-in page adds for the shell (top bar, side menu, footer). */
  shellGzip: number;
  routes: RouteJs[];
};

/** The manifest keys each route needs before its first screen: code and English catalogs, the entry's included. */
export type RouteClosure = { path: string; public: boolean; page: string; modules: string[]; keys: Set<string>; texts: Set<string> };

/** The build's manifest with, for the entry, the shell and every declared route, what it needs before its first screen. */
export function routeClosures(distDir = path.join(webDir, 'dist')) {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const catalogs = readCatalogUse();
  const source = (module: string) => path.join(webDir, ['.tsx', '.ts'].map((ext) => module + ext).find((file) => fs.existsSync(path.join(webDir, file)))!);
  // The English catalog chunks of the namespaces these modules show, besides the entry's.
  const catalogKeys = (modules: string[]) =>
    new Set([...ENTRY_NAMESPACES, ...modules.flatMap((module) => [...catalogs.usedBy(source(module))])].map((namespace) => `src/locales/en/${namespace}.json`));
  const entryKeys = staticClosure(manifest, entry);
  const shellKey = keyOfModule(manifest, SHELL);
  const routes: RouteClosure[] = declaredRoutes().map((route) => {
    const keys = staticClosure(manifest, entry);
    const modules = [route.page];
    if (!route.public) {
      staticClosure(manifest, shellKey, keys);
      modules.push(SHELL);
    }
    staticClosure(manifest, keyOfModule(manifest, route.page), keys);
    const screen = CUSTOMER_SCREENS[route.path];
    if (screen) {
      staticClosure(manifest, keyOfModule(manifest, screen), keys);
      modules.push(screen);
    }
    return { ...route, modules, keys, texts: catalogKeys(modules) };
  });
  return { manifest, entryKeys, entryTexts: catalogKeys([]), shellKeys: staticClosure(manifest, shellKey, new Set(entryKeys)), shellTexts: catalogKeys([SHELL]), routes };
}

export function measureFirstLoad(distDir = path.join(webDir, 'dist')): FirstLoad {
  const { manifest, entryKeys, entryTexts, shellKeys, shellTexts, routes } = routeClosures(distDir);
  const gzipOf = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipOf.get(file)!;
  };
  const gzipOfKeys = (keys: Set<string>) =>
    [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0);
  const entryGzip = gzipOfKeys(new Set([...entryKeys, ...entryTexts]));
  const shellGzip = gzipOfKeys(new Set([...shellKeys, ...entryTexts, ...shellTexts])) - entryGzip;
  return {
    entryGzip,
    shellGzip,
    routes: routes.map(({ keys, texts, modules: _modules, ...route }) => {
      const files = [...keys, ...texts].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
      const gzip = files.reduce((sum, file) => sum + sizeOf(file), 0);
      return { ...route, files, gzip, catalogGzip: gzipOfKeys(texts) };
    }),
  };
}
