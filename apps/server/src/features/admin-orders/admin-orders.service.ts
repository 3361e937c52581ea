import { sql } from 'drizzle-orm';
import { ADMIN_ORDER_MESSAGES, ADMIN_ORDERS_PAGE_SIZE, type AdminOrder, type AdminOrderOverview, type AdminOrdersQuery, type AdminWriter } from '@portal/domain/admin-orders/calls';
import { isOverdue, startOfWeek, type AssignmentReason } from '@portal/domain/admin-orders/rules';
import type { Db } from '../../platform/db/database';
import { notFound, ruleBroken } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { recordAudit } from '../audit';
import { adminOrderTotals, findAdminOrder, lockOrderForAssignment, ORDER_NOT_FOUND, pageAdminOrders, setOrderHidden, writerLoads, type AdminOrderRow } from '../orders';
import type { WriterProfilesService } from '../writer-profiles';
import { lastAssignments, staffPerson, waitingAmong, waitingCount, waitingIds } from './admin-orders.store';
import type { AutoAssignment } from './auto-assignment';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const personJson = (p: AdminOrderRow['customerPerson']) => (p ? { _id: p.id, firstName: p.firstName, lastName: p.lastName, email: p.email } : null);

/**
 * The admin's orders: the list (filters and search, paged on the server), the writers with their
 * load, assigning a writer (which overrides automatic assignment and may exceed the writer's limits:
 * the admin decides) and hiding. Every change is in the audit log.
 */
export class AdminOrdersService {
  constructor(
    private readonly platform: Platform,
    private readonly profiles: WriterProfilesService,
    private readonly auto: AutoAssignment,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  /** The dashboard's numbers: each is the total of the list it opens. */
  async overview(actor: Actor): Promise<AdminOrderOverview> {
    const [totals, waiting] = await Promise.all([adminOrderTotals(this.db, actor.site.id), waitingCount(this.db, actor.site.id)]);
    return { ...totals, waiting };
  }

  async list(actor: Actor, query: AdminOrdersQuery) {
    const siteId = actor.site.id;
    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_ORDERS_PAGE_SIZE;
    const { rows, total } = await pageAdminOrders(
      this.db,
      siteId,
      {
        status: query.status,
        writerId: query.writer,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
        search: query.q,
        idIn: query.status === 'waiting' ? sql`(${waitingIds(this.db, siteId)})` : undefined,
      },
      { limit, offset: (page - 1) * limit },
    );
    const data = await this.toJson(siteId, rows);
    return { data, total, page, limit, hasMore: (page - 1) * limit + rows.length < total };
  }

  private async toJson(siteId: string, rows: AdminOrderRow[], db: Db = this.db): Promise<AdminOrder[]> {
    const ids = rows.map((r) => r.id);
    const [waiting, assignments] = await Promise.all([waitingAmong(db, siteId, ids), lastAssignments(db, siteId, ids)]);
    const now = new Date();
    return rows.map((r) => {
      const last = assignments.get(r.id);
      const reason = last?.reason as AssignmentReason | undefined;
      return {
        _id: r.id,
        number: r.number,
        packageName: r.package.packageName ?? '',
        services: (r.package.packageServices ?? []).map((s) => s.serviceName),
        customer: personJson(r.customerPerson),
        writer: personJson(r.writerPerson),
        statusPercentage: r.statusPercentage,
        invoicePrice: r.invoicePrice,
        invoiceCurrency: r.invoiceCurrency,
        hidden: r.hideOrder,
        overdue: isOverdue(r, now),
        waiting: waiting.has(r.id),
        dueDate: iso(r.dueDate),
        assignedAt: iso(r.assignedAt),
        completedAt: iso(r.completedAt),
        createdAt: r.createdAt.toISOString(),
        assignment: last && last.writerId === r.writerPerson?.id ? {
              kind: last.kind,
              text: last.reasonText,
              at: last.createdAt.toISOString(),
              by: last.byUserId,
              openJobs: reason?.kind === 'automatic' ? reason.openJobs : null,
              eligible: reason?.kind === 'automatic' ? reason.eligible : null,
              maxOpenJobs: reason?.kind === 'automatic' ? reason.maxOpenJobs : null,
              jobsThisWeek: reason?.kind === 'automatic' ? reason.jobsThisWeek : null,
              maxJobsPerWeek: reason?.kind === 'automatic' ? reason.maxJobsPerWeek : null,
              reassigned: reason?.kind === 'admin' && reason.previousWriterId !== null,
            } : null,
      };
    });
  }

  private async one(siteId: string, orderId: string, db: Db = this.db): Promise<AdminOrder> {
    const row = await findAdminOrder(db, { siteId, orderId });
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return (await this.toJson(siteId, [row], db))[0]!;
  }

  async writers(actor: Actor): Promise<AdminWriter[]> {
    const siteId = actor.site.id;
    const writers = await this.profiles.siteWriters(siteId);
    const loads = await writerLoads(
      this.db,
      siteId,
      writers.map((w) => w.id),
      startOfWeek(new Date()),
    );
    return writers.map((w) => ({
      _id: w.id,
      firstName: w.firstName,
      lastName: w.lastName,
      email: w.email,
      hasProfile: w.hasProfile,
      services: w.services ?? [],
      maxOpenJobs: w.maxOpenJobs,
      maxJobsPerWeek: w.maxJobsPerWeek,
      ...(loads.get(w.id) ?? { openJobs: 0, jobsThisWeek: 0 }),
    }));
  }

  /** Gives the order to the writer the admin chose; the previous writer's freed room goes to the next waiting order. */
  async assign(actor: Actor, orderId: string, writerId: string): Promise<AdminOrder> {
    const siteId = actor.site.id;
    const writer = await staffPerson(this.db, siteId, writerId);
    if (!writer || writer.role !== 'writer' || writer.deactivatedAt) throw notFound(ADMIN_ORDER_MESSAGES.writerNotFound);
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      // The writers' locks first, as every assignment pass takes them: one order of locking, no deadlock.
      await this.profiles.lockForAssignment(tx, siteId);
      const order = await lockOrderForAssignment(tx, { siteId, orderId });
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.writerId === writerId) throw ruleBroken(ADMIN_ORDER_MESSAGES.sameWriter);
      const reason: AssignmentReason = { kind: 'admin', previousWriterId: order.writerId };
      await this.auto.give(tx, { siteId, order, writerId, reason, byUserId: actor.user.id });
      const previous = order.writerId ? await staffPerson(tx, siteId, order.writerId) : null;
      const name = `${writer.firstName} ${writer.lastName}`.trim();
      await recordAudit(tx, actor, {
        action: order.writerId ? 'order.reassigned' : 'order.assigned',
        target: { type: 'order', id: order.id, label: `#${order.number}` },
        summary: previous ? `Order #${order.number} reassigned from ${previous.firstName} ${previous.lastName} to ${name}` : `Order #${order.number} assigned to ${name}`,
        details: { writer: name, writerId, previousWriter: previous ? `${previous.firstName} ${previous.lastName}`.trim() : null, number: order.number },
      });
      if (order.writerId) await this.auto.assignWaitingIn(tx, siteId);
      return this.one(siteId, orderId, tx);
    });
  }

  async hide(actor: Actor, orderId: string, hidden: boolean): Promise<AdminOrder> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await this.profiles.lockForAssignment(tx, siteId);
      const order = await lockOrderForAssignment(tx, { siteId, orderId });
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (order.hidden !== hidden) {
        await setOrderHidden(tx, { siteId, orderId }, hidden);
        await recordAudit(tx, actor, {
          action: hidden ? 'order.hidden' : 'order.shown',
          target: { type: 'order', id: order.id, label: `#${order.number}` },
          summary: hidden ? `Order #${order.number} hidden` : `Order #${order.number} shown again`,
          details: { number: order.number },
        });
        // A hidden order no longer counts against its writer's open jobs: the room goes to the next waiting order.
        if (hidden && order.writerId) await this.auto.assignWaitingIn(tx, siteId);
      }
      return this.one(siteId, orderId, tx);
    });
  }
}
