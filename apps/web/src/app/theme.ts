import { createTheme, DEFAULT_THEME, type MantineThemeOverride } from '@mantine/core';
import type { SiteConfig } from '@portal/domain/sites/calls';
import { colourScale } from './colour-scale';

const base = {
  primaryShade: 6,
  // Brand colours can be light; let filled components pick readable text themselves.
  autoContrast: true,
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
  },
} satisfies MantineThemeOverride;

/** Before the site is known: Mantine's calm default blue. */
export const baseTheme = createTheme({ ...base, primaryColor: 'blue' });

export function siteTheme(site: Pick<SiteConfig, 'colours'>): MantineThemeOverride {
  const brand = colourScale(site.colours.primary) ?? DEFAULT_THEME.colors.blue;
  const accent = colourScale(site.colours.accent) ?? brand;
  return createTheme({ ...base, primaryColor: 'brand', colors: { brand, accent } });
}
