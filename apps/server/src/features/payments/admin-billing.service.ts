import { formatMoney, isCardCurrency, isValidRefund, refundable } from '@portal/domain/money/rules';
import { ADMIN_BILLING_PER_PAGE, BILLING_MESSAGES, type AdminInvoice, type AdminPayment, type invoiceBody } from '@portal/domain/payments/calls';
import type { z } from 'zod/mini';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { AppError, badRequest, notFound, ruleBroken } from '../../platform/errors';
import { eventActor } from '../../platform/events/domain-events';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { recordAudit, type AuditActor } from '../audit';
import type { GatewayRefund, PaymentGateway } from './gateway';
import * as store from './admin-billing.store';

type InvoiceInput = z.output<typeof invoiceBody>;
/** A pending refund younger than this is still with its gateway: the same action again does not ask again. */
const IN_FLIGHT_MS = 30_000;
/** Pending refunds looked up per reconciler round. */
const RECONCILE_BATCH = 50;
/** The audit's "who" for a refund settled after its admin's account was removed. */
const GATEWAY_ACTOR = { id: null, firstName: 'Payment', lastName: 'gateway', email: '' };
type AttemptRef = { id: string; gateway: string; intentId: string | null; purpose: 'order' | 'tip' | 'invoice'; targetId: string; resultId: string | null };
type PageQuery = { page?: number | undefined; limit?: number | undefined };
const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const paging = (q: PageQuery) => {
  const page = q.page ?? 1;
  const limit = q.limit ?? ADMIN_BILLING_PER_PAGE;
  return { page, limit, offset: (page - 1) * limit };
};

const invoiceJson = (row: { invoice: store.InvoiceRow; customer: { id: string; firstName: string; lastName: string; email: string }; paymentId: string | null }): AdminInvoice => ({
  _id: row.invoice.id,
  number: row.invoice.number,
  customer: { _id: row.customer.id, name: name(row.customer), email: row.customer.email },
  description: row.invoice.description ?? row.invoice.packageName,
  status: row.invoice.status,
  amount: row.invoice.price,
  currency: row.invoice.currency,
  refunded: row.invoice.refundAmount ?? 0,
  dueDate: row.invoice.dueDate,
  createdAt: row.invoice.createdAt.toISOString(),
  paymentId: row.paymentId,
});

/**
 * The admin's billing: invoices made for a customer (numbered per site without gaps, announced to
 * the customer through the outbox) and refunds of what customers paid. A refund is recorded before
 * its gateway is called, under the payment's row lock, so the refunds of a payment never exceed what
 * was paid, and its idempotency key makes a retried click the same refund.
 */
export class AdminBillingService {
  constructor(
    private readonly platform: Platform,
    private readonly gateways: Record<string, PaymentGateway>,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  private gatewayByName(gatewayName: string): PaymentGateway | null {
    return Object.values(this.gateways).find((g) => g.name === gatewayName) ?? null;
  }

  async invoices(actor: Actor, query: PageQuery & { status?: 'unpaid' | 'paid' | 'refunded' | undefined }) {
    const { page, limit, offset } = paging(query);
    const { rows, total } = await store.pageInvoices(this.db, actor.site.id, { status: query.status }, limit, offset);
    return { data: rows.map(invoiceJson), total, page, limit, hasMore: offset + rows.length < total };
  }

  async createInvoice(actor: Actor, input: InvoiceInput): Promise<AdminInvoice> {
    const siteId = actor.site.id;
    // A customer who cannot open the invoices page could neither see nor pay it.
    if (actor.site.config?.website_settings?.hide_invoices || actor.site.config?.customCheckout?.url) throw ruleBroken(BILLING_MESSAGES.invoicesHidden);
    if (!isCardCurrency(input.currency)) throw badRequest('Invoices are paid by card: choose usd, cad, aud, gbp or eur', { currency: 'Invoices are paid by card: choose usd, cad, aud, gbp or eur' });
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const customer = await store.findCustomer(tx, siteId, input.customerId);
      if (!customer) throw notFound(BILLING_MESSAGES.customerNotFound);
      const number = await store.nextInvoiceNumber(tx, siteId);
      const invoice = await store.insertInvoice(tx, {
        id: newId(),
        siteId,
        customerId: customer.id,
        packageName: input.description,
        description: input.description,
        status: 'unpaid',
        price: input.amount,
        currency: input.currency,
        number,
        dueDate: input.dueDate,
        createdBy: actor.user.id,
      });
      await this.platform.events.append(tx, {
        type: 'invoice_issued',
        siteId,
        recipientId: customer.id,
        actor: eventActor(actor.user),
        orderId: 'invoices',
        invoiceId: invoice.id,
        invoiceNumber: number,
        amount: invoice.price,
        currency: invoice.currency,
        description: input.description,
        dueDate: input.dueDate,
      });
      await recordAudit(tx, actor, {
        action: 'billing.invoice_created',
        target: { type: 'invoice', id: invoice.id, label: `#${number}` },
        summary: `Invoice #${number} of ${formatMoney(invoice.price, invoice.currency, 'en')} created for ${name(customer)}`,
        details: { number, amount: invoice.price, currency: invoice.currency, money: formatMoney(invoice.price, invoice.currency, 'en'), customer: name(customer) },
      });
      return invoiceJson({ invoice, customer, paymentId: null });
    });
  }

  async payments(actor: Actor, query: PageQuery & { orderId?: string | undefined; invoiceId?: string | undefined }) {
    const { page, limit, offset } = paging(query);
    const { rows, total } = await store.pagePayments(this.db, actor.site.id, query, limit, offset);
    const refunds = await store.refundsOf(
      this.db,
      rows.map((r) => r.attempt.id),
    );
    return { data: rows.map((r) => this.paymentJson(r, refunds)), total, page, limit, hasMore: offset + rows.length < total };
  }

  private async payment(actor: Actor, id: string): Promise<AdminPayment> {
    const { rows } = await store.pagePayments(this.db, actor.site.id, { attemptId: id }, 1, 0);
    if (!rows[0]) throw notFound(BILLING_MESSAGES.paymentNotFound);
    return this.paymentJson(rows[0], await store.refundsOf(this.db, [id]));
  }

  private paymentJson(r: Awaited<ReturnType<typeof store.pagePayments>>['rows'][number], refunds: Awaited<ReturnType<typeof store.refundsOf>>): AdminPayment {
    const own = refunds.filter((x) => x.refund.attemptId === r.attempt.id);
    const held = own.filter((x) => x.refund.state !== 'failed').reduce((sum, x) => sum + x.refund.amount, 0);
    return {
      _id: r.attempt.id,
      purpose: r.attempt.purpose,
      targetId: r.attempt.purpose === 'invoice' ? r.attempt.targetId : (r.attempt.resultId ?? r.attempt.targetId),
      orderNumber: r.orderNumber ?? null,
      customer: { _id: r.customer.id, name: name(r.customer), email: r.customer.email },
      amount: r.attempt.amount,
      currency: r.attempt.currency,
      gateway: r.attempt.gateway,
      refunded: own.filter((x) => x.refund.state === 'succeeded').reduce((sum, x) => sum + x.refund.amount, 0),
      refundable: r.attempt.gateway === 'none' ? 0 : refundable(r.attempt.amount, held),
      refunds: own.map((x) => ({
        _id: x.refund.id,
        amount: x.refund.amount,
        currency: x.refund.currency,
        state: x.refund.state,
        reason: x.refund.reason,
        message: x.refund.failureMessage,
        by: x.byFirst !== null ? `${x.byFirst} ${x.byLast ?? ''}`.trim() : '',
        createdAt: x.refund.createdAt.toISOString(),
      })),
      paidAt: r.attempt.updatedAt.toISOString(),
    };
  }

  /**
   * Refunds part or all of a succeeded payment. (1) Under the payment's lock: the same key answers
   * its refund; otherwise the amount is checked against what the payment's other refunds hold, and
   * the refund recorded as pending. (2) The gateway is asked with the refund's id as its idempotency
   * key. (3) The refund is settled once, with the invoice's refunded amount and the audit line.
   */
  async refund(actor: Actor, attemptId: string, input: { amount: number; key: string; reason?: string | undefined }): Promise<AdminPayment> {
    const siteId = actor.site.id;
    const recorded = await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const attempt = await store.lockSiteAttempt(tx, siteId, attemptId);
      if (!attempt) throw notFound(BILLING_MESSAGES.paymentNotFound);
      const same = await store.findRefundByKey(tx, siteId, input.key);
      if (same) {
        if (same.attemptId !== attempt.id || same.amount !== input.amount) throw new AppError('conflict', BILLING_MESSAGES.keyReused);
        // A click repeated while the first is still with the gateway waits for it rather than asking
        // again (Flutterwave takes no idempotency key); later, it looks the refund up before asking.
        const inFlight = same.state === 'pending' && Date.now() - same.updatedAt.getTime() < IN_FLIGHT_MS;
        return { attempt, refund: same, ask: !inFlight, fresh: false };
      }
      if (attempt.state !== 'succeeded' || attempt.gateway === 'none' || !attempt.intentId) throw ruleBroken(BILLING_MESSAGES.notRefundable);
      const held = await store.heldByRefunds(tx, attempt.id);
      if (!isValidRefund(input.amount, attempt.amount, held)) {
        // Said with what is left, as the admin's field says it ("At most $39.00").
        const message = `${BILLING_MESSAGES.tooMuch}: ${formatMoney(refundable(attempt.amount, held), attempt.currency, 'en')} is left`;
        throw ruleBroken(message, { amount: message }, 'refund_too_much');
      }
      const refund = await store.insertRefund(tx, {
        id: newId(),
        siteId,
        attemptId: attempt.id,
        key: input.key,
        amount: input.amount,
        currency: attempt.currency,
        reason: input.reason || null,
        createdBy: actor.user.id,
      });
      return { attempt, refund, ask: true, fresh: true };
    });
    const { attempt, refund, ask, fresh } = recorded;
    if (refund.state === 'pending' && ask) {
      const settled = await this.askGateway(actor, attempt, refund, !fresh);
      if (settled?.state === 'failed') throw ruleBroken(settled.failureMessage ? `${BILLING_MESSAGES.refundFailed}: ${settled.failureMessage}` : BILLING_MESSAGES.refundFailed);
    } else if (refund.state === 'failed') {
      throw ruleBroken(refund.failureMessage ? `${BILLING_MESSAGES.refundFailed}: ${refund.failureMessage}` : BILLING_MESSAGES.refundFailed);
    }
    return this.payment(actor, attempt.id);
  }

  /**
   * Settles the refunds still pending after IN_FLIGHT_MS, on every site: those the gateway left
   * pending, and those whose answer never arrived (the server stopped, the network failed). Each is
   * looked up at its gateway first; only one the gateway certainly never made is asked for again.
   * Rows are claimed with SKIP LOCKED and touched, so processes share the work and none starves.
   */
  async reconcileRefunds(now = new Date()): Promise<{ checked: number; settled: number }> {
    const due = await this.db.transaction(async (trx) => store.claimPendingRefunds(trx as unknown as Db, new Date(now.getTime() - IN_FLIGHT_MS), now, RECONCILE_BATCH));
    let settled = 0;
    for (const row of due) {
      try {
        const actor: AuditActor = { site: { id: row.refund.siteId }, user: row.by ?? GATEWAY_ACTOR };
        const result = await this.askGateway(actor, row.attempt, row.refund, true);
        if (result) settled += 1;
      } catch (err) {
        console.error(`refund reconcile of ${row.refund.id} failed`, err instanceof Error ? err.message : err);
      }
    }
    return { checked: due.length, settled };
  }

  /**
   * Asks the gateway about a pending refund: with `lookFirst` (it may have been made already, its
   * answer lost), looks it up before asking again; a refund the gateway cannot find for certain is
   * left pending with a word for the admin, never asked twice. Returns the settled row, if settled.
   */
  private async askGateway(actor: AuditActor, attempt: AttemptRef, refund: store.RefundRow, lookFirst: boolean): Promise<store.RefundRow | null> {
    const gateway = this.gatewayByName(attempt.gateway);
    if (!gateway) throw new AppError('internal', 'Payment gateway unavailable');
    const request = { intentId: attempt.intentId!, amount: refund.amount, currency: refund.currency, idempotencyKey: refund.id };
    let answer: GatewayRefund;
    if (lookFirst) {
      const found = await gateway.refundStatus({ intentId: request.intentId, gatewayRefundId: refund.gatewayRefundId, idempotencyKey: refund.id });
      if (found === 'unknown') {
        await store.noteRefundCheck(this.db, refund.id, { failureMessage: BILLING_MESSAGES.refundUnconfirmed });
        return null;
      }
      answer = found === 'absent' ? await gateway.refund(request) : found;
    } else {
      try {
        answer = await gateway.refund(request);
      } catch (err) {
        // No answer (the gateway unreachable, the connection lost): the refund may or may not be
        // made, so it stays pending, its amount held, until the reconciler looks it up.
        console.error(`refund ${refund.id}: no answer from ${gateway.name}`, err instanceof Error ? err.message : err);
        return null;
      }
    }
    if (answer.status === 'pending') {
      await store.noteRefundCheck(this.db, refund.id, { gatewayRefundId: answer.refundId || null });
      return null;
    }
    return this.settle(actor, attempt, refund, { ...answer, status: answer.status });
  }

  private async settle(
    actor: AuditActor,
    attempt: AttemptRef,
    refund: store.RefundRow,
    answer: { refundId: string; status: 'succeeded' | 'failed'; message: string | null },
  ): Promise<store.RefundRow | null> {
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const settled = await store.settleRefund(tx, refund.id, { state: answer.status, gatewayRefundId: answer.refundId || null, failureMessage: answer.message });
      if (!settled) return null;
      const money = formatMoney(settled.amount, settled.currency, 'en');
      const target = { type: 'payment' as const, id: attempt.id, label: attempt.purpose };
      if (settled.state === 'failed') {
        // A refusal is recorded too: the admin asked, and the gateway said no (with its words).
        await recordAudit(tx, actor, {
          action: 'billing.refund_refused',
          target,
          summary: `The gateway refused a refund of ${money}${settled.failureMessage ? `: ${settled.failureMessage}` : ''}`,
          details: { amount: settled.amount, currency: settled.currency, money, purpose: attempt.purpose, reason: settled.failureMessage ?? '' },
        });
        return settled;
      }
      if (attempt.purpose === 'invoice') await store.addInvoiceRefund(tx, actor.site.id, attempt.targetId, settled.amount);
      await recordAudit(tx, actor, {
        action: 'billing.refunded',
        target,
        summary: `Refunded ${money} of a ${attempt.purpose} payment`,
        details: {
          amount: settled.amount,
          currency: settled.currency,
          money,
          purpose: attempt.purpose,
          target: attempt.purpose === 'invoice' ? attempt.targetId : (attempt.resultId ?? attempt.targetId),
        },
      });
      return settled;
    });
  }
}
