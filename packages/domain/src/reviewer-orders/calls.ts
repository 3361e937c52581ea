import { z } from 'zod/mini';
import { defineCall } from '../call';
import { orderListRowSchema } from '../orders/types';
import { pageInfoShape, pageQueryShape } from '../paging';

/** Every order of the site with its customer's and writer's e-mail, newest first (read-only). */
export const listReviewerOrders = defineCall({
  method: 'GET',
  path: '/api/reviewer/orders',
  query: z.object(pageQueryShape),
  response: z.object({ status: z.boolean(), orders: z.array(orderListRowSchema), ...pageInfoShape }),
});
