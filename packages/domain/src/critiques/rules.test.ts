import { describe, expect, it } from 'vitest';
import { expertRewriteProduct, nextTab, previousTab, REVIEW_TABS, reviewProgress, withMonthlyPrice } from './rules';

describe('review tabs', () => {
  it('count 20 percent per tab, each once', () => {
    expect(reviewProgress([])).toBe(0);
    expect(reviewProgress(['Structure'])).toBe(20);
    expect(reviewProgress(['Structure', 'Structure', 'ATS'])).toBe(40);
    expect(reviewProgress([...REVIEW_TABS, 'Unknown'])).toBe(100);
  });

  it('wrap at both ends', () => {
    expect(nextTab(4)).toBe(0);
    expect(nextTab(0)).toBe(1);
    expect(previousTab(0)).toBe(4);
  });
});

describe('client products', () => {
  const products = [
    { _id: 'a', name: 'Monthly', price: 2900, frequency: 'Month' as const, productLink: '', productDescription: '', buttonText: '' },
    { _id: 'b', name: 'Yearly', price: 24000, frequency: 'Year' as const, productLink: '', productDescription: '', buttonText: '' },
  ];
  it('show their monthly price and pick the cheapest per month for the expert rewrite', () => {
    expect(withMonthlyPrice(products[1]!).monthly).toBe(2000);
    expect(expertRewriteProduct(products)?._id).toBe('b');
  });
});

describe('custom checkout', () => {
  it('is consistent only with GET', async () => {
    const { customCheckoutProblem, valueAtPath } = await import('./rules');
    expect(customCheckoutProblem({ url: 'https://pay.example.com/link', method: 'get' })).toBeNull();
    expect(customCheckoutProblem({ url: 'https://pay.example.com/link', method: 'POST' })).toBe('Custom Checkout Data is inconsistent');
    expect(customCheckoutProblem({ url: 'not a url', method: 'GET' })).toBe('Custom Checkout Data is inconsistent');
    expect(valueAtPath({ data: { link: 'x' } }, 'data.link')).toBe('x');
    expect(valueAtPath({ data: {} }, 'data.link.deeper')).toBeUndefined();
    expect(valueAtPath({}, 'constructor')).toBeUndefined();
  });
});
