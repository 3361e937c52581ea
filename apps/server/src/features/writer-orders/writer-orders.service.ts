import { canSetDueDate } from '@portal/domain/orders/rules';
import { pageInfo, type PageRequest } from '@portal/domain/paging';
import { chartMonthKeys, chartStart, dueDateInstant, earliestToday, zeroFillMonths } from '@portal/domain/writer-orders/rules';
import { ruleBroken } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import type { Db } from '../../platform/db/database';
import { eventActor } from '../../platform/events/domain-events';
import * as store from './writer-orders.store';
import type { OrderListRow } from '@portal/domain/orders/types';
import { listPage, loadOrderForWriter, orderListRows, setDueDate, setWriterArchived } from '../orders';

export const DUE_DATE_COMPLETED = 'The due date of a completed order cannot be changed';
export const DUE_DATE_PAST = 'The due date cannot be in the past';
export const CLIENT_MISMATCH = 'The client id does not match this site';

export class WriterOrdersService {
  constructor(private readonly platform: Platform) {}

  private get db() {
    return this.platform.database.db;
  }

  /** Kept until the site's orders or people change (`ReadCache`). */
  async list(actor: Actor, query: { archived: boolean } & PageRequest): Promise<{ status: true; orders: OrderListRow[] } & ReturnType<typeof pageInfo>['info']> {
    const page = listPage(query);
    const key = `writer-orders ${actor.user.id} ${query.archived} ${page.offset} ${page.limit} ${page.after ?? ''}`;
    return this.platform.reads.read(actor.site.id, key, async () => {
      const { rows, total } = await store.listAssigned(this.db, actor.site.id, actor.user.id, { ...page, archived: query.archived });
      const { rows: shown, info } = pageInfo(total, page, rows);
      return { status: true as const, orders: orderListRows(shown), ...info };
    });
  }

  /** The archive is the writer's own filing; the route admits writers only, so this is their order. */
  async setArchived(actor: Actor, orderId: string, archived: boolean): Promise<void> {
    const order = await loadOrderForWriter(this.db, actor, orderId);
    await setWriterArchived(this.db, { siteId: actor.site.id, orderId: order.id }, archived);
  }

  async setDueDate(actor: Actor, input: { orderId: string; clientId: string; dueDate: string }): Promise<void> {
    const order = await loadOrderForWriter(this.db, actor, input.orderId);
    if (input.clientId !== actor.site.clientId) throw ruleBroken(CLIENT_MISMATCH, { clientId: CLIENT_MISMATCH });
    if (order.statusPercentage >= 100) throw ruleBroken(DUE_DATE_COMPLETED);
    if (!canSetDueDate(order, input.dueDate, earliestToday())) throw ruleBroken(DUE_DATE_PAST, { dueDate: DUE_DATE_PAST });

    // The date and the customer's notice of it commit together or not at all.
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await setDueDate(db, { siteId: actor.site.id, orderId: order.id }, dueDateInstant(input.dueDate));
      await this.platform.events.append(db, { type: 'due_date_set', siteId: actor.site.id, orderId: order.id, orderNumber: order.number, recipientId: order.customerId, actor: eventActor(actor.user), dueDate: input.dueDate });
    });
  }

  /** Completed means exactly 100 percent; everything else is pending (spec 000 section 4). */
  async counts(actor: Actor): Promise<{ total: number; pending: number; completed: number }> {
    const { total, completed } = await store.countAssigned(this.db, actor.site.id, actor.user.id);
    return { total, pending: total - completed, completed };
  }

  async monthly(actor: Actor, now = new Date()): Promise<Record<string, number>> {
    const counts = await store.countAssignedByMonth(this.db, actor.site.id, actor.user.id, chartStart(now));
    return zeroFillMonths(chartMonthKeys(now), counts);
  }
}
