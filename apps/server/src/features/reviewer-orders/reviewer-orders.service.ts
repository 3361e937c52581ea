import { pageInfo, type PageRequest } from '@portal/domain/paging';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { listSiteOrders } from './reviewer-orders.store';
import type { OrderListRow } from '@portal/domain/orders/types';
import { listPage, orderListRows } from '../orders';

export class ReviewerOrdersService {
  constructor(private readonly platform: Platform) {}

  /** Reviewers (and admins) see every order of their site; each row carries both e-mails. */
  async list(actor: Actor, query: PageRequest): Promise<{ orders: OrderListRow[] } & ReturnType<typeof pageInfo>['info']> {
    const db = this.platform.database.db;
    const page = listPage(query);
    const { rows, total } = await listSiteOrders(db, actor.site.id, page);
    const { rows: shown, info } = pageInfo(total, page, rows);
    return { orders: orderListRows(shown), ...info };
  }
}
