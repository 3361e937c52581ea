import { withCatalogs } from '../../platform/i18n';
import type { WebFeature } from '../../platform/web-feature';

/** The staff view of one order; the order screen shows it to writers, admins and reviewers. */
export const loadStaffOrderView = withCatalogs(['staff-order', 'writer-documents', 'orders', 'notifications'], () => import('./pages/staff-order-view-page'));

export const writerOrdersFeature: WebFeature = {
  name: 'writer-orders',
  routes: [
    // One route for every role: the page picks the customer, writer or reviewer list.
    { path: '/orders/list', roles: ['user', 'writer', 'admin'], reviewerAllowed: true, load: () => import('./pages/orders-list-page') },
  ],
};
