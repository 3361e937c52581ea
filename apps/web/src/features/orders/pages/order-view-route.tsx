import { loadStaffOrderView } from '../../writer-orders';
import type { Role } from '@portal/domain/auth/calls';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useSession } from '../../../platform/session-context';
import { NotFound } from '../../../ui/not-found';
import { withCatalogs } from '../../../platform/i18n';

/**
 * `/orders/view/:id` is one route for every role (spec 002 sections 2.2 and 2.3); each role gets
 * its own order page and downloads only that one. The staff order pages plug in here.
 */
const StaffOrderView = lazy(loadStaffOrderView);
const pageByRole: Partial<Record<Role, LazyExoticComponent<ComponentType>>> = {
  user: lazy(withCatalogs(['orders'], () => import('./order-view-page'))),
  writer: StaffOrderView,
  reviewer: StaffOrderView,
  admin: StaffOrderView,
};

export default function OrderViewRoute() {
  const { user } = useSession();
  const Page = pageByRole[user.role];
  return Page ? <Page /> : <NotFound />;
}
