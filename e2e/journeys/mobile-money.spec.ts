import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { MOBILE_MONEY_SITE, signIn } from '../support/session';

// A site selling in a mobile-money currency (Kenyan shillings): its checkout asks for the phone that
// pays instead of a card, through the mobile-money sandbox (test phones decide the outcome).

/** The package's id, as the site's admin reads it (in the browser: only it resolves *.localhost). */
async function packageId(browser: Browser, name: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin@example.com', { base: MOBILE_MONEY_SITE });
  const catalog = await admin.evaluate(async () => (await (await fetch('/api/admin/catalog')).json()) as { packages: { _id: string; name: string }[] });
  await context.close();
  return catalog.packages.find((p) => p.name === name)!._id;
}

async function fillBuyer(page: Page, email: string) {
  await page.getByLabel('First name').fill('Amani');
  await page.getByLabel('Last name').fill('Wanjiru');
  await page.getByLabel('E-mail').fill(email);
}

test('a visitor pays a package by mobile money: a refused phone keeps the form, a paying phone opens the order', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const item = await packageId(browser, 'Professional Resume');
  await page.goto(`${MOBILE_MONEY_SITE}/checkout?item=${item}`);
  await expect(page.getByRole('img', { name: 'Savanna Careers' }).first()).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('KSh19,400.00');
  // No card here: the phone that pays.
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const phone = page.getByLabel(/^Mobile money phone number/);
  await expect(phone).toBeVisible();
  await checkA11y(page, 'mobile-money checkout');

  await fillBuyer(page, `amani.${Date.now()}@example.com`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Enter your mobile money phone number')).toBeVisible();

  // The sandbox's refusing phone: the gateway's words, and nothing typed is lost.
  await phone.fill('0700000002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The mobile money payment was declined on your phone.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('First name')).toHaveValue('Amani');
  await expect(phone).toHaveValue('0700000002');

  await phone.fill('0700000001');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 30_000 });
  await checkA11y(page, 'initial questions after a mobile-money payment');
});
