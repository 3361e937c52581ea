import { loadStaffOrderView } from '../../writer-orders';
import type { Role } from '@portal/domain/auth/calls';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useSession } from '../../../platform/session-context';
import { NotFound } from '../../../ui/not-found';
import { withCatalogs } from '../../../platform/i18n';
import { lazyLoaded, loadOnce } from '../../../platform/load-once';
import type { PagePrefetch } from '../../../platform/web-feature';
import { customerOrderQuery } from '../api';

/**
 * `/orders/view/:id` is one route for every role (spec 002 sections 2.2 and 2.3); each role gets
 * its own order page and downloads only that one. The staff order pages plug in here.
 */
const StaffOrderView = lazy(loadStaffOrderView);
const loadCustomerOrderView = loadOnce(withCatalogs(['orders'], () => import('./order-view-page')));
const pageByRole: Partial<Record<Role, LazyExoticComponent<ComponentType>>> = {
  user: lazyLoaded(loadCustomerOrderView),
  writer: StaffOrderView,
  reviewer: StaffOrderView,
  admin: StaffOrderView,
};

export default function OrderViewRoute() {
  const { user } = useSession();
  const Page = pageByRole[user.role];
  return Page ? <Page /> : <NotFound />;
}

/**
 * A customer's order is asked for while the shell renders, and their screen's code is loaded
 * before the first render so it does not suspend (the staff pages ask for theirs as they render).
 */
export const prefetch: PagePrefetch = ({ params, session, client }) => {
  if (session.user.role !== 'user' || !params.id) return;
  void client.prefetchQuery(customerOrderQuery(params.id));
  return loadCustomerOrderView();
};
