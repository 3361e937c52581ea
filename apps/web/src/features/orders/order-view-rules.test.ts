import { describe, expect, it } from 'vitest';
import { completionModalOpens, completionTipOffered, pendingStepRedirect } from './order-view-rules';

describe('pendingStepRedirect', () => {
  it('asks the initial questions first, then the contract', () => {
    expect(pendingStepRedirect({ _id: 'o1', contract_signed: false })).toBe('/order/o1/initial-question');
    expect(pendingStepRedirect({ _id: 'o1', customer_industries: [], contract_signed: true })).toBe('/order/o1/initial-question');
    expect(pendingStepRedirect({ _id: 'o1', customer_industries: ['Legal'], contract_signed: false })).toBe('/contract/fill/o1');
    expect(pendingStepRedirect({ _id: 'o1', customer_industries: ['Legal'], contract_signed: true })).toBeNull();
  });
});

describe('completionModalOpens', () => {
  const done = { statusPercentage: 100, tipByCustomer: false, noShowCheck: false };
  it('opens for a complete, untipped order, whatever its currency', () => {
    expect(completionModalOpens(done)).toBe(true);
  });
  it('stays shut below 100, after a tip, and when dismissed for good', () => {
    expect(completionModalOpens({ ...done, statusPercentage: 99 })).toBe(false);
    expect(completionModalOpens({ ...done, tipByCustomer: true })).toBe(false);
    expect(completionModalOpens({ ...done, noShowCheck: true })).toBe(false);
  });
});

describe('completionTipOffered', () => {
  it('offers the tip for card currencies only, and not where the site hides it', () => {
    expect(completionTipOffered('usd', false)).toBe(true);
    expect(completionTipOffered('EUR', undefined)).toBe(true);
    expect(completionTipOffered('ngn', false)).toBe(false);
    expect(completionTipOffered('kes', false)).toBe(false);
    expect(completionTipOffered(null, false)).toBe(false);
    expect(completionTipOffered('usd', true)).toBe(false);
  });
});

