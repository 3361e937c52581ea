import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting comes from the environment, parsed once; each has a working embedded default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('::'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Scheme and port used to build links in mail from a site's own domain. */
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  PUBLIC_PORT: z.coerce.number().int().optional(),
  TRUST_PROXY: flag.default(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@portal.local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(12 * 60),
  /** Keep the order screens' answers until their site's data changes (platform/db/read-cache.ts). */
  READ_CACHE: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Default: on, but off with NODE_ENV=production (demo accounts have a published password). */
  SEED_DEMO_DATA: flag.optional(),
  /** Adzuna's job search API: used beside the postings index only when both keys are set. */
  ADZUNA_APP_ID: z.string().min(1).optional(),
  ADZUNA_APP_KEY: z.string().min(1).optional(),
  ADZUNA_COUNTRY: z.string().regex(/^[a-z]{2}$/).default('us'),
  /** The built web client; another folder lets a second build be served side by side. */
  WEB_DIST_DIR: z.string().optional(),
  /** The sandbox payment gateways: on by default, refused with NODE_ENV=production unless set to true. */
  PAYMENTS_SANDBOX: flag.optional(),
  /** The secret the sandbox gateways sign their webhooks with (a random one per process by default). */
  PAYMENTS_SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** `manual`: the sandbox keeps its webhooks until a test delivers them (fault-injection tests). */
  PAYMENTS_SANDBOX_WEBHOOKS: z.enum(['auto', 'manual']).default('auto'),
  /** Stripe for card payments when set (its webhook endpoint's signing secret with it). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The browser's key for Stripe.js (pk_...): sent to every checkout page, so never a secret key. */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a publishable key (pk_...), never the secret key').optional(),
  /** Another Stripe API address (tests: a local stand-in), as `http://127.0.0.1:12111`. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Flutterwave for mobile money when set (the secret hash is the webhook's `verif-hash`). */
  FLUTTERWAVE_SECRET_KEY: z.string().optional(),
  FLUTTERWAVE_SECRET_HASH: z.string().optional(),
  /** The browser's key for Flutterwave's payment dialog (FLWPUBK...): public, never the secret key. */
  FLUTTERWAVE_PUBLIC_KEY: z.string().regex(/^FLWPUBK/, 'must be a public key (FLWPUBK...), never the secret key').optional(),
  FLUTTERWAVE_API_BASE: z.string().url().optional(),
})
  // A real gateway whose browser part has no key would take no payment at all: refuse to start instead.
  .refine((c) => !c.STRIPE_SECRET_KEY || c.STRIPE_PUBLISHABLE_KEY, { path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required with STRIPE_SECRET_KEY (the checkout loads Stripe.js with it)' })
  .refine((c) => !c.FLUTTERWAVE_SECRET_KEY || c.FLUTTERWAVE_PUBLIC_KEY, { path: ['FLUTTERWAVE_PUBLIC_KEY'], message: 'is required with FLUTTERWAVE_SECRET_KEY (the checkout opens the payment dialog with it)' });

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    filesDir: path.join(dataDir, 'files'),
    outboxDir: path.join(dataDir, 'outbox'),
    publicPort: c.PUBLIC_PORT ?? c.PORT,
    secureCookies: c.PUBLIC_SCHEME === 'https',
    seedDemoData: c.SEED_DEMO_DATA ?? c.NODE_ENV !== 'production',
    paymentsSandbox: c.PAYMENTS_SANDBOX ?? c.NODE_ENV !== 'production',
  };
}
