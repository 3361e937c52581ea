import { callUrl } from '@portal/domain/call';
import { getCustomerOrder, listCustomerOrders } from '@portal/domain/orders/calls';
import type { PageReads } from '../../platform/http/page-answers';

/**
 * The customer's pages that open on orders carry their first reads, as the screens ask for them
 * (`customerOrderStatusesQuery`, `customerOrdersPageQuery(1)` and `customerOrderQuery` on the web).
 */
export const orderPageReads: PageReads[] = [
  {
    page: '/dashboard',
    reads: ({ user }) => (user.role === 'user' ? [callUrl(listCustomerOrders, { query: { include: 'statusOnly' } }), callUrl(listCustomerOrders, { query: { page: 1 } })] : []),
  },
  { page: '/orders/view/:id', reads: ({ params, user }) => (user.role === 'user' ? [callUrl(getCustomerOrder, { params: { id: params.id! } })] : []) },
];
