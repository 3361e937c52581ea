import { canSetDueDate } from '@portal/domain/orders/rules';
import { pageInfo, type PageRequest } from '@portal/domain/paging';
import { chartMonthKeys, chartStart, dueDateInstant, earliestToday, formatTableDate, zeroFillMonths } from '@portal/domain/writer-orders/rules';
import { ruleBroken } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { orderViews, type OrderJson } from '../orders/order-json';
import { loadOrderForWriter } from '../orders/order-loader';
import { listPage } from '../orders/order-paging';
import * as store from './writer-orders.store';

export const DUE_DATE_COMPLETED = 'The due date of a completed order cannot be changed';
export const DUE_DATE_PAST = 'The due date cannot be in the past';
export const CLIENT_MISMATCH = 'The client id does not match this site';

export class WriterOrdersService {
  constructor(private readonly platform: Platform) {}

  private get db() {
    return this.platform.database.db;
  }

  async list(actor: Actor, query: { archived: boolean } & PageRequest): Promise<{ orders: OrderJson[] } & ReturnType<typeof pageInfo>['info']> {
    const page = listPage(query);
    const { rows, total } = await store.listAssigned(this.db, actor.site.id, actor.user.id, { ...page, archived: query.archived });
    const { rows: shown, info } = pageInfo(total, page, rows);
    return { orders: orderViews(shown), ...info };
  }

  /** The archive is the writer's own filing; the route admits writers only, so this is their order. */
  async setArchived(actor: Actor, orderId: string, archived: boolean): Promise<void> {
    const order = await loadOrderForWriter(this.db, actor, orderId);
    await store.setWriterArchived(this.db, actor.site.id, order.id, archived);
  }

  async setDueDate(actor: Actor, input: { orderId: string; clientId: string; dueDate: string }): Promise<void> {
    const order = await loadOrderForWriter(this.db, actor, input.orderId);
    if (input.clientId !== actor.site.clientId) throw ruleBroken(CLIENT_MISMATCH, { clientId: CLIENT_MISMATCH });
    if (order.statusPercentage >= 100) throw ruleBroken(DUE_DATE_COMPLETED);
    if (!canSetDueDate(order, input.dueDate, earliestToday())) throw ruleBroken(DUE_DATE_PAST, { dueDate: DUE_DATE_PAST });

    const sender = `${actor.user.firstName} ${actor.user.lastName}`.trim();
    await store.saveDueDate(this.db, actor.site.id, order.id, dueDateInstant(input.dueDate), {
      userId: order.customerId,
      content: `Your order due date was set to ${formatTableDate(input.dueDate)}`,
      data: { senderName: sender, senderImg: actor.user.profileImg, action: 'due_date' },
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
