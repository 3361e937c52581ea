import { describe, expect, it } from 'vitest';
import { canMove, isFinalState, luhnValid, parseSandboxToken, plausibleMobilePhone, sandboxCardOutcome, stateForGatewayStatus } from './rules';

describe('payment states', () => {
  it('only move forward', () => {
    expect(canMove('pending', 'requires_action')).toBe(true);
    expect(canMove('pending', 'succeeded')).toBe(true);
    expect(canMove('requires_action', 'succeeded')).toBe(true);
    expect(canMove('requires_action', 'pending')).toBe(false);
    expect(canMove('pending', 'pending')).toBe(false);
  });

  it('never leave a final state', () => {
    for (const from of ['succeeded', 'failed', 'expired'] as const) {
      expect(isFinalState(from)).toBe(true);
      for (const to of ['pending', 'requires_action', 'succeeded', 'failed', 'expired'] as const) expect(canMove(from, to)).toBe(false);
    }
  });

  it('map gateway statuses', () => {
    expect(stateForGatewayStatus('succeeded')).toBe('succeeded');
    expect(stateForGatewayStatus('processing')).toBe('pending');
    expect(stateForGatewayStatus('requires_payment_method')).toBe('pending');
    expect(stateForGatewayStatus('requires_action')).toBe('requires_action');
    expect(stateForGatewayStatus('canceled')).toBe('failed');
  });
});

describe('sandbox cards', () => {
  it('check numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });

  it('give each test card its outcome', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(sandboxCardOutcome('4000000000000002')).toBe('declined');
    expect(sandboxCardOutcome('4000000000003220')).toBe('three_d_secure');
    expect(sandboxCardOutcome('4000000000000341')).toBe('instalment_declined');
    expect(sandboxCardOutcome('4000000000009995')).toBe('processing');
    expect(sandboxCardOutcome('1234')).toBeNull();
  });

  it('tokens carry the outcome and last four digits only', () => {
    expect(parseSandboxToken('sbx_declined_0002_abcdefgh12')).toEqual({ outcome: 'declined', last4: '0002' });
    expect(parseSandboxToken('4242424242424242')).toBeNull();
    expect(parseSandboxToken('sbx_succeeded_4242424242424242_abcdefgh')).toBeNull();
  });
});

describe('plausibleMobilePhone', () => {
  it('counts the digits of the number as typed, separators aside', () => {
    expect(plausibleMobilePhone('0700 000 001')).toBe(true);
    expect(plausibleMobilePhone('+254-700-000')).toBe(true);
    expect(plausibleMobilePhone('070 00 0')).toBe(false);
    expect(plausibleMobilePhone('')).toBe(false);
  });
});
