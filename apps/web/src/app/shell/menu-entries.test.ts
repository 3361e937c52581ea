import { describe, expect, it } from 'vitest';
import { makeSite } from '../../test/fixtures';
import { IconList } from '@tabler/icons-react';
import type { AppRoute, WebFeature } from '../../platform/web-feature';
import { appRoutes, screenFor } from '../routes';
import { featureMenuEntries, menuEntries, type MenuEntry } from './menu-entries';

function outline(entries: MenuEntry[]): unknown[] {
  return entries.map((entry) => (entry.children ? { [entry.label]: outline(entry.children) } : `${entry.label} ${entry.to}`));
}

function withSettings(settings: Partial<ReturnType<typeof makeSite>['website_settings']>, customCheckout: { url: string; method: string } | null = null) {
  const site = makeSite({ customCheckout });
  return { ...site, website_settings: { ...site.website_settings, ...settings } };
}

describe('featureMenuEntries', () => {
  it('gives customers Dashboard, the Orders group and Invoices, in the spec order', () => {
    expect(outline(featureMenuEntries('user', makeSite()))).toEqual([
      'menu.dashboard /dashboard',
      { 'menu.orders': ['menu.ordersView /orders/list', 'menu.ordersNew /orders/new'] },
      'menu.invoices /invoices',
    ]);
  });

  it('gives writers Dashboard, their follow-up questions, Orders and the chat with the admins', () => {
    expect(outline(featureMenuEntries('writer', makeSite()))).toEqual([
      'menu.dashboard /dashboard',
      { 'menu.followUpQuestions': ['menu.questionsView /questionnaire-template/list', 'menu.questionsCreate /questionnaire-template/create'] },
      'menu.orders /orders/list',
      'menu.chatWithAdmin /chat',
    ]);
  });

  it('gives reviewers Orders only, whatever the settings', () => {
    const site = withSettings({ enable_boards: true, enable_customer_job_search: true });
    expect(outline(featureMenuEntries('reviewer', site))).toEqual(['menu.orders /orders/list']);
  });

  it('gives admins Dashboard, Orders, the writers\' chats and the administration group', () => {
    expect(outline(featureMenuEntries('admin', makeSite()))).toEqual([
      'menu.dashboard /dashboard',
      'menu.orders /orders/list',
      'chat:menu.admin /chats',
      { 'admin:menu.group': ['admin:menu.orders /admin/orders', 'admin:menu.catalog /admin/catalog', 'admin:menu.contracts /admin/contracts', 'admin:menu.questionnaires /admin/questionnaires', 'admin:menu.surveys /admin/surveys', 'admin:menu.billing /admin/billing', 'admin:menu.people /admin/people', 'admin:menu.critiques /admin/critiques', 'admin:menu.settings /admin/settings', 'admin:menu.reviewPage /admin/review-page', 'admin:menu.audit /admin/audit'] },
    ]);
  });

  it('orders entries by position across features, and skips what a site hides', () => {
    const icon = IconList;
    const late: WebFeature = { name: 'late', menu: [{ roles: ['user'], position: 90, entry: () => ({ key: 'late', label: 'menu.jobs', icon, to: '/jobs' }) }] };
    const early: WebFeature = {
      name: 'early',
      menu: [
        { roles: ['user'], position: 5, entry: () => ({ key: 'early', label: 'menu.invoices', icon, to: '/invoices' }) },
        { roles: ['user'], position: 50, entry: (site) => (site.website_settings.enable_boards ? { key: 'board', label: 'menu.jobTracker', icon, to: '/board' } : null) },
      ],
    };
    expect(featureMenuEntries('user', makeSite(), [late, early]).map((entry) => entry.key)).toEqual(['early', 'late']);
    expect(featureMenuEntries('user', withSettings({ enable_boards: true }), [late, early]).map((entry) => entry.key)).toEqual(['early', 'board', 'late']);
    expect(featureMenuEntries('writer', makeSite(), [late, early])).toEqual([]);
  });

  it('uses labels that exist in the shell catalog, or in the feature catalog they name', async () => {
    const catalogs = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });
    const text = (label: string) => {
      const [namespace, key] = label.includes(':') ? label.split(':') : ['shell', label];
      return key!.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogs[`../../locales/en/${namespace}.json`]);
    };
    const site = withSettings({ enable_boards: true, enable_customer_job_search: true, enable_revisions_approval_feature: true });
    const labels = (['user', 'writer', 'reviewer', 'admin'] as const)
      .flatMap((role) => featureMenuEntries(role, site))
      .flatMap((entry) => [entry, ...(entry.children ?? [])])
      .map((entry) => entry.label);
    expect(labels).toContain('writer-documents:menu.approvals');
    for (const label of labels) expect(typeof text(label), label).toBe('string');
  });

  it('gives admins the draft approval queue only where the site approves drafts', () => {
    expect(outline(featureMenuEntries('admin', withSettings({ enable_revisions_approval_feature: true })))).toContain('writer-documents:menu.approvals /revisions/approvals');
    expect(outline(featureMenuEntries('admin', makeSite())).join()).not.toContain('/revisions/approvals');
    expect(outline(featureMenuEntries('writer', withSettings({ enable_revisions_approval_feature: true }))).join()).not.toContain('/revisions/approvals');
  });
});

const ROLES = ['user', 'writer', 'reviewer', 'admin'] as const;
const everySetting = [false, true].flatMap((on) => [null, { url: 'https://pay.acme.test', method: 'GET' }].map((checkout) => withSettings({ enable_boards: on, enable_customer_job_search: on, hide_invoices: !on }, checkout)));
const links = (entries: MenuEntry[]) => entries.flatMap((entry) => (entry.children ? entry.children : [entry])).map((entry) => entry.to);

describe('menuEntries', () => {
  it('links only to screens that exist and the role may open, for every role and site setting', () => {
    for (const role of ROLES) {
      for (const site of everySetting) {
        for (const to of links(menuEntries(role, site))) expect(screenFor(to!, role), `${role} -> ${to}`).not.toBeNull();
      }
    }
  });

  it('leaves out what is not built yet: a customer sees Dashboard, the Orders group, Jobs, Invoices and the tracker', () => {
    const site = withSettings({ enable_boards: true, enable_customer_job_search: true });
    const orders = { 'menu.orders': ['menu.ordersView /orders/list', 'menu.ordersNew /orders/new'] };
    expect(outline(menuEntries('user', site))).toEqual(['menu.dashboard /dashboard', orders, 'menu.jobs /jobs', 'menu.invoices /invoices', 'menu.jobTracker /board']);
    expect(outline(menuEntries('user', withSettings({ hide_invoices: true })))).toEqual(['menu.dashboard /dashboard', orders]);
    // The questionnaire template screens are built: writers get the whole group.
    expect(outline(menuEntries('writer', site))).toEqual([
      'menu.dashboard /dashboard',
      { 'menu.followUpQuestions': ['menu.questionsView /questionnaire-template/list', 'menu.questionsCreate /questionnaire-template/create'] },
      'menu.orders /orders/list',
      'menu.chatWithAdmin /chat',
      'menu.boards /boards',
    ]);
    expect(outline(menuEntries('reviewer', site))).toEqual(['menu.orders /orders/list']);
  });

  it('resolves a link by the route patterns and the role that may open them', () => {
    const built: AppRoute[] = [...appRoutes, { path: '/orders/new', roles: ['user'] }, { path: '/invoices', roles: ['user'] }];
    const withScreens = (path: string, role: Parameters<typeof screenFor>[1]) => screenFor(path, role, built);
    expect(withScreens('/orders/new', 'user')).not.toBeNull();
    expect(withScreens('/orders/new', 'writer')).toBeNull();
    expect(screenFor('/orders/view/abc', 'reviewer')?.path).toBe('/orders/view/:id');
  });
});
