import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazySites, namespacesIn, readCatalogUse } from './catalog-use';
import { resolveImport, SRC } from './source-graph';

const known = new Set(['common', 'orders', 'admin', 'auth']);

describe('the catalogs a screen uses', () => {
  it('reads useTranslation, typed t functions and namespaced keys, but not menu labels', () => {
    const text = [
      "const { t } = useTranslation('orders');",
      "const { t: other } = useTranslation(['auth', 'common']);",
      "export function problem(t: TFunction<'admin'>) {}",
      "{ key: 'a', label: 'admin:menu.group' }",
      "t('common:actions.retry'); fetch('https://example.com');",
    ].join('\n');
    expect([...namespacesIn(text, known)].sort()).toEqual(['admin', 'auth', 'common', 'orders']);
    expect([...namespacesIn("{ label: 'admin:menu.group' }", known)]).toEqual([]);
    expect([...namespacesIn("const url = 'mailto:someone'; t('unknown:key')", known)]).toEqual([]);
  });

  it('finds lazy imports with the namespaces named on their line', () => {
    const file = path.join(SRC, 'features/auth/index.ts');
    const text = [
      "{ path: '/login', public: true, namespaces: ['auth'], load: () => import('./pages/login-page') },",
      "const Bell = lazy(withCatalogs(['auth', 'orders'], () => import('./pages/logout-page')));",
      "const Later = lazy(() => import('./pages/autologin-page'));",
      "const Lib = lazy(() => import('@mantine/notifications'));",
    ].join('\n');
    const sites = lazySites(file, text, resolveImport).map((site) => [site.line, path.relative(SRC, site.target), site.declared]);
    expect(sites).toEqual([
      [1, 'features/auth/pages/login-page.tsx', ['auth']],
      [2, 'features/auth/pages/logout-page.tsx', ['auth', 'orders']],
      [3, 'features/auth/pages/autologin-page.tsx', []],
    ]);
  });

  it('finds every lazy screen of the client loading the namespaces it shows, and nothing else', () => {
    expect(readCatalogUse().problems()).toEqual([]);
  });

  it('says which screen misses a namespace, and which names one it does not use', () => {
    const page = path.join(SRC, 'features/auth/pages/login-page.tsx');
    const use = readCatalogUse();
    expect([...use.usedBy(page)]).toContain('auth');
    const index = path.join(SRC, 'features/auth/index.ts');
    const withSites = (line: string) => readCatalogUse([index, page], (file) => (file === index ? line : undefined)).problems();
    expect(withSites("{ path: '/login', public: true, load: () => import('./pages/login-page') },")).toEqual([
      'features/auth/index.ts:1 (features/auth/pages/login-page.tsx) shows auth without loading them: name them on the import\'s line',
    ]);
    expect(withSites("{ path: '/login', public: true, namespaces: ['auth', 'admin'], load: () => import('./pages/login-page') },")).toEqual([
      'features/auth/index.ts:1 (features/auth/pages/login-page.tsx) loads admin, which its screen does not use (or every page already has)',
    ]);
  });
});
