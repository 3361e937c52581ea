import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { SECOND_SITE, signIn } from '../support/session';

/** The writer sets order 1002's due date: an event whose notification reaches the customer's bell. */
async function writerSetsDueDate(day: string): Promise<string> {
  const writer = await apiAs('writer@example.com');
  const list = (await (await writer.get('/api/writer/orders')).json()) as { orders: { _id: string; number: number }[] };
  const order = list.orders.find((o) => o.number === 1002)!;
  const site = (await (await writer.get('/api/website')).json()) as { data: { client_id: string } };
  const res = await writer.patch('/api/writer/orders/set-due-date', { data: { orderId: order._id, clientId: site.data.client_id, dueDate: day } });
  expect(res.status(), await res.text()).toBe(200);
  return order._id;
}

/**
 * Coming back to the tab asks again (until the live connection pushes notifications); the event
 * reaches the bell once the outbox has delivered it, so come back until it shows.
 */
async function bellShows(page: Page, name: string | RegExp) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('button', { name })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('a customer reads the bell, follows a notification, clears them, and sees a new one arrive', async ({ page }, testInfo) => {
  // A date of its own per attempt, so a retry finds its own notification.
  const first = `2031-02-${String(10 + testInfo.retry).padStart(2, '0')}`;
  const firstLine = `Your order due date was set to 02/${first.slice(-2)}/2031`;
  await signIn(page, 'customer@example.com');
  const orderId = await writerSetsDueDate(first);
  await bellShows(page, /^Notifications, \d+ new$/);
  // The demo's own unread notifications light the bell already: open it until the new one is there
  // (the outbox delivers the event a moment after the writer's change).
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(async () => {
    if (await dropdown.isVisible()) await page.keyboard.press('Escape');
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
    await expect(dropdown.getByRole('link', { name: firstLine })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await checkA11y(page, 'notification dropdown');
  await dropdown.getByRole('link', { name: firstLine }).click();
  // The order opens; on this browser's first visit it goes on to the order's first questions.
  await expect(page).toHaveURL(new RegExp(`/orders/(view|questionnaire)/${orderId}`));
  await expect(dropdown).toBeHidden();

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  await checkA11y(page, 'notifications page');
  // A light button keeps its tint: page stylesheets must win over Mantine's base button rule.
  const clearAll = page.getByRole('button', { name: /^Clear (all|this page)$/ });
  await expect(clearAll).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.getByRole('button', { name: `Clear: ${firstLine}` }).click();
  await expect(items).toHaveCount(before - 1);
  // The focus moves to a neighbour's Clear, not to the page.
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Clear: /);
  await clearAll.click();
  await expect(page.getByText('You have no new notifications.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The next event reaches the bell without a reload.
  const next = `2031-03-${String(10 + testInfo.retry).padStart(2, '0')}`;
  await writerSetsDueDate(next);
  await bellShows(page, 'Notifications, 1 new');
  await expect(page.getByRole('main').getByRole('link', { name: `Your order due date was set to 03/${next.slice(-2)}/2031` })).toBeVisible();
});

test('the demo customer’s bell holds the demo orders’ story', async ({ page }) => {
  // The second site's customer: no other journey clears that bell.
  await signIn(page, 'customer@example.com', { base: SECOND_SITE });
  await page.goto(`${SECOND_SITE}/notifications`);
  await expect(page.getByRole('main').getByRole('link', { name: 'A new draft is ready for your review' }).first()).toBeVisible();
});

test('a reviewer has no bell and no notifications page', async ({ page }) => {
  await signIn(page, 'reviewer@example.com');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByText('Not Found')).toBeVisible();
});
