import { IconClipboardList, IconList, IconPlus } from '@tabler/icons-react';
import type { WebFeature } from '../../platform/web-feature';
import { withCatalogs } from '../../platform/i18n';

/** The customer's order list; the order list screen shows it to customers. */
export const loadCustomerOrdersList = withCatalogs(['orders'], () => import('./pages/orders-list-page'));

export const ordersFeature: WebFeature = {
  name: 'orders',
  routes: [
    { path: '/orders/view/:id', roles: ['user', 'writer', 'admin'], reviewerAllowed: true, load: () => import('./pages/order-view-route') },
    { path: '/order/:orderId/initial-question', roles: ['user'], namespaces: ['orders'], load: () => import('./pages/initial-question-page') },
  ],
  menu: [
    {
      // Customers get a group with placing a new order; it shows as one link until that is built.
      roles: ['user'],
      position: 30,
      entry: () => ({
        key: 'orders',
        label: 'menu.orders',
        icon: IconClipboardList,
        children: [
          { key: 'orders-view', label: 'menu.ordersView', icon: IconList, to: '/orders/list' },
          { key: 'orders-new', label: 'menu.ordersNew', icon: IconPlus, to: '/orders/new' },
        ],
      }),
    },
    {
      roles: ['writer', 'admin', 'reviewer'],
      position: 30,
      entry: () => ({ key: 'orders', label: 'menu.orders', icon: IconClipboardList, to: '/orders/list' }),
    },
  ],
};
