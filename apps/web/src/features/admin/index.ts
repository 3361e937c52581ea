import { IconAdjustments, IconClipboardList, IconClipboardText, IconFileInvoice, IconFileText, IconLayoutList, IconMessageStar, IconPackage, IconHistory, IconSettings, IconStar, IconUsers } from '@tabler/icons-react';
import { createElement, lazy, Suspense } from 'react';
import type { SlotProps } from '../../platform/slots';
import type { WebFeature } from '../../platform/web-feature';
import { useSession } from '../../platform/session-context';
import { withCatalogs } from '../../platform/i18n';

// The order's payments load with the staff order page that shows them, not with every page.
const OrderPaymentsPanel = lazy(withCatalogs(['admin'], () => import('./components/order-payments')));
const OrderPayments = (props: SlotProps['staff-order-payments']) => createElement(Suspense, { fallback: null }, createElement(OrderPaymentsPanel, props));

// Only admins download their dashboard's part.
const AdminOverview = lazy(withCatalogs(['admin'], () => import('./components/admin-overview')));
function DashboardAdmin(_props: SlotProps['dashboard-admin']) {
  const { user } = useSession();
  if (user.role !== 'admin') return null;
  return createElement(Suspense, { fallback: null }, createElement(AdminOverview));
}

/** The admin area: the site's orders and assignment, catalog (with its contract texts, questionnaires and surveys), people, billing, settings and the audit log. */
export const adminFeature: WebFeature = {
  name: 'admin',
  routes: [
    { path: '/admin/orders', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/admin-orders-page') },
    { path: '/admin/audit', roles: ['admin'], namespaces: ['admin', 'orders'], load: () => import('./pages/audit-log-page') },
    { path: '/admin/people', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/people-page') },
    { path: '/admin/settings', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/settings-page') },
    { path: '/admin/review-page', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/review-page-settings-page') },
    { path: '/admin/critiques', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/critiques-page') },
    { path: '/admin/catalog', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/catalog-page') },
    { path: '/admin/contracts', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/contracts-page') },
    { path: '/admin/contracts/:id', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/contract-edit-page') },
    { path: '/admin/questionnaires', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/questionnaires-page') },
    { path: '/admin/questionnaires/:id', roles: ['admin'], namespaces: ['admin', 'questionnaire-editor'], load: () => import('./pages/questionnaire-edit-page') },
    { path: '/admin/surveys', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/surveys-page') },
    { path: '/admin/surveys/:id', roles: ['admin'], namespaces: ['admin', 'questionnaire-editor'], load: () => import('./pages/survey-edit-page') },
    { path: '/admin/billing', roles: ['admin'], namespaces: ['admin'], load: () => import('./pages/billing-page') },
    // The invitee has no account yet: the single-use link opens the form.
    { path: '/invitation/:code', public: true, namespaces: ['admin', 'auth'], load: () => import('./pages/invitation-page') },
  ],
  menu: [
    {
      roles: ['admin'],
      position: 80,
      entry: () => ({
        key: 'admin',
        label: 'admin:menu.group',
        icon: IconSettings,
        children: [
          { key: 'admin-orders', label: 'admin:menu.orders', icon: IconClipboardList, to: '/admin/orders' },
          { key: 'admin-catalog', label: 'admin:menu.catalog', icon: IconPackage, to: '/admin/catalog' },
          { key: 'admin-contracts', label: 'admin:menu.contracts', icon: IconFileText, to: '/admin/contracts' },
          { key: 'admin-questionnaires', label: 'admin:menu.questionnaires', icon: IconClipboardText, to: '/admin/questionnaires' },
          { key: 'admin-surveys', label: 'admin:menu.surveys', icon: IconStar, to: '/admin/surveys' },
          { key: 'admin-billing', label: 'admin:menu.billing', icon: IconFileInvoice, to: '/admin/billing' },
          { key: 'admin-people', label: 'admin:menu.people', icon: IconUsers, to: '/admin/people' },
          { key: 'admin-critiques', label: 'admin:menu.critiques', icon: IconMessageStar, to: '/admin/critiques' },
          { key: 'admin-settings', label: 'admin:menu.settings', icon: IconAdjustments, to: '/admin/settings' },
          { key: 'admin-review-page', label: 'admin:menu.reviewPage', icon: IconLayoutList, to: '/admin/review-page' },
          { key: 'admin-audit', label: 'admin:menu.audit', icon: IconHistory, to: '/admin/audit' },
        ],
      }),
    },
  ],
  slots: { 'staff-order-payments': OrderPayments, 'dashboard-admin': DashboardAdmin },
};
