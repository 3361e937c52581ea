// Site settings: the contrast rule the admin's colour choice is checked with.

type Rgb = [number, number, number];

export function parseHexColour(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 to 21); 1 when either is not a hex colour. */
export function contrast(a: string, b: string): number {
  const x = parseHexColour(a);
  const y = parseHexColour(b);
  if (!x || !y) return 1;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';
/** The portal's page background (Mantine gray 0), behind cards and links. */
export const PAGE_BACKGROUND = '#f8f9fa';

export type ContrastCheck = { pair: 'textOnPrimary' | 'textOnAccent' | 'primaryOnPage' | 'primaryOnWhite'; ratio: number; ok: boolean };

/**
 * How readable text is on the chosen colours: the label of a filled button (white or black,
 * whichever reads better, as the theme picks), and the brand colour used as link text on the page
 * and on cards. Each check under 4.5:1 is a warning the admin sees before publishing.
 */
export function contrastChecks(colours: { primary: string; accent: string }): ContrastCheck[] {
  const label = (bg: string) => Math.max(contrast(WHITE, bg), contrast(BLACK, bg));
  const checks: [ContrastCheck['pair'], number][] = [
    ['textOnPrimary', label(colours.primary)],
    ['textOnAccent', label(colours.accent)],
    ['primaryOnPage', contrast(colours.primary, PAGE_BACKGROUND)],
    ['primaryOnWhite', contrast(colours.primary, WHITE)],
  ];
  return checks.map(([pair, ratio]) => ({ pair, ratio: Math.round(ratio * 100) / 100, ok: ratio >= MIN_TEXT_CONTRAST }));
}
