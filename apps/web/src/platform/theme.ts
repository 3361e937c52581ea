import { Badge, createTheme, DEFAULT_THEME, rem, type CSSVariablesResolver, type MantineTheme, type MantineThemeOverride } from '@mantine/core';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { colourScale, readableShade } from './colour-scale';

// The shell's page background (global.css) and the cards on it: text must read on both.
const PAGE = DEFAULT_THEME.colors.gray[0];
const CARD = DEFAULT_THEME.white;

const base = {
  primaryShade: 6,
  // Brand colours can be light; let filled components pick readable text themselves: black or white,
  // whichever reads better on the colour (black from a relative luminance of 0.179, where the two
  // contrasts are equal), the same rule as the site settings' preview and contrast checks. Mantine's
  // default of 0.3 wrote white on colours where it reads 3.3:1 (a red Delete button, a light brand).
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Mantine's initial focus placeholder is a focusable role="presentation" element inside the menu,
    // which a menu may not hold (axe aria-required-children); without it the focus goes to the first item.
    // A plain object, not Menu.extend: importing Menu here would put the menu's code in every page's first download.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine's small badges are 9-11 px capitals; states and tags must be readable (WCAG 1.4.4).
    Badge: Badge.extend({
      vars: (_theme, props) => (['xs', 'sm', 'md', undefined].includes(props.size as string) ? { root: { '--badge-fz': rem(12), '--badge-height': rem(22), '--badge-padding-x': rem(8) } } : { root: {} }),
      styles: { root: { textTransform: 'none', letterSpacing: 0 } },
    }),
  },
} satisfies MantineThemeOverride;

/** Before the site is known: Mantine's calm default blue. */
export const baseTheme = createTheme({ ...base, primaryColor: 'blue' });

export function siteTheme(site: Pick<SiteConfig, 'colours'>): MantineThemeOverride {
  const brand = colourScale(site.colours.primary) ?? DEFAULT_THEME.colors.blue;
  const accent = colourScale(site.colours.accent) ?? brand;
  return createTheme({ ...base, primaryColor: 'brand', colors: { brand, accent } });
}

/**
 * Text colours that reach 4.5:1 (WCAG AA) on the portal's backgrounds, whatever the site's brand
 * colours: a light brand colour's shade 9 on its shade 1 (light badges, buttons, avatars) can
 * fall below 4.5:1, and Mantine's dimmed and placeholder greys are 3.3:1 and 2.1:1 and dimmed text in grey 6 (3.3:1). Only the light scheme is used.
 */
export const readableColours: CSSVariablesResolver = (theme) => {
  // Mantine asks on every render of its provider, for the same theme object.
  let resolved = resolvedColours.get(theme);
  if (!resolved) {
    resolved = resolveReadableColours(theme);
    resolvedColours.set(theme, resolved);
  }
  return resolved;
};

const resolvedColours = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

function resolveReadableColours(theme: MantineTheme): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableShade(theme.colors.gray, [CARD, PAGE]),
    '--mantine-color-placeholder': readableShade(theme.colors.gray, [CARD]),
    '--mantine-color-error': readableShade(theme.colors.red, [CARD, PAGE]),
    '--mantine-color-anchor': readableShade(theme.colors[theme.primaryColor]!, [CARD, PAGE]),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    // Mantine 9 paints light variants on shade 1 (shade 2 on hover).
    light[`--mantine-color-${name}-light-color`] = readableShade(shades, [CARD, PAGE, shades[1], shades[2]]);
    light[`--mantine-color-${name}-text`] = readableShade(shades, [CARD, PAGE]);
  }
  return { variables: {}, light, dark: {} };
}
