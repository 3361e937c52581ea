import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { signIn } from '../support/session';

test('a customer reads the bell, follows a notification, clears them, and sees a new one arrive', async ({ page }) => {
  await signIn(page, 'customer@example.com');
  // The demo's story left the customer a few; other journeys may have added more.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByRole('link', { name: 'A new draft is ready for your review' }).first()).toBeVisible();
  await checkA11y(page, 'notification dropdown');
  await dropdown.getByRole('link', { name: 'A new draft is ready for your review' }).first().click();
  await expect(page).toHaveURL(/\/orders\/view\//);
  await expect(dropdown).toBeHidden();

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  expect(before).toBeGreaterThan(1);
  await checkA11y(page, 'notifications page');
  // A light button keeps its tint: page stylesheets must win over Mantine's base button rule.
  const clearAll = page.getByRole('button', { name: /^Clear (all|this page)$/ });
  await expect(clearAll).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.getByRole('button', { name: 'Clear: Your order is complete' }).first().click();
  await expect(items).toHaveCount(before - 1);
  await page.getByRole('button', { name: /^Clear (all|this page)$/ }).click();
  await expect(page.getByText('You have no new notifications.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The writer sets a due date: the event reaches the customer's bell without a reload.
  const writer = await apiAs('writer@example.com');
  const orders = (await (await writer.get('/api/writer/orders')).json()) as { orders: { _id: string; number: number }[] };
  const order = orders.orders.find((o) => o.number === 1002)!;
  const site = (await (await writer.get('/api/website')).json()) as { data: { client_id: string } };
  const due = await writer.patch('/api/writer/orders/set-due-date', { data: { orderId: order._id, clientId: site.data.client_id, dueDate: '2031-02-14' } });
  expect(due.status(), await due.text()).toBe(200);
  // Coming back to the tab asks again (until the live connection pushes notifications).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Your order due date was set to 02/14/2031' })).toBeVisible();
});

test('a reviewer has no bell and no notifications page', async ({ page }) => {
  await signIn(page, 'reviewer@example.com');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByText('Not Found')).toBeVisible();
});
