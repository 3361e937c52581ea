import type { FastifyInstance } from 'fastify';
import { adminCreateInvoice, adminListInvoices, adminListPayments, adminRefundPayment, BILLING_MESSAGES } from '@portal/domain/payments/calls';
import { addRoute } from '../../platform/http/route';
import type { AdminBillingService } from './admin-billing.service';

const ADMIN = ['admin'] as const;

/** The admin's billing: the site's admins only. */
export function registerAdminBillingRoutes(app: FastifyInstance, billing: AdminBillingService): void {
  addRoute(app, adminListInvoices, ADMIN, async ({ site, user, query }) => ({ status: true, ...(await billing.invoices({ site, user }, query)) }));
  addRoute(app, adminCreateInvoice, ADMIN, async ({ site, user, body }) => ({ status: true, message: BILLING_MESSAGES.invoiceCreated, invoice: await billing.createInvoice({ site, user }, body) }));
  addRoute(app, adminListPayments, ADMIN, async ({ site, user, query }) => ({ status: true, ...(await billing.payments({ site, user }, query)) }));
  addRoute(app, adminRefundPayment, ADMIN, async ({ site, user, params, body }) => ({ status: true, message: BILLING_MESSAGES.refunded, payment: await billing.refund({ site, user }, params.id, body) }));
}
