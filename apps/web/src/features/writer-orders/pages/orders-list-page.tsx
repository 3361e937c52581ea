import type { Role } from '@portal/domain/auth/calls';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useSession } from '../../../app/session-context';

/**
 * `/orders/list` is one route for every role; each role gets its own list, and downloads only
 * that one. Admins see the site's orders as reviewers do.
 */
const SiteOrders = lazy(() => import('../../reviewer-orders/components/reviewer-orders-view'));
const listByRole: Record<Role, LazyExoticComponent<ComponentType>> = {
  user: lazy(() => import('../../orders/pages/orders-list-page')),
  writer: lazy(() => import('../components/writer-orders-view')),
  reviewer: SiteOrders,
  admin: SiteOrders,
};

export default function OrdersListPage() {
  const { user } = useSession();
  const List = listByRole[user.role];
  return <List />;
}
