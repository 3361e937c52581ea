import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { DEMO_PASSWORD } from '../support/session';

// Each screen loads the catalogs it shows with its own code: these journeys read the screens in
// other languages, switch language on a signed-in page, and fail on any key shown instead of a text.
const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
type Tree = { [key: string]: string | Tree };
const catalog = (language: string, namespace: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree;
const text = (language: string, namespace: string, key: string) =>
  key.split('.').reduce<Tree | string>((tree, part) => (tree as Tree)[part]!, catalog(language, namespace)) as string;

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}
// Keys with a dot, alone and as `namespace:key`: no word of any language looks like one.
const KEYS = new Set(
  fs
    .readdirSync(path.join(LOCALES, 'en'))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => keysOf(catalog('en', file.slice(0, -5))).flatMap((key) => [key, `${file.slice(0, -5)}:${key}`]))
    .filter((key) => key.includes('.')),
);

async function expectNoKeys(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  const words = (await page.locator('body').innerText()).split(/\s+/).map((word) => word.replace(/^[^\w]+|[^\w]+$/g, ''));
  expect(words.filter((word) => KEYS.has(word)), `keys shown on ${screen}`).toEqual([]);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../../.tmp/screens', `${name}.png`), fullPage: true });
}

/** Opens the login page with `language` chosen earlier (remembered in the browser). */
async function openLoginIn(page: Page, language: string) {
  await page.goto('/login');
  await page.evaluate((code) => window.localStorage.setItem('language', code), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function signInAs(page: Page, email: string, language: string) {
  await page.getByLabel(text(language, 'auth', 'fields.email')).fill(email);
  await page.getByLabel(new RegExp(`^${text(language, 'auth', 'fields.password')}`)).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(language, 'auth', 'login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a customer reads the portal in German, switches to Spanish, and no screen shows a key', async ({ page }) => {
  await openLoginIn(page, 'de');
  await expect(page.getByRole('button', { name: text('de', 'auth', 'login.submit') })).toBeVisible();
  await expectNoKeys(page, 'login in German');
  await checkA11y(page, 'login in German');
  await screenshot(page, 'login-de');

  await signInAs(page, 'customer@example.com', 'de');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'dashboard', 'title') })).toBeVisible();
  await expectNoKeys(page, 'dashboard in German');
  await checkA11y(page, 'dashboard in German');
  await screenshot(page, 'dashboard-de');

  // The switch loads every catalog on screen in Spanish before it changes anything.
  await page.getByRole('button', { name: `${text('de', 'shell', 'language.label')}: DE` }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: text('es', 'dashboard', 'title') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: text('es', 'shell', 'navigation.label') })).toBeVisible();
  await expectNoKeys(page, 'dashboard in Spanish');

  // A page opened after the switch loads its own catalogs in Spanish.
  await page.goto('/orders/list');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoKeys(page, 'orders in Spanish');
  const { orders } = (await (await page.request.get('/api/customer/orders?limit=100')).json()) as { orders: { _id: string; number: number }[] };
  await page.goto(`/orders/view/${orders.find((order) => order.number === 1003)!._id}`);
  await expectNoKeys(page, 'an order in Spanish');
  await checkA11y(page, 'an order in Spanish');
  await screenshot(page, 'order-es');
});

test('an admin reads the menu of the admin area in Russian, whose labels come from its own catalog', async ({ page }) => {
  await openLoginIn(page, 'ru');
  await signInAs(page, 'admin@example.com', 'ru');
  const menu = page.getByRole('navigation', { name: text('ru', 'shell', 'navigation.label') });
  await expect(menu.getByRole('button', { name: text('ru', 'admin', 'menu.group') })).toBeVisible();
  await expectNoKeys(page, 'admin home in Russian');
  await page.goto('/admin/orders');
  await expectNoKeys(page, 'admin orders in Russian');
  await checkA11y(page, 'admin orders in Russian');
  // Why a writer has an order, and its figures in a hint the keyboard reaches, are Russian too (the
  // demo's automatic choices: limits 12 open and 8 a week).
  const reason = page.getByText(text('ru', 'admin', 'orders.why.automatic').replace('{{open}}', '0').replace('{{eligible}}', '1')).first();
  await reason.focus();
  const detail = text('ru', 'admin', 'orders.why.automaticDetail').replace('{{open}}', '0').replace('{{maxOpen}}', '12').replace('{{week}}', '0').replace('{{maxWeek}}', '8').replace('{{eligible}}', '1');
  await expect(page.getByRole('tooltip')).toHaveText(detail);
  await expect(page.getByText(text('ru', 'admin', 'orders.why.assigned'))).toBeVisible();
});
