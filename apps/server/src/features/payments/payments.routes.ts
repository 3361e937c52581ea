import type { FastifyInstance } from 'fastify';
import {
  checkCoupon,
  confirmPayment,
  createPaymentIntent,
  getPackageInfo,
  customerGateways,
  listInvoices,
  listPurchasablePackages,
  mobileMoneyCode,
  mobileMoneyVerification,
  newOrder,
  payInvoice,
  paymentWebhook,
  registerCustomer,
  sandboxAuthenticate,
  sandboxConfirmCard,
  tipWriter,
} from '@portal/domain/payments/calls';
import { AppError, notFound } from '../../platform/errors';
import { addRoute } from '../../platform/http/route';
import type { PaymentsService } from './payments.service';
import { SandboxGateway } from './sandbox-gateway';

const CUSTOMER = ['user'] as const;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into interfaces
  interface FastifyRequest {
    rawBody?: string;
  }
}

export function registerPaymentRoutes(app: FastifyInstance, payments: PaymentsService): void {
  addRoute(app, getPackageInfo, 'public', async ({ site, query }) => payments.packageInfo(site, query));

  addRoute(app, checkCoupon, 'public', async ({ site, params, body, req }) => {
    await payments.limit('couponChecksPerAddress', `${site.id}|${req.ip}`);
    return payments.checkCoupon(site, params.id, body.couponCode);
  });

  addRoute(app, registerCustomer, 'public', async ({ site, body, req }) => {
    await payments.limit('checkoutRegistrationsPerAddress', `${site.id}|${req.ip}`);
    return payments.registerCustomer(site, body);
  });

  addRoute(app, createPaymentIntent, 'public', async ({ site, body, user, req }) =>
    payments.startOrderPayment(site, body, { buyer: user ? { id: user.id, sessionId: user.sessionId } : null, address: `${site.id}|${req.ip}` }),
  );

  addRoute(app, confirmPayment, 'public', async ({ site, body }) => payments.confirmFromBrowser(site, body.paymentIntent));

  addRoute(app, listInvoices, CUSTOMER, async ({ site, user }) => {
    if (site.config?.website_settings?.hide_invoices || site.config?.customCheckout?.url) throw notFound('Not found');
    return { status: true, invoices: await payments.invoices(site, user) };
  });

  addRoute(app, payInvoice, CUSTOMER, async ({ site, user, body }) => payments.payInvoice(site, user, body.invoice_id, body.payment, body.checkoutKey));

  addRoute(app, customerGateways, CUSTOMER, async () => payments.browserGateways());

  addRoute(app, listPurchasablePackages, CUSTOMER, async ({ site }) => payments.purchasablePackages(site));

  addRoute(app, newOrder, CUSTOMER, async ({ site, user, body }) => payments.newOrder(site, user, body.package_subscribed, body.payment, body.checkoutKey));

  addRoute(app, mobileMoneyCode, CUSTOMER, async ({ site, user, body }) => payments.mobileMoneyCode(site, user, body.selectedPackageId, body.price, body.checkoutKey));

  addRoute(app, mobileMoneyVerification, CUSTOMER, async ({ site, user, body }) => payments.mobileMoneyVerification(site, user, body.txRef));

  addRoute(app, tipWriter, CUSTOMER, async ({ site, user, params, body }) => payments.tip(site, user, params.id, body.tip, body.payment, body.checkoutKey));

  // The sandbox providers' own endpoints (what the provider's browser library calls). Only when
  // the sandboxes are the configured gateways.
  const cardSandbox = payments.gateways.card instanceof SandboxGateway ? payments.gateways.card : null;
  addRoute(app, sandboxConfirmCard, 'public', async ({ body }) => {
    const sandbox = cardSandbox ?? (payments.gateways.mobileMoney instanceof SandboxGateway ? payments.gateways.mobileMoney : null);
    if (!sandbox) throw notFound('Not found');
    const intent = (await cardSandbox?.confirmBySecret(body.clientSecret, body.token)) ?? (payments.gateways.mobileMoney instanceof SandboxGateway ? await payments.gateways.mobileMoney.confirmBySecret(body.clientSecret, body.token) : null);
    if (!intent) throw notFound('Payment not found');
    return { status: intent.status, intentId: intent.intentId, message: intent.message };
  });
  addRoute(app, sandboxAuthenticate, 'public', async ({ body }) => {
    const intent = cardSandbox ? await cardSandbox.authenticate(body.clientSecret, body.approve) : null;
    if (!intent) throw notFound('Payment not found');
    return { status: intent.status, intentId: intent.intentId, message: intent.message };
  });

  // Webhooks read the raw body (the signature is over the exact bytes), in their own scope so the
  // rest of the API keeps Fastify's JSON parser.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (req, body, done) => {
      req.rawBody = String(body);
      done(null, null);
    });
    addRoute(
      scope,
      paymentWebhook,
      'public',
      async ({ site, params, req }) => {
        if (typeof req.rawBody !== 'string') throw new AppError('bad_request', 'Invalid webhook signature');
        return payments.handleWebhook(site, params.provider, req.rawBody, req.headers);
      },
      { webhook: true },
    );
  });
}
