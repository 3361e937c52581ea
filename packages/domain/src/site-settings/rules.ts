// Site settings: the contrast rule the admin's colour choice is checked with.

import { contrast, MIN_TEXT_CONTRAST } from '../colour/contrast';


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
