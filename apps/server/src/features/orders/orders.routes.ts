import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/orders/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { CustomerOrdersService, INITIAL_QUESTIONS_SAVED } from './customer-orders.service';
import { listPage } from './order-paging';

/** The customer's order list, one order, and the small changes a customer makes on an order. */
export function registerOrderRoutes(app: FastifyInstance, platform: Platform, orders: CustomerOrdersService): void {

  addRoute(app, calls.listCustomerOrders, ['user'], async ({ site, user, query }) => {
    if (query.include === 'statusOnly') return orders.statuses({ site, user });
    return orders.page({ site, user }, listPage(query));
  });

  addRoute(app, calls.getCustomerOrder, ['user'], async ({ site, user, params }) => orders.detail({ site, user }, params.id));

  addRoute(app, calls.saveInitialQuestions, ['user'], async ({ site, user, params, body }) => {
    await orders.saveInitialQuestions({ site, user }, params.orderId, body);
    return { statusCode: 200 as const, status: true, message: INITIAL_QUESTIONS_SAVED };
  });

  addRoute(app, calls.setOrderNoShow, ['user'], async ({ site, user, params, body }) => {
    await orders.setNoShow({ site, user }, params.id, body.noShowCheck);
    return { status: true };
  });

  addRoute(app, calls.saveOrderFeedback, ['user'], async ({ site, user, params, body }) => {
    await orders.saveFeedback({ site, user }, params.id, body.status);
    return { status: true };
  });

}
