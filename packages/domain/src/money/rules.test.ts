import { describe, expect, it } from 'vitest';
import {
  formatWholeAmount,
  CARD_CURRENCIES,
  CURRENCY_SYMBOLS,
  MOBILE_MONEY_CURRENCIES,
  TIP_MIN_MINOR,
  TIP_PERCENT_PRESETS,
  checkoutTotal,
  cheapestPerMonth,
  couponDiscount,
  currencyDecimals,
  isValidRefund,
  maxTip,
  minorPerMajor,
  refundable,
  sortByPriceDescending,
  tipMinimumMinor,
  currencySymbol,
  formatMoney,
  isCardCurrency,
  isMobileMoneyCurrency,
  isValidTip,
  monthlyPrice,
  paymentFamily,
  roundTotal,
  tipAmount,
  toMajor,
  toMinor,
} from './rules';

// Intl uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currency symbols', () => {
  it('match the spec table', () => {
    expect(CURRENCY_SYMBOLS).toEqual({
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
    });
  });

  it('ignore case and default to the dollar when the currency is missing', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol(undefined)).toBe('$');
    expect(currencySymbol(null)).toBe('$');
    expect(currencySymbol('  ')).toBe('$');
  });

  it('show an unknown code as itself instead of pretending it is usd', () => {
    expect(currencySymbol('jpy')).toBe('JPY ');
  });

  it('do not treat object keys as currencies', () => {
    expect(currencySymbol('constructor')).toBe('CONSTRUCTOR ');
  });
});

describe('payment families', () => {
  it('split the currencies between card and mobile money', () => {
    expect(CARD_CURRENCIES).toEqual(['usd', 'cad', 'aud', 'gbp', 'eur']);
    expect(MOBILE_MONEY_CURRENCIES).toEqual(['ngn', 'kes', 'ghs', 'ugx', 'zar', 'egp', 'mwk']);
    const all = [...CARD_CURRENCIES, ...MOBILE_MONEY_CURRENCIES].sort();
    expect(all).toEqual(Object.keys(CURRENCY_SYMBOLS).sort());
  });

  it('classify a code', () => {
    expect(isCardCurrency('EUR')).toBe(true);
    expect(isCardCurrency('ngn')).toBe(false);
    expect(isMobileMoneyCurrency('kes')).toBe(true);
    expect(isMobileMoneyCurrency(undefined)).toBe(false);
    expect(paymentFamily('usd')).toBe('card');
    expect(paymentFamily('ghs')).toBe('mobile-money');
    expect(paymentFamily('jpy')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('prints the symbol and two decimals', () => {
    expect(formatMoney(19900, 'usd', 'en')).toBe('$199.00');
    expect(formatMoney(5, 'usd', 'en')).toBe('$0.05');
    expect(formatMoney(0, 'gbp', 'en')).toBe('£0.00');
  });

  it('groups thousands the way the locale does', () => {
    expect(formatMoney(123456789, 'eur', 'en')).toBe('€1,234,567.89');
    expect(plain(formatMoney(123456789, 'eur', 'de'))).toBe('€1.234.567,89');
  });

  it('uses the local symbol of mobile-money currencies', () => {
    expect(formatMoney(1500000, 'ngn', 'en')).toBe('₦15,000.00');
    expect(formatMoney(250000, 'kes', 'en')).toBe('KSh2,500.00');
  });

  it('falls back to usd and English', () => {
    expect(formatMoney(1000)).toBe('$10.00');
    expect(formatMoney(1000, 'usd', 'eng')).toBe('$10.00');
    expect(formatMoney(1000, 'usd', 'not a locale!')).toBe('$10.00');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney(-500, 'usd', 'en')).toBe('-$5.00');
  });

  it('keeps each locale and number of decimals apart when formats are reused', () => {
    expect(formatMoney(1500000, 'usd', 'en')).toBe('$15,000.00');
    expect(formatMoney(1500000, 'ugx', 'en')).toBe('USh1,500,000');
    expect(plain(formatMoney(1500000, 'usd', 'de'))).toBe('$15.000,00');
    expect(formatMoney(1500000, 'usd', 'en')).toBe('$15,000.00');
  });
});

describe('formatWholeAmount', () => {
  it("writes a salary with its currency's symbol and no decimals, and a bare number when the currency is unknown", () => {
    expect(formatWholeAmount(50000, 'usd', 'en')).toBe('$50,000');
    expect(formatWholeAmount(42000, 'gbp', 'en')).toBe('£42,000');
    expect(formatWholeAmount(42000, 'eur', 'de')).toBe('€42.000');
    expect(formatWholeAmount(900000, 'inr', 'en')).toBe('INR 900,000');
    expect(formatWholeAmount(50000, '', 'en')).toBe('50,000');
  });
});

describe('minor units', () => {
  it('convert both ways without float drift', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(1999)).toBe(19.99);
  });

  it('round totals to whole minor units and never below zero', () => {
    expect(roundTotal(1234.5)).toBe(1235);
    expect(roundTotal(1234.4)).toBe(1234);
    expect(roundTotal(-10)).toBe(0);
    expect(checkoutTotal(19900, 2000)).toBe(17900);
    expect(checkoutTotal(19900)).toBe(19900);
    expect(checkoutTotal(1000, 5000)).toBe(0);
  });
});

describe('monthlyPrice', () => {
  it('converts each frequency as the spec says', () => {
    expect(monthlyPrice(100, 'Day')).toBe(3000);
    expect(monthlyPrice(1000, 'Week')).toBe(4000);
    expect(monthlyPrice(1000, 'Bi-Weekly')).toBe(2000);
    expect(monthlyPrice(1000, 'Month')).toBe(1000);
    expect(monthlyPrice(3000, '3-Months')).toBe(1000);
    expect(monthlyPrice(12000, 'Year')).toBe(1000);
  });

  it('rounds to whole minor units', () => {
    expect(monthlyPrice(1000, 'Year')).toBe(83);
    expect(monthlyPrice(1000, '3-Months')).toBe(333);
  });
});

describe('cheapestPerMonth', () => {
  it('compares per-month prices, not list prices', () => {
    const products = [
      { name: 'monthly', price: 2900, frequency: 'Month' },
      { name: 'yearly', price: 24000, frequency: 'Year' },
      { name: 'weekly', price: 900, frequency: 'Week' },
    ];
    expect(cheapestPerMonth(products)?.name).toBe('yearly');
  });

  it('keeps the first on a tie and skips unknown frequencies', () => {
    const products = [
      { name: 'odd', price: 1, frequency: 'Fortnight' },
      { name: 'a', price: 1000, frequency: 'Month' },
      { name: 'b', price: 3000, frequency: '3-Months' },
    ];
    expect(cheapestPerMonth(products)?.name).toBe('a');
  });

  it('is null without usable products', () => {
    expect(cheapestPerMonth([])).toBeNull();
    expect(cheapestPerMonth([{ price: 1, frequency: 'Hourly' }])).toBeNull();
  });
});

describe('tipAmount', () => {
  it('offers the spec presets', () => {
    expect(TIP_PERCENT_PRESETS).toEqual([5, 10, 15]);
  });

  it('is the rounded percentage of the price in whole units', () => {
    expect(tipAmount(20000, 15)).toBe(3000);
    expect(tipAmount(1999 * 10, 15)).toBe(3000);
    expect(tipAmount(19999, 10)).toBe(2000);
    expect(tipAmount(5000, 5)).toBe(300);
    expect(tipAmount(4900, 5)).toBe(200);
  });

  it('turns 1 unit or less into 2', () => {
    expect(tipAmount(1000, 10)).toBe(TIP_MIN_MINOR);
    expect(tipAmount(1400, 10)).toBe(200);
    expect(tipAmount(1000, 0)).toBe(200);
    expect(TIP_MIN_MINOR).toBe(200);
  });

  it('keeps 2 units when the percentage gives exactly 2', () => {
    expect(tipAmount(2000, 10)).toBe(200);
    expect(tipAmount(3000, 10)).toBe(300);
  });

  it('keeps the percentage between 0 and 100', () => {
    expect(tipAmount(10000, 250)).toBe(10000);
    expect(tipAmount(10000, -5)).toBe(200);
    expect(tipAmount(10000, Number.NaN)).toBe(200);
  });
});

describe('isValidTip', () => {
  it('needs whole minor units of at least 2 units', () => {
    expect(isValidTip(200)).toBe(true);
    expect(isValidTip(199)).toBe(false);
    expect(isValidTip(250.5)).toBe(false);
  });
});

describe('currency decimals', () => {
  it('gives ugx no decimals and the others two', () => {
    expect(currencyDecimals('ugx')).toBe(0);
    expect(currencyDecimals('UGX')).toBe(0);
    expect(currencyDecimals('usd')).toBe(2);
    expect(currencyDecimals('jpy-unknown')).toBe(2);
    expect(minorPerMajor('ugx')).toBe(1);
    expect(minorPerMajor('kes')).toBe(100);
  });

  it('formats and converts ugx in whole shillings', () => {
    expect(formatMoney(15000, 'ugx', 'en')).toBe('USh15,000');
    expect(toMinor(15000, 'ugx')).toBe(15000);
    expect(toMinor(19.99, 'usd')).toBe(1999);
    expect(toMajor(15000, 'ugx')).toBe(15000);
  });

  it('rounds ugx tips to whole shillings with a minimum of 2 shillings', () => {
    expect(tipAmount(100000, 10, 'ugx')).toBe(10000);
    expect(tipAmount(10, 10, 'ugx')).toBe(2);
    expect(tipMinimumMinor('ugx')).toBe(2);
    expect(tipMinimumMinor('usd')).toBe(200);
  });
});

describe('tips within bounds', () => {
  it('refuses a tip above the ceiling or below the minimum', () => {
    expect(isValidTip(200, 'usd', 10000)).toBe(true);
    expect(isValidTip(10001, 'usd', 10000)).toBe(false);
    expect(isValidTip(1, 'ugx')).toBe(false);
    expect(isValidTip(2, 'ugx')).toBe(true);
    expect(maxTip(100, 'usd')).toBe(200);
    expect(maxTip(19900, 'usd')).toBe(19900);
  });
});

describe('package ordering', () => {
  it('sorts by price, highest first, without changing the input', () => {
    const input = [{ name: 'a', price: 100 }, { name: 'b', price: 300 }, { name: 'c', price: 200 }];
    expect(sortByPriceDescending(input).map((p) => p.name)).toEqual(['b', 'c', 'a']);
    expect(input[0]!.name).toBe('a');
  });
});

describe('coupon discounts and totals', () => {
  it('takes a percentage rounded to minor units', () => {
    expect(couponDiscount(19900, { kind: 'percent', value: 10 })).toBe(1990);
    expect(couponDiscount(999, { kind: 'percent', value: 15 })).toBe(150);
    expect(checkoutTotal(19900, couponDiscount(19900, { kind: 'percent', value: 10 }))).toBe(17910);
  });

  it('takes a fixed amount, never more than the price', () => {
    expect(couponDiscount(19900, { kind: 'fixed', value: 2000 })).toBe(2000);
    expect(couponDiscount(1000, { kind: 'fixed', value: 5000 })).toBe(1000);
    expect(couponDiscount(1000, { kind: 'percent', value: 100 })).toBe(1000);
    expect(checkoutTotal(1000, couponDiscount(1000, { kind: 'percent', value: 100 }))).toBe(0);
  });

  it('ignores nonsense values', () => {
    expect(couponDiscount(1000, { kind: 'fixed', value: -5 })).toBe(0);
    expect(couponDiscount(1000, { kind: 'percent', value: Number.NaN })).toBe(0);
    expect(couponDiscount(1000, { kind: 'percent', value: 250 })).toBe(1000);
  });
});

describe('refunds', () => {
  it('never exceed what is left of the payment', () => {
    expect(refundable(19900, 5000)).toBe(14900);
    expect(isValidRefund(14900, 19900, 5000)).toBe(true);
    expect(isValidRefund(14901, 19900, 5000)).toBe(false);
    expect(isValidRefund(0, 19900, 0)).toBe(false);
    expect(refundable(100, 500)).toBe(0);
  });
});
