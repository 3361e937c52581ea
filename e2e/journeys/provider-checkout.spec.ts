import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { routeProviders } from '../support/provider-scripts';
import { ProviderStandIns, STAND_IN_KEYS } from '../support/provider-stand-ins';
import { fillCheckoutBuyer, packageIdAsAdmin, signIn } from '../support/session';

// The checkout with real gateways configured: a second portal runs with Stripe (card) and
// Flutterwave (mobile money) keys, its API calls going to a local STAND-IN of both providers' APIs,
// and the page loads STAND-INS of Stripe.js and Flutterwave's v3.js (no internet here). So the
// portal's own code is real end to end: the provider's fields in the page, the browser confirming
// with the provider, the provider's signed webhook, the server verifying with the provider.

const root = path.resolve(import.meta.dirname, '..', '..');
let portal: ChildProcess | null = null;
let standIns: ProviderStandIns;
let apiBase = '';
let base = '';
let mobileBase = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  mobileBase = `http://third.localhost:${port}`;
  standIns = new ProviderStandIns({ port, stripeHost: `localhost:${port}`, flutterwaveHost: `third.localhost:${port}` });
  apiBase = await standIns.start();
  portal = spawn(process.execPath, ['e2e/serve.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: `${E2E_DATA_DIR}-providers`,
      STRIPE_SECRET_KEY: STAND_IN_KEYS.stripeSecret,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_KEYS.stripePublishable,
      STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.stripeWebhookSecret,
      STRIPE_API_BASE: apiBase,
      FLUTTERWAVE_SECRET_KEY: STAND_IN_KEYS.flutterwaveSecret,
      FLUTTERWAVE_PUBLIC_KEY: STAND_IN_KEYS.flutterwavePublic,
      FLUTTERWAVE_SECRET_HASH: STAND_IN_KEYS.flutterwaveHash,
      FLUTTERWAVE_API_BASE: apiBase,
    },
  });
  const until = Date.now() + 150_000;
  for (;;) {
    const up = await fetch(`${base}/api/website`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > until || portal.exitCode !== null) throw new Error('the portal with the providers configured did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (portal && portal.exitCode === null) {
    const exited = new Promise((r) => portal!.once('exit', r));
    portal.kill('SIGTERM');
    await exited;
  }
  await standIns?.close();
});

test('Stripe: the card goes into Stripe Elements; a declined card shows Stripe\'s words, a paying one opens the order', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const item = await packageIdAsAdmin(browser, base, 'Professional Resume');
  await routeProviders(page, apiBase);
  const toPortal: string[] = [];
  page.on('request', (r) => r.url().startsWith(base) && r.postData() && toPortal.push(r.postData()!));
  await page.goto(`${base}/checkout?item=${item}`);
  // Stripe's own fields, not the sandbox's (whose test-card hint is gone).
  const number = page.getByLabel('Card number');
  await expect(number).toBeVisible();
  await expect(page.getByText('Your card details go straight to Stripe')).toBeVisible();
  await expect(page.getByText(/Test mode: 4242/)).toHaveCount(0);
  await checkA11y(page, 'checkout with Stripe Elements');

  await fillCheckoutBuyer(page, { firstName: 'Robin', lastName: 'Okafor', email: `robin.${Date.now()}@example.com` });
  // The keyboard reaches the card fields from the form's own fields (past the card/instalment choice).
  await page.getByLabel('E-mail').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(number).toBeFocused();
  await page.keyboard.type('4000000000000002');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 / 34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('First name')).toHaveValue('Robin');

  await number.fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 30_000 });
  await checkA11y(page, 'initial questions after a Stripe payment');
  // The provider's webhooks reached the portal and were accepted; no card number ever did.
  await expect.poll(() => standIns.delivered.filter((w) => w.provider === 'stripe').map((w) => `${w.type} ${w.status}`)).toEqual(['payment_intent.payment_failed 200', 'payment_intent.succeeded 200']);
  expect(toPortal.join('\n')).not.toMatch(/4242|4000000000000002/);
});

test('Stripe: a signed-in customer pays an open invoice in Stripe Elements', async ({ page }) => {
  test.setTimeout(120_000);
  await routeProviders(page, apiBase);
  await signIn(page, 'customer@example.com', { base });
  const toPortal: string[] = [];
  page.on('request', (r) => r.url().startsWith(base) && r.postData() && toPortal.push(r.postData()!));
  await page.goto(`${base}/invoices`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const modal = page.getByRole('dialog');
  const number = modal.getByLabel('Card number');
  await expect(number).toBeVisible();
  await expect(modal.getByText(/Test mode: 4242/)).toHaveCount(0);
  await checkA11y(page, 'invoice pay modal with Stripe Elements');
  await number.fill('4242424242424242');
  await modal.getByLabel('Expiration date MM / YY').fill('12 / 34');
  await modal.getByLabel('Security code').fill('123');
  await modal.getByRole('button', { name: 'Pay $49.00' }).click();
  await expect(modal.getByText('Payment Successful')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/orders\/list/);
  expect(toPortal.join('\n')).not.toMatch(/4242/);
});

test('Flutterwave: the phone is asked in Flutterwave\'s dialog, and the verified payment opens the order', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const item = await packageIdAsAdmin(browser, mobileBase, 'Professional Resume');
  await routeProviders(page, apiBase);
  await page.goto(`${mobileBase}/checkout?item=${item}`);
  await expect(page.getByTestId('checkout-total')).toHaveText('KSh19,400.00');
  await expect(page.getByLabel(/^Mobile money phone number/)).toHaveCount(0);
  await expect(page.getByText("Flutterwave's payment window opens")).toBeVisible();
  await checkA11y(page, 'checkout with Flutterwave');

  await fillCheckoutBuyer(page, { firstName: 'Robin', lastName: 'Okafor', email: `robin.mobile.${Date.now()}@example.com` });
  await page.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog', { name: 'Flutterwave payment (stand-in)' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('KES 19400');
  await dialog.getByLabel('Phone number').fill('0700000001');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 30_000 });
  await expect.poll(() => standIns.delivered.filter((w) => w.provider === 'flutterwave').map((w) => w.status)).toEqual([200]);
});
