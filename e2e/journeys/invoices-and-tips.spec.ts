import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { signIn } from '../support/session';

async function payWithTestCard(page: Page, scope = page.locator('body'), card = '4242424242424242') {
  await scope.getByLabel('Card number').fill(card);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/34');
  await scope.getByLabel('CVC').fill('123');
}

test('a customer pays an open invoice and tips the writer of a completed order', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@example.com');
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByText(/^REFUNDED \$149\.00$/)).toBeVisible();
  await checkA11y(page, 'invoices');
  const payButton = page.getByRole('button', { name: 'Pay', exact: true });
  // Escape closes the dialog and gives the focus back to Pay.
  await payButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(payButton).toBeFocused();
  await payButton.click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Express delivery (48 hours)');
  await payWithTestCard(page, modal);
  await checkA11y(page, 'invoice pay modal');
  await modal.getByRole('button', { name: 'Pay $49.00' }).click();
  await expect(modal.getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/list/);
  await page.goto('/invoices');
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);

  // The completed demo order (1004): the completion modal offers a tip.
  const orders = await page.request.get('/api/customer/orders');
  const completed = ((await orders.json()) as { orders: { _id: string; number: number }[] }).orders.find((o) => o.number === 1004)!;
  await page.goto(`/orders/view/${completed._id}`);
  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog.getByText('Tip your writer')).toBeVisible();
  await checkA11y(page, 'completion modal with the tip');
  await dialog.getByText('15%').click();
  await expect(dialog.getByText('Tip: $22.00')).toBeVisible();
  // A card whose bank asks for 3-D Secure: its step opens over the completion dialog; Escape refuses
  // it and closes it alone, the bank's words show, the focus is back on the tip's button.
  await payWithTestCard(page, dialog, '4000000000003220');
  const tip = dialog.getByRole('button', { name: 'Tip $22.00' });
  await tip.click();
  const bank = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(bank).toContainText('$22.00');
  await checkA11y(page, "the bank's step over the tip");
  await page.keyboard.press('Escape');
  await expect(bank).toBeHidden();
  await expect(dialog.getByText('unable to authenticate')).toBeVisible();
  await expect(tip).toBeFocused();
  // Again, confirmed this time.
  await tip.click();
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(dialog.getByText('Writer Tipped Successfully')).toBeVisible();
  // Nothing on the page opened this dialog: closed, it leaves the focus on the order's title.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Order #1004', level: 1 })).toBeFocused();
  await checkA11y(page, 'tip sent');
});
