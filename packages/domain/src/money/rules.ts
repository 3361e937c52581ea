// Money is held as integer minor units (hundredths of the major unit, for every currency we
// support) plus a lower-case ISO currency code. Display follows spec 000 section 9.

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

function formatNumber(value: number, locale: string | undefined): string {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(intlLocale(locale), options).format(value);
  } catch {
    // An unknown locale tag throws; the amount must still show.
    return new Intl.NumberFormat('en', options).format(value);
  }
}

/** Symbol plus the locale-formatted amount with two decimals, the sign in front: `-$5.00`. */
export function formatMoney(minorUnits: number, currency?: string | null, locale?: string): string {
  const sign = minorUnits < 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${formatNumber(Math.abs(minorUnits) / MINOR_PER_MAJOR, locale)}`;
}

/** Major units (as typed or as a provider reports them) to integer minor units. */
export function toMinor(major: number): number {
  // toFixed first so 1.005 (stored as 1.00499...) rounds to 101, as a person would expect.
  return Math.round(Number((major * MINOR_PER_MAJOR).toFixed(6)));
}

export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
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

/**
 * The tip for a percentage of the order price: the percentage rounded to whole currency units;
 * 1 unit or less becomes 2, the minimum. Returned in minor units.
 */
export function tipAmount(priceMinor: number, percent: number): number {
  const bounded = Math.min(TIP_MAX_PERCENT, Math.max(TIP_MIN_PERCENT, Number.isFinite(percent) ? percent : 0));
  const units = Math.round((priceMinor * bounded) / (100 * MINOR_PER_MAJOR));
  return units <= 1 ? TIP_MIN_MINOR : units * MINOR_PER_MAJOR;
}

export function isValidTip(amountMinor: number): boolean {
  return Number.isInteger(amountMinor) && amountMinor >= TIP_MIN_MINOR;
}
