import { callUrl } from '@portal/domain/call';
import { getStaffOrder } from '@portal/domain/writer-orders/detail-calls';
import type { PageReads } from '../../platform/http/page-answers';

/**
 * An order's page for its writer, a reviewer or an admin carries the order, as their screen asks
 * for it (`useStaffOrder` on the web: reviewers and admins ask for the writer too). Every mail about
 * an order links to this page.
 */
export const staffOrderPageReads: PageReads[] = [
  {
    page: '/orders/view/:id',
    reads: ({ params, user }) =>
      user.role === 'user' ? [] : [callUrl(getStaffOrder, { params: { id: params.id! }, query: { includeWriter: user.role === 'writer' ? undefined : 'true' } })],
  },
];
