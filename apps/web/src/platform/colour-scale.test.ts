import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { contrast, parseHexColour } from '@portal/domain/colour/contrast';
import { colourScale, readableShade } from './colour-scale';

describe('colourScale', () => {
  it('gives ten shades with the site colour at shade 6', () => {
    const scale = colourScale('#1C7ED6')!;
    expect(scale).toHaveLength(10);
    expect(scale[6]).toBe('#1c7ed6');
  });

  it('runs from light to dark', () => {
    const lightness = colourScale('#e64980')!.map((hex) => parseHexColour(hex)!.reduce((sum, channel) => sum + channel, 0));
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1]!);
  });

  it('accepts the short form and refuses what is not a hex colour', () => {
    expect(colourScale('#0af')?.[6]).toBe('#00aaff');
    expect(colourScale('blue')).toBeNull();
    expect(colourScale('')).toBeNull();
  });
});

describe('contrast', () => {
  it('matches the WCAG figures', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's default dimmed grey on white: the 3.3:1 the review measured.
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('readableShade', () => {
  const teal = DEFAULT_THEME.colors.teal;

  it('keeps the brand shade when it already reads', () => {
    const navy = colourScale('#1b2a6b')!;
    expect(readableShade(navy, ['#ffffff'])).toBe(navy[6]);
  });

  it('moves to a darker shade that reaches 4.5:1 on every background', () => {
    // Mantine 9's light variant: shade 1 behind the text.
    const background = teal[1];
    const shade = readableShade(teal, ['#ffffff', background]);
    expect(shade).not.toBe(teal[6]);
    expect(contrast(teal[6], background)).toBeLessThan(4.5);
    for (const bg of ['#ffffff', background]) expect(contrast(shade, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens beyond the scale for a very light brand colour', () => {
    const lemon = colourScale('#fff176')!;
    const shade = readableShade(lemon, ['#ffffff']);
    expect(lemon).not.toContain(shade);
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
