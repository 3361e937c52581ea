import type { MantineColorsTuple } from '@mantine/core';
import { contrast, parseHexColour } from '@portal/domain/colour/contrast';

type Rgb = [number, number, number];

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
  const base = parseHexColour(hex);
  if (!base) return null;
  return [
    ...TINTS.map((amount) => toHex(mix(base, WHITE, amount))),
    toHex(base),
    ...SHADES.map((amount) => toHex(mix(base, BLACK, amount))),
  ] as unknown as MantineColorsTuple;
}

// WCAG AA for body text, with a little room for anti-aliasing.
export const TEXT_CONTRAST = 4.6;

/**
 * The first shade of `shades`, from `from` towards the dark end, that reads on every one of
 * `backgrounds`; when even the darkest does not (a very light brand colour), that shade darkened
 * until it does. Brand colours are chosen by each site, so text colours cannot be fixed by hand.
 */
export function readableShade(shades: readonly string[], backgrounds: readonly string[], from = 6): string {
  const reads = (hex: string) => backgrounds.every((bg) => contrast(hex, bg) >= TEXT_CONTRAST);
  for (let i = from; i < shades.length; i++) if (reads(shades[i]!)) return shades[i]!;
  const darkest = parseHexColour(shades.at(-1) ?? '#000000') ?? BLACK;
  for (let amount = 0.1; amount < 1; amount += 0.1) {
    const hex = toHex(mix(darkest, BLACK, amount));
    if (reads(hex)) return hex;
  }
  return '#000000';
}
