import { randomBytes } from 'node:crypto';
import type { Config } from '../../platform/config';
import { NO_PAGE_SOURCES } from '../../platform/http/page-sources';
import type { GatewayIntent, GatewayRefund, PaymentGateway, RefundLookupResult } from './gateway';
import { WebhookSignatureError } from './gateway';
import { FlutterwaveGateway } from './flutterwave-gateway';
import { SandboxGateway } from './sandbox-gateway';
import { StripeGateway } from './stripe-gateway';

export const SANDBOX_REFUSED = 'The sandbox payment gateways are refused with NODE_ENV=production; set PAYMENTS_SANDBOX=true to enable them on purpose, or configure a real gateway.';

/** A family without a usable gateway (production without keys): every payment is refused, nothing is charged. */
class UnavailableGateway implements PaymentGateway {
  constructor(
    readonly family: 'card' | 'mobile-money',
    readonly name = `unavailable-${family}`,
  ) {}
  // The page shows the sandbox's fields; starting a payment then answers why nothing can be paid.
  readonly browser = { provider: 'sandbox' as const };
  readonly pageSources = NO_PAGE_SOURCES;
  private refuse(): never {
    throw Object.assign(new Error(SANDBOX_REFUSED), { statusCode: 503 });
  }
  async createIntent(): Promise<GatewayIntent> {
    this.refuse();
  }
  async retrieve(): Promise<GatewayIntent | null> {
    return null;
  }
  async findByKey(): Promise<GatewayIntent | null> {
    return null;
  }
  async confirmWithToken(): Promise<GatewayIntent> {
    this.refuse();
  }
  async refund(): Promise<GatewayRefund> {
    this.refuse();
  }
  async refundStatus(): Promise<RefundLookupResult> {
    return 'unknown';
  }
  verifyWebhook(): never {
    throw new WebhookSignatureError('No gateway');
  }
}

/**
 * The gateway of each family: the sandboxes by default, refused under NODE_ENV=production unless
 * PAYMENTS_SANDBOX=true. (Real providers plug in here when their keys are set.)
 */
export function buildGateways(config: Config, log: (message: string, err?: unknown) => void): { card: PaymentGateway; mobileMoney: PaymentGateway } {
  const secret = config.PAYMENTS_SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');
  const mode = config.PAYMENTS_SANDBOX_WEBHOOKS;
  const sandbox = (family: 'card' | 'mobile-money') => (config.paymentsSandbox ? new SandboxGateway(family, secret, mode, log) : new UnavailableGateway(family));
  return { card: stripeFrom(config) ?? sandbox('card'), mobileMoney: flutterwaveFrom(config) ?? sandbox('mobile-money') };
}

function stripeFrom(config: Config): StripeGateway | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new StripeGateway({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

function flutterwaveFrom(config: Config): FlutterwaveGateway | null {
  if (!config.FLUTTERWAVE_SECRET_KEY || !config.FLUTTERWAVE_SECRET_HASH) return null;
  return new FlutterwaveGateway({ secretKey: config.FLUTTERWAVE_SECRET_KEY, secretHash: config.FLUTTERWAVE_SECRET_HASH, publicKey: config.FLUTTERWAVE_PUBLIC_KEY!, apiBase: config.FLUTTERWAVE_API_BASE });
}
