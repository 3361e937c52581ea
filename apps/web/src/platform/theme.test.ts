import { DEFAULT_THEME, getContrastColor, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast } from '@portal/domain/colour/contrast';
import { baseTheme, readableColours, siteTheme } from './theme';

const full = (override: ReturnType<typeof siteTheme>): MantineTheme => mergeMantineTheme(DEFAULT_THEME, override);
const PAGE = DEFAULT_THEME.colors.gray[0];

describe('readableColours', () => {
  // A dark, a mid and two light brand colours (the light ones are where contrast breaks).
  const themes = [baseTheme, ...['#1b2a6b', '#2457d6', '#f59f00', '#ffe066'].map((primary) => siteTheme({ colours: { primary, accent: primary } }))];

  it('gives every colour a light-variant text that reads 4.5:1 on its shade 1 and 2 and on the page', () => {
    for (const override of themes) {
      const theme = full(override);
      const { light } = readableColours(theme);
      for (const [name, shades] of Object.entries(theme.colors)) {
        const text = light[`--mantine-color-${name}-light-color`]!;
        for (const bg of [shades[1], shades[2], '#ffffff', PAGE]) expect(contrast(text, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('writes on every filled colour (a red Delete button, a light brand) the text that reads 4.5:1 on it', () => {
    for (const override of themes) {
      const theme = full(override);
      for (const [name, shades] of Object.entries(theme.colors)) {
        const text = getContrastColor({ color: `${name}.6`, theme }) === 'var(--mantine-color-black)' ? '#000000' : '#ffffff';
        expect(contrast(text, shades[6]), name).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('makes dimmed and placeholder text, errors and links readable on white and on the page', () => {
    for (const override of themes) {
      const { light } = readableColours(full(override));
      for (const name of ['dimmed', 'error', 'anchor']) {
        for (const bg of ['#ffffff', PAGE]) expect(contrast(light[`--mantine-color-${name}`]!, bg), name).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(light['--mantine-color-placeholder']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
