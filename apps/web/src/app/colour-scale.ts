import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

export function parseHex(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  return colour.map((c, i) => c + (target[i]! - c) * amount) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
// Shades 0-5 lighten towards white, 7-9 darken; the site's own colour sits at shade 6,
// which is the shade Mantine uses for filled buttons and links in the light scheme.
const TINTS = [0.9, 0.78, 0.62, 0.46, 0.3, 0.15];
const SHADES = [0.12, 0.24, 0.36];

/** Ten shades around a site's brand colour, or null when the value is not a hex colour. */
export function colourScale(hex: string): MantineColorsTuple | null {
  const base = parseHex(hex);
  if (!base) return null;
  return [
    ...TINTS.map((amount) => toHex(mix(base, WHITE, amount))),
    toHex(base),
    ...SHADES.map((amount) => toHex(mix(base, BLACK, amount))),
  ] as unknown as MantineColorsTuple;
}
