import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { recordApiReadsOfNextPage } from '../support/api-reads';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { latestMailTo } from '../support/outbox';
import { menuEntries, SECOND_SITE, signIn, signOut } from '../support/session';

const roles = [
  // Menus list only screens that are built; the first demo site enables job search and boards.
  { email: 'customer@example.com', home: /\/(dashboard|orders\/view\/\w+)/, menu: ['Dashboard', 'Orders', 'Jobs', 'Invoices', 'Job Search Tracker'] },
  { email: 'writer@example.com', home: /\/dashboard/, menu: ['Dashboard', 'Follow Up Questions', 'Orders', 'Chat with Admin', 'Boards'] },
  { email: 'reviewer@example.com', home: /\/orders\/list/, menu: ['Orders'] },
  { email: 'admin@example.com', home: /\/dashboard/, menu: ['Dashboard', 'Orders', 'Writer chats', 'Administration'] },
];

for (const role of roles) {
  test(`${role.email} signs in, sees their menu and signs out`, async ({ page }) => {
    await signIn(page, role.email);
    await expect(page).toHaveURL(role.home);
    expect(await menuEntries(page)).toEqual(role.menu);
    await checkA11y(page, `home of ${role.email}`);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Northstar Resumes' })).toBeVisible();
    await signOut(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
}

test('a signed-in page says who is signed in, so the client does not ask; a signed-out one makes it ask', async ({ page }) => {
  await signIn(page, 'writer@example.com');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') asked.push(request.url());
  });
  await page.goto('/dashboard');
  expect(await menuEntries(page)).toEqual(roles[1]!.menu);
  expect(asked).toEqual([]);
  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  expect(asked).toHaveLength(1);
});

test('the dashboard shows each order’s progress, and when it was bought in full on hover and on focus', async ({ page }) => {
  await signIn(page, 'customer@example.com');
  // The page comes with the customer's orders: the screen does not ask for them.
  const reads = recordApiReadsOfNextPage(page);
  await page.goto('/dashboard');
  const rings = page.getByRole('progressbar', { name: /percent complete/ });
  await expect(rings.first()).toBeVisible();
  expect(reads.stop().filter((read) => read.startsWith('/api/customer/orders'))).toEqual([]);
  const percent = await rings.first().getAttribute('aria-valuenow');
  await expect(rings.first()).toHaveAccessibleName(`${percent} percent complete`);
  // The hint's code arrives when the visitor first reaches for it; the date is there before it.
  const bought = page.getByText(/^purchased /).first();
  await bought.hover();
  await expect(page.getByRole('tooltip')).toContainText(/\d{4}/);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // By keyboard: the hint answers focus that the keyboard moved (focus-visible), not a script's.
  await bought.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(bought).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText(/\d{4}/);
  await checkA11y(page, 'dashboard with a hint open');
  // By keyboard first, on a fresh page: the hint's code arrives while the focus stays on the date.
  await page.reload();
  const first = page.getByText(/^purchased /).first();
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText(/\d{4}/);
  await expect(first).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the second site has its own branding, settings and accounts', async ({ page }) => {
  await signIn(page, 'customer@example.com', { base: SECOND_SITE });
  const logo = page.getByRole('banner').getByRole('img', { name: 'Crestline Careers' });
  await expect(logo).toBeVisible();
  // The tab's icon is the site's logo too, set once the page's first moments are over.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', (await logo.getAttribute('src'))!);
  await checkA11y(page, 'second site home');
  // The second site hides invoices.
  expect(await menuEntries(page)).toEqual(['Dashboard', 'Orders']);
  await signOut(page);
});

test('a wrong password shows the server message and keeps the form', async ({ page }) => {
  await page.goto('/login');
  // The page as sent carries the site's answer (so the client does not ask for it) and names the
  // login screen's own code for preloading (the build's list, read by the server), which the browser
  // then fetches once, beside the entry (Chromium lists a module preload as a second entry of no size:
  // the fetch is the script's).
  const preloaded = await page.locator('head link[rel="modulepreload"][href*="/login-page-"]').getAttribute('href');
  expect(preloaded).toBeTruthy();
  const loads = await page.evaluate((href) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      screenCode: entries.filter((entry) => entry.name.endsWith(href!) && entry.initiatorType === 'script').length,
      siteAskedFor: entries.some((entry) => entry.name.endsWith('/api/website')),
    };
  }, preloaded);
  expect(loads).toEqual({ screenCode: 1, siteAskedFor: false });
  await checkA11y(page, 'login');
  // Each page loads only its components' CSS: the primary button must still be filled (its base's
  // transparent background must not win by loading later).
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', 'rgb(36, 87, 214)');
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email or Password Incorrect')).toBeVisible();
  await checkA11y(page, 'login with an error');
  await expect(page.getByLabel('Email')).toHaveValue('customer@example.com');
});

test('a signed-out visitor is sent to sign in and brought back afterwards', async ({ page }) => {
  await page.goto('/orders/list');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill('writer@example.com');
  await page.getByLabel(/^Password/).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/orders\/list/);
});

test('forgot and reset password through the outbox', async ({ page }) => {
  const email = 'reviewer@example.com';
  await page.goto(`${SECOND_SITE}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await checkA11y(page, 'forgot password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset password email is sent.')).toBeVisible();
  const mail = await latestMailTo(email);
  const link = mail.match(/http:\/\/second\.localhost:\d+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the mail carries a link on the site domain').toBeTruthy();
  await page.goto(link!);
  await checkA11y(page, 'reset password');
  await page.getByLabel(/^New password/).fill('a fresh long passphrase');
  await page.getByLabel(/^Confirm new password/).fill('a fresh long passphrase');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, { base: SECOND_SITE, password: 'a fresh long passphrase' });
  await expect(page).toHaveURL(/\/orders\/list/);
  // The link works once: opened again, the page says so at once, with no form to fill in for nothing.
  await page.goto(link!);
  await expect(page.getByRole('alert').filter({ hasText: 'This link no longer works' })).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await checkA11y(page, 'reset password, link used');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unknown host shows "Domain not registered"', async ({ page }) => {
  await page.goto(`http://unknown.localhost:${E2E_PORT}/login`);
  await expect(page.getByText('Error')).toBeVisible();
  await expect(page.getByText('Domain not registered')).toBeVisible();
  await checkA11y(page, 'unknown domain');
});

test('an unknown path shows "Not Found" inside the shell, with a way home', async ({ page }) => {
  await signIn(page, 'writer@example.com');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await checkA11y(page, 'not found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('every menu link of every role opens a screen', async ({ page }) => {
  for (const email of ['customer@example.com', 'writer@example.com', 'reviewer@example.com', 'admin@example.com']) {
    await signIn(page, email);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = await nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'Not Found' }), `${email} ${href}`).toHaveCount(0);
    }
    await signOut(page);
  }
});
