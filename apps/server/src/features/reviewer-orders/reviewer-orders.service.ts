import { pageOffset } from '@portal/domain/writer-orders/paging';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { ordersToJson, type OrderJson } from '../orders/order-json';
import { listSiteOrders } from './reviewer-orders.store';

export class ReviewerOrdersService {
  constructor(private readonly platform: Platform) {}

  /** Reviewers (and admins) see every order of their site; the order JSON carries both e-mails. */
  async list(actor: Actor, query: { page: number; limit: number }): Promise<{ orders: OrderJson[]; total: number }> {
    const db = this.platform.database.db;
    const { rows, total } = await listSiteOrders(db, actor.site.id, { limit: query.limit, offset: pageOffset(query.page, query.limit) });
    return { orders: await ordersToJson(db, rows), total };
  }
}
