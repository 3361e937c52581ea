import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { contrast } from '@portal/domain/colour/contrast';
import { describe, expect, it } from 'vitest';
import { baseTheme, readableColours, siteTheme } from '../../../platform/theme';

// The stylesheet's text: the web tests load no CSS.
const css = readFileSync(path.join(import.meta.dirname, 'chat.module.css'), 'utf8');

/** The value `chat.module.css` gives `property` in the rule for exactly `selector`. */
function declared(selector: string, property: string): string | undefined {
  for (const rule of css.replace(/\/\*[\s\S]*?\*\//g, '').split('}')) {
    const [selectors = '', body = ''] = rule.split('{');
    if (!selectors.split(',').some((one) => one.trim() === selector)) continue;
    const value = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(body)?.[1]?.trim();
    if (value) return value;
  }
  return undefined;
}

// Mantine's default blue, and dark, mid and light brand colours of every hue.
const brands = [baseTheme, ...['#1b2a6b', '#2457d6', '#7048e8', '#e64980', '#12b886', '#f59f00', '#ffe066'].map((primary) => siteTheme({ colours: { primary, accent: primary } }))];

/** A colour as the page paints it with `override`: CSS variables followed to their value. */
function painter(override: (typeof brands)[number]) {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const mantine = defaultCssVariablesResolver(theme);
  const variables: Record<string, string> = { ...mantine.variables, ...mantine.light, ...readableColours(theme).light };
  const paint = (value: string): string => {
    const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    return name ? paint(variables[name] ?? `unknown ${name}`) : value;
  };
  return { name: theme.colors[theme.primaryColor]![6], paint };
}

describe("the sender's own bubble", () => {
  it("shows a sent file's link at 4.5:1 or more in every brand", () => {
    const bubble = declared('.mine', 'background')!;
    // Mantine's Anchor paints links in the anchor colour unless the bubble says otherwise.
    const link = declared('.mine .file', 'color') ?? 'var(--mantine-color-anchor)';
    for (const brand of brands) {
      const { name, paint } = painter(brand);
      expect(contrast(paint(link), paint(bubble)), `${name}: ${paint(link)} on ${paint(bubble)}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
