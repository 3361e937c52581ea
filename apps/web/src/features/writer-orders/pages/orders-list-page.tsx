import { withCatalogs } from '../../../platform/i18n';
import { loadCustomerOrdersList } from '../../orders';
import { loadReviewerOrdersView } from '../../reviewer-orders';
import type { Role } from '@portal/domain/auth/calls';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useSession } from '../../../platform/session-context';

/**
 * `/orders/list` is one route for every role; each role gets its own list, and downloads only
 * that one. Admins see the site's orders as reviewers do.
 */
const SiteOrders = lazy(loadReviewerOrdersView);
const listByRole: Record<Role, LazyExoticComponent<ComponentType>> = {
  user: lazy(loadCustomerOrdersList),
  writer: lazy(withCatalogs(['writer-orders'], () => import('../components/writer-orders-view'))),
  reviewer: SiteOrders,
  admin: SiteOrders,
};

export default function OrdersListPage() {
  const { user } = useSession();
  const List = listByRole[user.role];
  return <List />;
}
