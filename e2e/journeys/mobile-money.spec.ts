import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { MOBILE_MONEY_SITE, fillCheckoutBuyer, packageIdAsAdmin } from '../support/session';

// A site selling in a mobile-money currency (Kenyan shillings): its checkout asks for the phone that
// pays instead of a card, through the mobile-money sandbox (test phones decide the outcome).

test('a visitor pays a package by mobile money: a refused phone keeps the form, a paying phone opens the order', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const item = await packageIdAsAdmin(browser, MOBILE_MONEY_SITE, 'Professional Resume');
  await page.goto(`${MOBILE_MONEY_SITE}/checkout?item=${item}`);
  await expect(page.getByRole('img', { name: 'Savanna Careers' }).first()).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('KSh19,400.00');
  // No card here: the phone that pays.
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const phone = page.getByLabel(/^Mobile money phone number/);
  await expect(phone).toBeVisible();
  await checkA11y(page, 'mobile-money checkout');

  await fillCheckoutBuyer(page, { firstName: 'Amani', lastName: 'Wanjiru', email: `amani.${Date.now()}@example.com` });
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
