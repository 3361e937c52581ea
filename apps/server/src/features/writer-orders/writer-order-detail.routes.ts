import type { FastifyInstance } from 'fastify';
import { getStaffOrder } from '@portal/domain/writer-orders/detail-calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { WriterOrderDetailService } from './writer-order-detail.service';

/**
 * The order overview for writers (their assigned orders), reviewers and admins (every order of
 * their site). Customers read their orders through `/api/customer/orders/:id`.
 */
export function registerWriterOrderDetailRoutes(app: FastifyInstance, platform: Platform, service: WriterOrderDetailService): void {

  addRoute(app, getStaffOrder, ['writer', 'reviewer', 'admin'], async ({ site, user, params }) => service.detail({ site, user }, params.id));

}
