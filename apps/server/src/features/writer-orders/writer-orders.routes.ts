import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/writer-orders/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { WriterOrdersService } from './writer-orders.service';

/**
 * The writer's order list, archive and dashboard are about the orders assigned to the caller, so
 * they admit writers only. Setting a due date also admits the site's admins (they manage every
 * order); reviewers are read-only and are listed on none of these.
 */
export function registerWriterOrderRoutes(app: FastifyInstance, platform: Platform, service: WriterOrdersService): void {

  addRoute(app, calls.listWriterOrders, ['writer'], async ({ site, user, query }) => service.list({ site, user }, query));

  addRoute(app, calls.setDueDate, ['writer', 'admin'], async ({ site, user, body }) => {
    await service.setDueDate({ site, user }, body);
    return { status: true, message: calls.DUE_DATE_SET_MESSAGE };
  });

  addRoute(app, calls.archiveWriterOrder, ['writer'], async ({ site, user, params, body }) => {
    await service.setArchived({ site, user }, params.id, body.archived);
    return { status: true };
  });

  addRoute(app, calls.writerOrderCounts, ['writer'], async ({ site, user }) => {
    return { status: true, ...(await service.counts({ site, user })) };
  });

  addRoute(app, calls.writerMonthlyOrders, ['writer'], async ({ site, user }) => {
    return { status: true, data: await service.monthly({ site, user }) };
  });

}
