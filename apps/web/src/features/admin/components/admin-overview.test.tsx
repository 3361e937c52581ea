import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrast } from '@portal/domain/colour/contrast';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseTheme, readableColours, siteTheme } from '../../../platform/theme';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import AdminOverview from './admin-overview';
import classes from './admin-overview.module.css';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

// The stylesheet's text: the web tests load no CSS.
const css = readFileSync(path.join(import.meta.dirname, 'admin-overview.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const PAGE = DEFAULT_THEME.colors.gray[0];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => json({ status: true, data: { unassigned: 2, waiting: 1, overdue: 1, open: 5, completed: 9, month: '2026-01', boughtThisMonth: 4, boughtLastMonth: 3 } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("the admin dashboard's count cards", () => {
  it('carry the focus ring (Mantine\'s Card, a Paper, sets "outline: 0" and took the browser\'s away)', async () => {
    renderWithApp(<AdminOverview />, { path: '/', session: { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' } });
    for (const name of [/^Without a writer/, /^Overdue/, /^In progress/, /^Completed/, /^Bought this month/]) {
      const card = await screen.findByRole('link', { name });
      expect(card.classList.contains(classes.tile!), String(name)).toBe(true);
    }
  });

  it('draw it 2 px wide, off the card, on keyboard focus, in the brand colour that reads 3:1 and more on the page and on cards', () => {
    const rule = /\.tile:focus-visible\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/outline:\s*2px solid var\(--mantine-color-anchor\)/);
    expect(rule).toMatch(/outline-offset:\s*2px/);
    // Mantine's blue, dark and mid brand colours, and light ones, where the brand colour itself would not read.
    for (const override of [baseTheme, ...['#1b2a6b', '#2457d6', '#0f766e', '#f59f00', '#ffe066'].map((primary) => siteTheme({ colours: { primary, accent: primary } }))]) {
      const ring = readableColours(mergeMantineTheme(DEFAULT_THEME, override)).light['--mantine-color-anchor']!;
      for (const background of [PAGE, '#ffffff']) expect(contrast(ring, background), `${ring} on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });
});
