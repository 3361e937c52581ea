import type { FastifyInstance } from 'fastify';
import { RECONCILE_EVERY_MS } from '@portal/domain/payments/rules';
import type { Platform } from '../../platform/platform';
import type { AdminBillingService } from './admin-billing.service';
import { registerAdminBillingRoutes } from './admin-billing.routes';
import type { PaymentsService } from './payments.service';
import { registerPaymentRoutes } from './payments.routes';
import { paymentReceipts } from './receipt.subscriber';
import { SandboxGateway } from './sandbox-gateway';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into interfaces
  interface FastifyInstance {
    /** The payments service, for the reconciler's schedule and the fault-injection tests. */
    payments: PaymentsService;
    /** The admin's billing, for the refund reconciler's tests. */
    billing: AdminBillingService;
  }
}

/**
 * The payments feature's wiring: its routes, the receipt mail, the sandboxes' webhooks sent through
 * our own webhook route (as a provider would send them), and the reconcilers (payments, then refunds) every RECONCILE_EVERY_MS.
 */
export function registerPayments(app: FastifyInstance, platform: Platform, payments: PaymentsService, billing: AdminBillingService): void {
  registerPaymentRoutes(app, payments);
  registerAdminBillingRoutes(app, billing);
  platform.events.subscribe(paymentReceipts(platform));
  app.decorate('payments', payments);
  app.decorate('billing', billing);
  for (const gateway of Object.values(payments.gateways)) {
    if (gateway instanceof SandboxGateway) {
      gateway.setDeliverer(async (hook) => {
        const res = await app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { ...hook.headers, host: hook.host }, payload: hook.body });
        if (res.statusCode >= 500) throw new Error(`webhook answered ${res.statusCode}`);
      });
    }
  }
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    if (platform.config.NODE_ENV === 'test') return; // tests run the reconciler themselves
    timer = setInterval(() => {
      running ??= payments
        .reconcile()
        .catch((err: unknown) => app.log.error({ err }, 'payment reconcile failed'))
        .then(() => billing.reconcileRefunds())
        .catch((err: unknown) => app.log.error({ err }, 'refund reconcile failed'))
        .finally(() => (running = null));
    }, RECONCILE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
