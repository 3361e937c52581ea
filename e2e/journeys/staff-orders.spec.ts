import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { signIn } from '../support/session';

test('a writer archives an order, brings it back, and sets a due date', async ({ page }) => {
  await signIn(page, 'writer@example.com');
  await page.goto('/orders/list');
  const table = page.getByRole('table');
  await expect(table.getByText('#1003')).toBeVisible();
  await checkA11y(page, 'writer orders');
  // Only the orders assigned to this writer: 1006 belongs to writer2.
  await expect(table.getByText('#1006')).toHaveCount(0);

  await page.getByRole('button', { name: 'Archive #1003' }).click();
  await expect(page.getByText('Order #1003 archived')).toBeVisible();
  // A toast under the pointer stays while hovered, and it may lie over the filter: a click aimed
  // through it would hover it and keep it open. Move away and let it close first.
  await page.mouse.move(0, 0);
  await expect(page.getByText('Order #1003 archived')).toBeHidden();
  await expect(table.getByText('#1003')).toHaveCount(0);
  await page.locator('label', { hasText: /^Archived$/ }).click();
  await expect(page.getByRole('table').getByText('#1003')).toBeVisible();
  await page.getByRole('button', { name: 'Unarchive #1003' }).click();
  await expect(page.getByText('Order #1003 is active again')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText('Order #1003 is active again')).toBeHidden();
  await page.locator('label', { hasText: /^Active$/ }).click();

  // A completed order takes no due date.
  await expect(page.getByRole('button', { name: 'The order is completed #1004' })).toBeDisabled();
  await page.getByRole('button', { name: 'Set due date #1002' }).click();
  // By its name: the open calendar is a dialog too.
  const dialog = page.getByRole('dialog', { name: 'Set due date' });
  await checkA11y(page, 'due date modal');
  // The calendar by keyboard: Enter on the field opens it; it passes axe open (named month buttons, a
  // named dialog, no red weekend days); a day chosen with Enter gives the focus back to the field.
  const dueDate = dialog.getByLabel('Due date');
  await dueDate.focus();
  await page.keyboard.press('Enter');
  const next = page.locator('.mantine-DatePickerInput-calendarHeaderControl[data-direction="next"]').first();
  await expect(next).toHaveAccessibleName('Next month');
  await checkA11y(page, 'due date calendar');
  // Next month's 15th: always in the future, never outside the picker's minimum.
  await next.click();
  const fifteenth = page.locator('table.mantine-DatePickerInput-month button:not([data-outside]):not([disabled])', { hasText: /^15$/ });
  await fifteenth.focus();
  await page.keyboard.press('Enter');
  await expect(dueDate).toBeFocused();
  await expect(dueDate).toHaveText(/\d{2}\/15\/\d{4}/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Due Date Set Successfully!')).toBeVisible();
  const due = await page.getByRole('row', { name: /#1002/ }).innerText();
  expect(due).toMatch(/\d{2}\/15\/\d{4}/);
});

test('a reviewer sees every order and finds nothing that changes one', async ({ page }) => {
  await signIn(page, 'reviewer@example.com');
  await expect(page).toHaveURL(/\/orders\/list/);
  const table = page.getByRole('table');
  for (const n of ['#1001', '#1003', '#1006']) await expect(table.getByText(n)).toBeVisible();
  await checkA11y(page, 'reviewer orders');
  await expect(table.getByText('customer@example.com').first()).toBeVisible();
  await expect(table.getByText('writer2@example.com')).toBeVisible();
  await expect(table.getByText('No Writer Assigned').first()).toBeVisible();
  // The only controls are links to look at an order.
  const buttons = await page.getByRole('main').getByRole('button').allInnerTexts();
  expect(buttons.filter((b) => !/^(\d+|View)$/.test(b.trim()))).toEqual([]);
  await expect(page.getByRole('main').locator('input, textarea, select')).toHaveCount(0);

  // And the server refuses a reviewer's writes whatever the page shows.
  const res = await page.request.patch('/api/writer/orders/set-due-date', { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: { orderId: 'x', clientId: 'x', dueDate: '2030-01-01' } });
  expect(res.status()).toBe(403);
});
