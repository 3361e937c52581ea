import { describe, expect, it } from 'vitest';
import { contrast } from '../colour/contrast';
import { contrastChecks } from './rules';

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrast('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#2457d6', '#2457d6')).toBe(1);
    expect(contrast('not a colour', '#fff')).toBe(1);
  });

  it('passes a dark brand colour and warns about a pale one', () => {
    expect(contrastChecks({ primary: '#2457d6', accent: '#0f766e' }).every((c) => c.ok)).toBe(true);
    const pale = contrastChecks({ primary: '#ffd43b', accent: '#2457d6' });
    expect(pale.find((c) => c.pair === 'primaryOnWhite')).toMatchObject({ ok: false });
    // A filled button on yellow takes black text, which reads.
    expect(pale.find((c) => c.pair === 'textOnPrimary')).toMatchObject({ ok: true });
  });
});
