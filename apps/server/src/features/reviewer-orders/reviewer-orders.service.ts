import { pageInfo, resolvePage, type PageRequest } from '@portal/domain/paging';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { listSiteOrders } from './reviewer-orders.store';
import { ordersToJson, type OrderJson } from '../orders';

export class ReviewerOrdersService {
  constructor(private readonly platform: Platform) {}

  /** Reviewers (and admins) see every order of their site; the order JSON carries both e-mails. */
  async list(actor: Actor, query: PageRequest): Promise<{ orders: OrderJson[] } & ReturnType<typeof pageInfo>> {
    const db = this.platform.database.db;
    const page = resolvePage(query);
    const { rows, total } = await listSiteOrders(db, actor.site.id, { limit: page.limit, offset: page.offset });
    return { orders: await ordersToJson(db, rows), ...pageInfo(total, page) };
  }
}
