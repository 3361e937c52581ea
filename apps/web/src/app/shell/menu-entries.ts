import type { Role } from '@portal/domain/auth/calls';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { screenFor } from '../routes';
import {
  IconBriefcase,
  IconClipboardList,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconList,
  IconMessageQuestion,
  IconMessages,
  IconPlus,
  IconReceipt,
  type TablerIcon,
} from '@tabler/icons-react';

/** One side-menu entry; `label` is a key of the `shell` catalog. Groups have children, not `to`. */
export type MenuEntry = {
  key: string;
  label: string;
  icon: TablerIcon;
  to?: string;
  children?: MenuEntry[];
};

type MenuSite = Pick<SiteConfig, 'website_settings' | 'customCheckout'>;

const dashboard: MenuEntry = { key: 'dashboard', label: 'menu.dashboard', icon: IconLayoutDashboard, to: '/dashboard' };
const orders: MenuEntry = { key: 'orders', label: 'menu.orders', icon: IconClipboardList, to: '/orders/list' };

function customerMenu(site: MenuSite): MenuEntry[] {
  const settings = site.website_settings;
  const entries: MenuEntry[] = [
    dashboard,
    {
      key: 'orders',
      label: 'menu.orders',
      icon: IconClipboardList,
      children: [
        { key: 'orders-view', label: 'menu.ordersView', icon: IconList, to: '/orders/list' },
        { key: 'orders-new', label: 'menu.ordersNew', icon: IconPlus, to: '/orders/new' },
      ],
    },
  ];
  if (settings.enable_customer_job_search) entries.push({ key: 'jobs', label: 'menu.jobs', icon: IconBriefcase, to: '/jobs' });
  // With a custom checkout, payments happen on the client's own site, so there is nothing to pay here.
  if (!settings.hide_invoices && !site.customCheckout) {
    entries.push({ key: 'invoices', label: 'menu.invoices', icon: IconReceipt, to: '/invoices' });
  }
  if (settings.enable_boards) entries.push({ key: 'board', label: 'menu.jobTracker', icon: IconLayoutKanban, to: '/board' });
  return entries;
}

function writerMenu(site: MenuSite): MenuEntry[] {
  const entries: MenuEntry[] = [
    dashboard,
    {
      key: 'questions',
      label: 'menu.followUpQuestions',
      icon: IconMessageQuestion,
      children: [
        { key: 'questions-view', label: 'menu.questionsView', icon: IconList, to: '/questionnaire-template/list' },
        { key: 'questions-create', label: 'menu.questionsCreate', icon: IconPlus, to: '/questionnaire-template/create' },
      ],
    },
    orders,
    { key: 'chat', label: 'menu.chatWithAdmin', icon: IconMessages, to: '/chat' },
  ];
  if (site.website_settings.enable_boards) entries.push({ key: 'boards', label: 'menu.boards', icon: IconLayoutKanban, to: '/boards' });
  return entries;
}

/** The side menu the spec gives each role and site settings (spec 002 2.9), built or not. */
export function specMenuEntries(role: Role, site: MenuSite): MenuEntry[] {
  switch (role) {
    case 'user':
      return customerMenu(site);
    case 'writer':
      return writerMenu(site);
    case 'reviewer':
      return [orders];
    case 'admin':
      return [dashboard, orders];
  }
}

/**
 * The entries whose screens exist, for the side menu: the spec's menu with every link that would
 * end on "Not Found" left out until its screen is built. A group left with one entry becomes that
 * entry under the group's name; a group left with none goes.
 */
export function menuEntries(role: Role, site: MenuSite): MenuEntry[] {
  return specMenuEntries(role, site).flatMap((entry): MenuEntry[] => {
    if (!entry.children) return entry.to && screenFor(entry.to, role) ? [entry] : [];
    const children = entry.children.filter((child) => child.to && screenFor(child.to, role));
    if (children.length === 0) return [];
    if (children.length === 1) return [{ key: entry.key, label: entry.label, icon: entry.icon, to: children[0]!.to }];
    return [{ ...entry, children }];
  });
}
