// Money is held as integer minor units of each currency's own smallest unit (cents for usd, whole
// shillings for ugx, which has no decimals) plus a lower-case ISO currency code. Display follows
// spec 000 section 9.

/** Minor units per major unit of a two-decimal currency (the default). */
export const MINOR_PER_MAJOR = 100;

export const CURRENCY_SYMBOLS = {
  usd: '$',
  cad: 'C$',
  aud: 'A$',
  gbp: '£',
  eur: '€',
  ngn: '₦',
  kes: 'KSh',
  ghs: 'GH₵',
  ugx: 'USh',
  zar: 'R',
  egp: 'ج.م',
  mwk: 'MK',
} as const;

export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const DEFAULT_CURRENCY: Currency = 'usd';

export const CARD_CURRENCIES = ['usd', 'cad', 'aud', 'gbp', 'eur'] as const satisfies readonly Currency[];
export const MOBILE_MONEY_CURRENCIES = ['ngn', 'kes', 'ghs', 'ugx', 'zar', 'egp', 'mwk'] as const satisfies readonly Currency[];

export function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CURRENCY_SYMBOLS, code);
}

/** Decimals of each currency (ISO 4217): ugx has none, the others two. */
export const CURRENCY_DECIMALS: Record<Currency, number> = {
  usd: 2,
  cad: 2,
  aud: 2,
  gbp: 2,
  eur: 2,
  ngn: 2,
  kes: 2,
  ghs: 2,
  ugx: 0,
  zar: 2,
  egp: 2,
  mwk: 2,
};

/** The decimals of a currency; an unknown or missing one has two. */
export function currencyDecimals(code: string | null | undefined): number {
  const normalized = (code ?? '').trim().toLowerCase();
  return isCurrency(normalized) ? CURRENCY_DECIMALS[normalized] : 2;
}

/** Minor units in one major unit of the currency: 100 for usd, 1 for ugx. */
export function minorPerMajor(code: string | null | undefined): number {
  return 10 ** currencyDecimals(code);
}

export function isCardCurrency(code: string | null | undefined): boolean {
  return (CARD_CURRENCIES as readonly string[]).includes((code ?? '').toLowerCase());
}

export function isMobileMoneyCurrency(code: string | null | undefined): boolean {
  return (MOBILE_MONEY_CURRENCIES as readonly string[]).includes((code ?? '').toLowerCase());
}

export type PaymentFamily = 'card' | 'mobile-money';

export function paymentFamily(code: string | null | undefined): PaymentFamily | null {
  if (isCardCurrency(code)) return 'card';
  if (isMobileMoneyCurrency(code)) return 'mobile-money';
  return null;
}

/**
 * The symbol shown before an amount. A missing currency is usd, the spec's default. A code we do
 * not know is shown as itself (upper case, then a space) rather than as usd: labelling an unknown
 * currency with the dollar would misstate the amount.
 */
export function currencySymbol(code: string | null | undefined): string {
  const normalized = (code ?? '').trim().toLowerCase();
  if (normalized === '') return CURRENCY_SYMBOLS[DEFAULT_CURRENCY];
  if (isCurrency(normalized)) return CURRENCY_SYMBOLS[normalized];
  return `${normalized.toUpperCase()} `;
}

// The app's language codes; `eng` is an alias of `en`.
function intlLocale(locale: string | undefined): string {
  if (locale === undefined || locale === '' || locale === 'eng') return 'en';
  return locale;
}

// Making a number format is far dearer than using one (a list of prices made one per price), so
// each locale and number of decimals gets one, made on first use and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}/${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      // An unknown locale tag throws; the amount must still show.
      format = new Intl.NumberFormat('en', options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

function formatNumber(value: number, locale: string | undefined, decimals = 2): string {
  return numberFormat(intlLocale(locale), decimals).format(value);
}

/** Symbol plus the locale-formatted amount with the currency's decimals, the sign in front: `-$5.00`, `USh15,000`. */
export function formatMoney(minorUnits: number, currency?: string | null, locale?: string): string {
  const sign = minorUnits < 0 ? '-' : '';
  const decimals = currencyDecimals(currency);
  return `${sign}${currencySymbol(currency)}${formatNumber(Math.abs(minorUnits) / 10 ** decimals, locale, decimals)}`;
}

/**
 * A whole amount in major units (a job's salary) with its currency's symbol: `$50,000`, `£42,000`;
 * the bare number when the currency is not known (''), since the default's dollar could misstate it.
 */
export function formatWholeAmount(major: number, currency: string, locale?: string): string {
  const number = formatNumber(major, locale, 0);
  return currency.trim() === '' ? number : `${currencySymbol(currency)}${number}`;
}

/** Major units (as typed or as a provider reports them) to integer minor units of the currency. */
export function toMinor(major: number, currency?: string | null): number {
  // toFixed first so 1.005 (stored as 1.00499...) rounds to 101, as a person would expect.
  return Math.round(Number((major * minorPerMajor(currency)).toFixed(6)));
}

export function toMajor(minor: number, currency?: string | null): number {
  return minor / minorPerMajor(currency);
}

/**
 * "Totals are rounded to 2 decimals": a computed amount in minor units (a percentage discount may
 * leave a fraction) becomes whole minor units, and a total is never below zero.
 */
export function roundTotal(amountMinor: number): number {
  return Math.max(0, Math.round(amountMinor));
}

export function checkoutTotal(priceMinor: number, discountMinor = 0): number {
  return roundTotal(priceMinor - discountMinor);
}

export const FREQUENCIES = ['Day', 'Week', 'Bi-Weekly', 'Month', '3-Months', 'Year'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

// Spec 002 section 9; Bi-Weekly counts as twice a month, as the spec says.
const PER_MONTH: Record<Frequency, number> = {
  Day: 30,
  Week: 4,
  'Bi-Weekly': 2,
  Month: 1,
  '3-Months': 1 / 3,
  Year: 1 / 12,
};

export function isFrequency(value: string): value is Frequency {
  return (FREQUENCIES as readonly string[]).includes(value);
}

/** The price per month in minor units, rounded to whole minor units. */
export function monthlyPrice(priceMinor: number, frequency: Frequency): number {
  return Math.round(priceMinor * PER_MONTH[frequency]);
}

/**
 * The product that costs least per month (the expert rewrite button points to it). Products with
 * a frequency we do not know are skipped; on a tie the first listed wins.
 */
export function cheapestPerMonth<T extends { price: number; frequency: string }>(products: readonly T[]): T | null {
  let best: { product: T; monthly: number } | null = null;
  for (const product of products) {
    if (!isFrequency(product.frequency)) continue;
    const monthly = monthlyPrice(product.price, product.frequency);
    if (best === null || monthly < best.monthly) best = { product, monthly };
  }
  return best?.product ?? null;
}

export const TIP_PERCENT_PRESETS = [5, 10, 15] as const;
export const TIP_MIN_PERCENT = 0;
export const TIP_MAX_PERCENT = 100;
export const TIP_MIN_UNITS = 2;
export const TIP_MIN_MINOR = TIP_MIN_UNITS * MINOR_PER_MAJOR;

/** The smallest tip in minor units of the currency: 2 units (200 cents, 2 ugx). */
export function tipMinimumMinor(currency?: string | null): number {
  return TIP_MIN_UNITS * minorPerMajor(currency);
}

/**
 * The tip for a percentage of the order price: the percentage rounded to whole currency units;
 * 1 unit or less becomes 2, the minimum. Returned in minor units of the currency.
 */
export function tipAmount(priceMinor: number, percent: number, currency?: string | null): number {
  const bounded = Math.min(TIP_MAX_PERCENT, Math.max(TIP_MIN_PERCENT, Number.isFinite(percent) ? percent : 0));
  const perMajor = minorPerMajor(currency);
  const units = Math.round((priceMinor * bounded) / (100 * perMajor));
  return units <= 1 ? tipMinimumMinor(currency) : units * perMajor;
}

/** A tip is whole minor units, at least the minimum, and (when a ceiling is given) not above it. */
export function isValidTip(amountMinor: number, currency?: string | null, maxMinor?: number): boolean {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < tipMinimumMinor(currency)) return false;
  return maxMinor === undefined || amountMinor <= maxMinor;
}

/** The most a tip may be: the order price (the 100 percent of the slider), but never below the minimum. */
export function maxTip(priceMinor: number, currency?: string | null): number {
  return Math.max(tipMinimumMinor(currency), priceMinor);
}

/** Packages as the plans column shows them: by price, highest first; the first is "most popular". */
export function sortByPriceDescending<T extends { price: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.price - a.price);
}

export type CouponRule = { kind: 'percent' | 'fixed'; value: number };

/**
 * What a coupon takes off a price, in minor units: a percentage (0 to 100) of the price rounded to
 * whole minor units, or a fixed amount in minor units; never more than the price, never negative.
 */
export function couponDiscount(priceMinor: number, coupon: CouponRule): number {
  if (!Number.isFinite(coupon.value) || coupon.value <= 0 || priceMinor <= 0) return 0;
  const raw = coupon.kind === 'percent' ? (priceMinor * Math.min(100, coupon.value)) / 100 : Math.floor(coupon.value);
  return Math.min(priceMinor, Math.round(raw));
}

/** What may still be refunded of a payment: what was paid less what was already refunded. */
export function refundable(paidMinor: number, refundedMinor: number): number {
  return Math.max(0, paidMinor - Math.max(0, refundedMinor));
}

/** A refund is allowed when it is whole, positive and within what is still refundable. */
export function isValidRefund(amountMinor: number, paidMinor: number, refundedMinor: number): boolean {
  return Number.isSafeInteger(amountMinor) && amountMinor > 0 && amountMinor <= refundable(paidMinor, refundedMinor);
}
