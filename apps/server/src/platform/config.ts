import path from 'node:path';
import { z } from 'zod/mini';

const flag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

/** Every setting comes from the environment, parsed once; each has a working embedded default. */
const envSchema = z
  .object({
    NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
    PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
    HOST: z._default(z.string(), '::'),
    DATA_DIR: z._default(z.string(), './data'),
    DATABASE_URL: z.optional(z.string().check(z.url())),
    /** Scheme and port used to build links in mail from a site's own domain. */
    PUBLIC_SCHEME: z._default(z.enum(['http', 'https']), 'http'),
    PUBLIC_PORT: z.optional(z.coerce.number().check(z.int())),
    TRUST_PROXY: z._default(flag, false),
    SMTP_URL: z.optional(z.string()),
    MAIL_FROM: z._default(z.string(), 'no-reply@portal.local'),
    S3_ENDPOINT: z.optional(z.string()),
    S3_REGION: z._default(z.string(), 'us-east-1'),
    S3_BUCKET: z.optional(z.string()),
    S3_ACCESS_KEY_ID: z.optional(z.string()),
    S3_SECRET_ACCESS_KEY: z.optional(z.string()),
    SESSION_IDLE_MINUTES: z._default(z.coerce.number().check(z.int(), z.positive()), 12 * 60),
    /** Keep the order screens' answers until their site's data changes (platform/db/read-cache.ts). */
    READ_CACHE: z._default(flag, true),
    LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
    /** Default: on, but off with NODE_ENV=production (demo accounts have a published password). */
    SEED_DEMO_DATA: z.optional(flag),
    /** Adzuna's job search API: used beside the postings index only when both keys are set. */
    ADZUNA_APP_ID: z.optional(z.string().check(z.minLength(1))),
    ADZUNA_APP_KEY: z.optional(z.string().check(z.minLength(1))),
    ADZUNA_COUNTRY: z._default(z.string().check(z.regex(/^[a-z]{2}$/)), 'us'),
    /** The built web client; another folder lets a second build be served side by side. */
    WEB_DIST_DIR: z.optional(z.string()),
    /** The sandbox payment gateways: on by default, refused with NODE_ENV=production unless set to true. */
    PAYMENTS_SANDBOX: z.optional(flag),
    /** The secret the sandbox gateways sign their webhooks with (a random one per process by default). */
    PAYMENTS_SANDBOX_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(16))),
    /** `manual`: the sandbox keeps its webhooks until a test delivers them (fault-injection tests). */
    PAYMENTS_SANDBOX_WEBHOOKS: z._default(z.enum(['auto', 'manual']), 'auto'),
    /** Stripe for card payments when set (its webhook endpoint's signing secret with it). */
    STRIPE_SECRET_KEY: z.optional(z.string()),
    STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
    /** The browser's key for Stripe.js (pk_...): sent to every checkout page, so never a secret key. */
    STRIPE_PUBLISHABLE_KEY: z.optional(z.string().check(z.regex(/^pk_/, 'must be a publishable key (pk_...), never the secret key'))),
    /** Another Stripe API address (tests: a local stand-in), as `http://127.0.0.1:12111`. */
    STRIPE_API_BASE: z.optional(z.string().check(z.url())),
    /** Flutterwave for mobile money when set (the secret hash is the webhook's `verif-hash`). */
    FLUTTERWAVE_SECRET_KEY: z.optional(z.string()),
    FLUTTERWAVE_SECRET_HASH: z.optional(z.string()),
    /** The browser's key for Flutterwave's payment dialog (FLWPUBK...): public, never the secret key. */
    FLUTTERWAVE_PUBLIC_KEY: z.optional(z.string().check(z.regex(/^FLWPUBK/, 'must be a public key (FLWPUBK...), never the secret key'))),
    FLUTTERWAVE_API_BASE: z.optional(z.string().check(z.url())),
  })
  .check(
    z.refine((c) => !c.STRIPE_SECRET_KEY || c.STRIPE_PUBLISHABLE_KEY, { path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required with STRIPE_SECRET_KEY (the checkout loads Stripe.js with it)' }),
    z.refine((c) => !c.FLUTTERWAVE_SECRET_KEY || c.FLUTTERWAVE_PUBLIC_KEY, {
      path: ['FLUTTERWAVE_PUBLIC_KEY'],
      message: 'is required with FLUTTERWAVE_SECRET_KEY (the checkout opens the payment dialog with it)',
    }),
  );

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
