import { z } from 'zod/mini';
import { FREQUENCIES, cheapestPerMonth, monthlyPrice, type Frequency } from '../money/rules';

/** The review page's five tabs, in order (spec 002 section 2.5). */
export const REVIEW_TABS = ['Structure', 'Impact and Experience', 'Language', 'ATS', 'Best-Fit Jobs'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

/** 20 percent per tab visited (each tab counts once). */
export function reviewProgress(visited: readonly string[]): number {
  const known = new Set(visited.filter((tab): tab is ReviewTab => (REVIEW_TABS as readonly string[]).includes(tab)));
  return Math.min(100, known.size * (100 / REVIEW_TABS.length));
}

/** The next tab after `index` (the last wraps to the first) and the one before (the first wraps to the last). */
export function nextTab(index: number): number {
  return (index + 1) % REVIEW_TABS.length;
}
export function previousTab(index: number): number {
  return (index - 1 + REVIEW_TABS.length) % REVIEW_TABS.length;
}

/** Testimonials and the consultation banner rotate every 5 s. */
export const TESTIMONIAL_INTERVAL_MS = 5_000;
/** The satisfaction footer's success alert closes after 2 s. */
export const FEEDBACK_ALERT_MS = 2_000;

export const clientProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Minor units of the site's currency. */
  price: z.number(),
  frequency: z.enum(FREQUENCIES),
  productLink: z.string(),
  productDescription: z.string(),
  buttonText: z.string(),
});
export type ClientProduct = z.infer<typeof clientProductSchema>;

/** What a site sets for its review page (kept in the site's configuration under `reviewPage`). */
export const reviewPageSettingsSchema = z.object({
  clientProducts: z._default(z.array(clientProductSchema), []),
  expertHelperTextSection: z._default(z.nullable(z.object({ helperText: z.string(), buttonText: z.string() })), null),
  /** The call-us box, for the sites that enable it. */
  callUs: z._default(z.nullable(z.object({ phone: z.string(), text: z.string() })), null),
  testimonials: z._default(z.array(z.object({ name: z.string(), text: z.string() })), []),
  colours: z._default(z.nullable(z.object({ header: z.string(), accent: z.string() })), null),
});
export type ReviewPageSettings = z.infer<typeof reviewPageSettingsSchema>;

/** A client product with its price per month, for the plans column. */
export function withMonthlyPrice(product: ClientProduct): ClientProduct & { monthly: number } {
  return { ...product, monthly: monthlyPrice(product.price, product.frequency as Frequency) };
}

/** The expert rewrite button's product: the cheapest per month (spec 002 section 9). */
export function expertRewriteProduct(products: readonly ClientProduct[]): ClientProduct | null {
  return cheapestPerMonth(products);
}

/** Review-page currency symbols (spec 002 section 9): the five card currencies. */
export const REVIEW_CURRENCY_SYMBOLS: Record<string, string> = { usd: '$', cad: 'C$', aud: 'A$', gbp: '£', eur: '€' };

/** The ATS copy's figures (spec 002 section 2.5). */
export const ATS_FACTS = { fortune500Percent: 95, applicationsPerPosting: 250 } as const;

/** A site's custom checkout settings (spec 000 section 3). */
export const customCheckoutSchema = z.object({
  url: z.string().check(z.url()),
  method: z.string(),
  responseFieldPath: z.nullable(z.optional(z.string().check(z.maxLength(200)))),
  token: z.nullable(z.optional(z.string().check(z.maxLength(2000)))),
  tokenName: z.nullable(z.optional(z.string().check(z.maxLength(200)))),
  tokenLocation: z.nullable(z.optional(z.enum(['header', 'query', 'headers', 'params']))),
});
export type CustomCheckout = z.infer<typeof customCheckoutSchema>;

/** Only a GET custom checkout is consistent (spec 000 section 5); anything else is reported as inconsistent. */
export function customCheckoutProblem(value: unknown): string | null {
  const parsed = customCheckoutSchema.safeParse(value);
  if (!parsed.success || parsed.data.method.trim().toUpperCase() !== 'GET') return 'Custom Checkout Data is inconsistent';
  return null;
}

/** The value at a dotted path (`data.checkout.url`) of a JSON answer. */
export function valueAtPath(value: unknown, path: string): unknown {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined), value);
}
