import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../playwright.config';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { routeProviders } from '../support/provider-scripts';
import { ProviderStandIns, STAND_IN_KEYS } from '../support/provider-stand-ins';
import { fillCheckoutBuyer, packageIdAsAdmin, signIn } from '../support/session';

// The checkout with real gateways configured: a second portal runs with Stripe (card) and
// Flutterwave (mobile money) keys, its API calls going to a local STAND-IN of both providers' APIs,
// and the page loads STAND-INS of Stripe.js and Flutterwave's v3.js (no internet here). So the
// portal's own code is real end to end: the provider's fields in the page, the browser confirming
// with the provider, the provider's signed webhook, the server verifying with the provider.
// With DATABASE_URL set, that portal has a database of its own (named after the run's port), which
// it drops when it is stopped at the end.

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
      E2E_DATABASE_NAME: `portal_e2e_${E2E_PORT}_providers`,
      E2E_DROP_DATABASE: 'true',
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

/** Signs the demo customer in on a site, the providers' hosts routed to the stand-ins; answers what the page then posts to the portal (no card number may be in it). */
async function customerWithProviders(page: Page, site: string): Promise<string[]> {
  await routeProviders(page, apiBase);
  await signIn(page, 'customer@example.com', { base: site });
  const toPortal: string[] = [];
  page.on('request', (r) => r.url().startsWith(site) && r.postData() && toPortal.push(r.postData()!));
  return toPortal;
}

/** Types a card into the Stripe.js stand-in's fields (Stripe's own frames in production). */
async function fillStripeCard(scope: Locator | Page, number: string) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiration date MM / YY').fill('12 / 34');
  await scope.getByLabel('Security code').fill('123');
}

/** Picks a package on the new order page. */
async function choosePackage(page: Page, name: string) {
  await page.getByPlaceholder('Choose a package').click();
  await page.getByRole('option', { name: new RegExp(`^${name} — `) }).click();
}

type CustomerOrder = { _id: string; tipByCustomer?: boolean; package: { packageName: string } };

/** The signed-in customer's order, as the portal answers it to them (asked from the page: only the browser resolves *.localhost). */
async function customerOrder(page: Page, orderId: string): Promise<CustomerOrder> {
  const answer = await page.evaluate(async (id) => {
    const res = await fetch(`/api/customer/orders/${id}`);
    return { ok: res.ok, body: (await res.json()) as { order: CustomerOrder } };
  }, orderId);
  expect(answer.ok).toBe(true);
  return answer.body.order;
}

/** A new order opens its page, which asks the initial questions first: the order's id from there. */
async function landedOnNewOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 20_000 });
  return /\/order\/([^/]+)\/initial-question/.exec(page.url())![1]!;
}

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
  const toPortal = await customerWithProviders(page, base);
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

test('Stripe: a signed-in customer tips the writer of a completed order in Stripe Elements', async ({ page }) => {
  test.setTimeout(120_000);
  const toPortal = await customerWithProviders(page, base);
  // The completed demo order (1004): its completion modal offers the tip.
  const orders = await page.evaluate(async () => ((await (await fetch('/api/customer/orders')).json()) as { orders: { _id: string; number: number }[] }).orders);
  const completed = orders.find((o) => o.number === 1004)!;
  expect((await customerOrder(page, completed._id)).tipByCustomer).toBeFalsy();
  await page.goto(`${base}/orders/view/${completed._id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Tip your writer')).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await expect(dialog.getByText(/Test mode: 4242/)).toHaveCount(0);
  await checkA11y(page, 'completion modal with the tip in Stripe Elements');
  await dialog.getByText('15%').click();
  await expect(dialog.getByText('Tip: $22.00')).toBeVisible();
  await fillStripeCard(dialog, '4242424242424242');
  await dialog.getByRole('button', { name: 'Tip $22.00' }).click();
  await expect(dialog.getByText('Writer Tipped Successfully')).toBeVisible({ timeout: 20_000 });
  await checkA11y(page, 'tip sent through Stripe');
  // The tip is recorded on the order, and no card number reached the portal.
  expect((await customerOrder(page, completed._id)).tipByCustomer).toBe(true);
  expect(toPortal.join('\n')).not.toMatch(/4242/);
});

test('Stripe: a signed-in customer buys a package on the new order page in Stripe Elements', async ({ page }) => {
  test.setTimeout(120_000);
  const toPortal = await customerWithProviders(page, base);
  await page.goto(`${base}/orders/new`);
  await expect(page.getByRole('heading', { name: 'New Order' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByText(/Test mode: 4242/)).toHaveCount(0);
  await checkA11y(page, 'new order page with Stripe Elements');
  await choosePackage(page, 'Professional Resume');
  await fillStripeCard(page, '4000000000000002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Payment Successful. Redirecting to Order...')).toBeVisible({ timeout: 20_000 });
  const orderId = await landedOnNewOrder(page);
  expect((await customerOrder(page, orderId)).package.packageName).toBe('Professional Resume');
  await checkA11y(page, 'the order bought by Stripe');
  expect(toPortal.join('\n')).not.toMatch(/4242|4000000000000002/);
});

test("Flutterwave: a signed-in customer buys on the new order page in Flutterwave's dialog", async ({ page }) => {
  test.setTimeout(180_000);
  await customerWithProviders(page, mobileBase);
  const hooksBefore = standIns.delivered.filter((w) => w.provider === 'flutterwave').length;
  await page.goto(`${mobileBase}/orders/new`);
  await expect(page.getByRole('heading', { name: 'New Order' })).toBeVisible();
  await expect(page.getByText("Flutterwave's payment window opens")).toBeVisible();
  await expect(page.getByLabel(/^Mobile money phone number/)).toHaveCount(0);
  await checkA11y(page, 'new order page with Flutterwave');
  await choosePackage(page, 'Professional Resume');
  const pay = page.getByRole('button', { name: 'Pay KSh19,400.00' });
  const dialog = page.getByRole('dialog', { name: 'Flutterwave payment (stand-in)' });

  // Closed without paying: said so, and nothing was made.
  await pay.click();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('KES 19400');
  await dialog.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The payment window was closed before the payment was made.' })).toBeVisible();
  await checkA11y(page, 'new order page after the dialog was closed');

  // Refused by the provider: its words.
  await pay.click();
  await dialog.getByLabel('Phone number').fill('0700000002');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Declined by the mobile money provider' })).toBeVisible({ timeout: 20_000 });

  // Paid: the order.
  await pay.click();
  await dialog.getByLabel('Phone number').fill('0700000001');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment Successful. Redirecting to Order...')).toBeVisible({ timeout: 20_000 });
  const orderId = await landedOnNewOrder(page);
  expect((await customerOrder(page, orderId)).package.packageName).toBe('Professional Resume');
  await checkA11y(page, 'the order bought by Flutterwave');
  // Flutterwave's webhooks (the refusal and the payment) reached the portal and were accepted.
  await expect.poll(() => standIns.delivered.filter((w) => w.provider === 'flutterwave').slice(hooksBefore).map((w) => w.status)).toEqual([200, 200]);
});
