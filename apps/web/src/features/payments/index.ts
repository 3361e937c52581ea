import { IconFileInvoice } from '@tabler/icons-react';
import { createElement, lazy, Suspense } from 'react';
import type { SlotProps } from '../../platform/slots';
import type { WebFeature } from '../../platform/web-feature';
import { withCatalogs } from '../../platform/i18n';

// The tip form loads with the completion modal that shows it, not with every page.
const TipForm = lazy(withCatalogs(['checkout', 'payments'], () => import('./components/tip-form')));
const Tip = (props: SlotProps['completion-tip']) => createElement(Suspense, { fallback: null }, createElement(TipForm, props));

/** The customer's invoices (with Pay), the new order page and tips in the completion modal (spec 000). */
export const paymentsFeature: WebFeature = {
  name: 'payments',
  routes: [
    { path: '/invoices', roles: ['user'], namespaces: ['checkout', 'payments'], load: () => import('./pages/invoices-page') },
    { path: '/orders/new', roles: ['user'], namespaces: ['checkout', 'payments'], load: () => import('./pages/new-order-page') },
  ],
  menu: [
    {
      roles: ['user'],
      position: 40,
      // Hidden by the site's flag, and with a custom checkout (spec 002 section 2.9).
      entry: (site) => (site.website_settings.hide_invoices || site.customCheckout?.url ? null : { key: 'invoices', label: 'menu.invoices', icon: IconFileInvoice, to: '/invoices' }),
    },
  ],
  slots: { 'completion-tip': Tip },
};
