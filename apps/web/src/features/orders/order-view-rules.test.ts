import { describe, expect, it } from 'vitest';
import { completionModalOpens, pendingStepRedirect } from './order-view-rules';

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
  it('opens for a complete, untipped order paid by card', () => {
    expect(completionModalOpens(done, 'usd')).toBe(true);
    expect(completionModalOpens(done, 'EUR')).toBe(true);
  });
  it('stays shut below 100, after a tip, when dismissed for good, and for mobile-money currencies', () => {
    expect(completionModalOpens({ ...done, statusPercentage: 99 }, 'usd')).toBe(false);
    expect(completionModalOpens({ ...done, tipByCustomer: true }, 'usd')).toBe(false);
    expect(completionModalOpens({ ...done, noShowCheck: true }, 'usd')).toBe(false);
    expect(completionModalOpens(done, 'ngn')).toBe(false);
  });
});

