import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/admin-orders/calls';
import { addRoute } from '../../platform/http/route';
import type { AdminOrdersService } from './admin-orders.service';

const ADMIN = ['admin'] as const;

/** The admin's orders: admins of the site only (every other role 403; another site's order 404). */
export function registerAdminOrderRoutes(app: FastifyInstance, service: AdminOrdersService): void {
  addRoute(app, calls.listAdminOrders, ADMIN, async ({ site, user, query }) => ({ status: true, ...(await service.list({ site, user }, query)) }));

  addRoute(app, calls.getAdminOrderOverview, ADMIN, async ({ site, user }) => ({ status: true, data: await service.overview({ site, user }) }));

  addRoute(app, calls.listAdminWriters, ADMIN, async ({ site, user }) => ({ status: true, data: await service.writers({ site, user }) }));

  addRoute(app, calls.assignOrderWriter, ADMIN, async ({ site, user, body }) => {
    const order = await service.assign({ site, user }, body.order_id, body.writer_id);
    return { status: true, message: calls.ADMIN_ORDER_MESSAGES.assigned, order };
  });

  addRoute(app, calls.hideAdminOrder, ADMIN, async ({ site, user, body }) => {
    const order = await service.hide({ site, user }, body.order_id, body.hidden);
    return { status: true, message: body.hidden ? calls.ADMIN_ORDER_MESSAGES.hidden : calls.ADMIN_ORDER_MESSAGES.shown, order };
  });
}
