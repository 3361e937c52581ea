import type { FastifyInstance } from 'fastify';
import { listReviewerOrders } from '@portal/domain/reviewer-orders/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { ReviewerOrdersService } from './reviewer-orders.service';

export function registerReviewerOrderRoutes(app: FastifyInstance, platform: Platform, service: ReviewerOrdersService): void {

  addRoute(app, listReviewerOrders, ['reviewer', 'admin'], async ({ site, user, query }) => {
    return { status: true, ...(await service.list({ site, user }, query)) };
  });

}
