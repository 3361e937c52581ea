import { describe, expect, it } from 'vitest';
import { colourScale, parseHex } from './colour-scale';

describe('colourScale', () => {
  it('gives ten shades with the site colour at shade 6', () => {
    const scale = colourScale('#1C7ED6')!;
    expect(scale).toHaveLength(10);
    expect(scale[6]).toBe('#1c7ed6');
  });

  it('runs from light to dark', () => {
    const lightness = colourScale('#e64980')!.map((hex) => parseHex(hex)!.reduce((sum, channel) => sum + channel, 0));
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1]!);
  });

  it('accepts the short form and refuses what is not a hex colour', () => {
    expect(colourScale('#0af')?.[6]).toBe('#00aaff');
    expect(colourScale('blue')).toBeNull();
    expect(colourScale('')).toBeNull();
  });
});
