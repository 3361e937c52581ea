import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, pdfNamed } from '../support/api';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { signIn } from '../support/session';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function orderId(number: number): Promise<string> {
  const customer = await apiAs('customer@example.com');
  const list = (await (await customer.get('/api/customer/orders')).json()) as { orders: { _id: string; number: number }[] };
  return list.orders.find((o) => o.number === number)!._id;
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const box = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

test('a customer and the writer chat live on the order, a file included, and a reload loses nothing', async ({ browser }, testInfo) => {
  const run = `${Date.now()}-${testInfo.retry}`;
  const id = await orderId(1003);
  const customer = await signedInPage(browser, 'customer@example.com');
  const writer = await signedInPage(browser, 'writer@example.com');
  await customer.goto(`/orders/view/${id}`);
  await writer.goto(`/orders/view/${id}`);
  await expect(log(customer).getByText('Could we mention the 2023 award too?')).toBeVisible();
  await expect(log(writer).getByText('Could we mention the 2023 award too?')).toBeVisible();
  await checkA11y(customer, 'customer order chat');
  await checkA11y(writer, 'writer order chat');

  // Sending is off while the box is empty; text is sent trimmed, with Enter.
  await expect(customer.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box(customer).fill(`   Hello from the customer ${run}   `);
  await box(customer).press('Enter');
  await expect(log(writer).getByText(`Hello from the customer ${run}`, { exact: true })).toBeVisible();
  await expect(log(customer).getByText(`Hello from the customer ${run}`, { exact: true })).toHaveCount(1);
  // The writer's bell hears of it without a reload.
  await expect(writer.getByRole('button', { name: /^Notifications, \d+ new$/ })).toBeVisible();

  // A file, with the chat's name rule first.
  const picker = writer.locator('input[type=file]');
  await picker.setInputFiles({ name: "Writer's notes.pdf", mimeType: 'application/pdf', buffer: await pdfNamed('Notes') });
  await expect(writer.getByRole('alert').filter({ hasText: 'Please do not use any commas or apostrophes in the file name!' })).toBeVisible();
  await picker.setInputFiles({ name: `Draft notes ${run}.pdf`, mimeType: 'application/pdf', buffer: await pdfNamed('Notes') });
  await expect(writer.getByText(`Attached: Draft notes ${run}.pdf`)).toBeVisible();
  await box(writer).fill('Here are my notes on the draft.');
  await writer.getByRole('button', { name: 'Send' }).click();
  await expect(log(customer).getByRole('link', { name: `Draft notes ${run}.pdf` })).toBeVisible();

  // The customer reloads while the writer keeps writing: after the reload every message is there once.
  const reloading = customer.reload();
  await box(writer).fill(`Written during the reload ${run}`);
  await box(writer).press('Enter');
  await reloading;
  await expect(log(customer).getByText(`Written during the reload ${run}`)).toBeVisible();
  await expect(log(customer).getByText(`Hello from the customer ${run}`, { exact: true })).toHaveCount(1);
  await expect(log(customer).getByRole('link', { name: `Draft notes ${run}.pdf` })).toHaveCount(1);
  await box(customer).fill(`And after it ${run}`);
  await box(customer).press('Enter');
  await expect(log(writer).getByText(`And after it ${run}`)).toBeVisible();
});

test('a writer and an admin chat: the admin sees the unread count, answers, and the writer reads it live', async ({ browser }, testInfo) => {
  const run = `${Date.now()}-${testInfo.retry}`;
  const writer = await signedInPage(browser, 'writer@example.com');
  await writer.getByRole('link', { name: 'Chat with Admin' }).click();
  await expect(writer.getByRole('heading', { name: 'Chat with Admin' })).toBeVisible();
  await expect(log(writer).getByText('I can take two more executive resumes')).toBeVisible();
  await box(writer).fill(`May I take a day off on Friday? ${run}`);
  await box(writer).press('Enter');
  await expect(log(writer).getByText(`May I take a day off on Friday? ${run}`)).toBeVisible();
  await checkA11y(writer, 'writer chat with admin');

  const admin = await signedInPage(browser, 'admin@example.com');
  // The menu's entry carries the unread count, on any page.
  const adminEntry = menu(admin).getByRole('link', { name: /^Writer chats/ });
  await expect(adminEntry).toHaveAccessibleName(/^Writer chats\s*\d+ unread messages?$/);
  await adminEntry.click();
  await expect(admin.getByLabel(/^\d+ unread messages?$/).first()).toBeVisible();
  await admin.getByRole('link', { name: /Wendy Parker/ }).click();
  await expect(log(admin).getByText(`May I take a day off on Friday? ${run}`)).toBeVisible();
  await checkA11y(admin, 'admin writer chats');
  // Read: the menu's count goes once the reading is stored.
  await expect(adminEntry).toHaveAccessibleName('Writer chats');
  await box(admin).fill(`Of course, enjoy it. ${run}`);
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(log(writer).getByText(`Of course, enjoy it. ${run}`)).toBeVisible();

  // The writer is elsewhere when the next message comes: the menu says so live, and opening the chat clears it.
  await writer.goto('/dashboard');
  const writerEntry = menu(writer).getByRole('link', { name: /^Chat with Admin/ });
  await expect(writerEntry).toHaveAccessibleName('Chat with Admin');
  await box(admin).fill(`See you on Monday. ${run}`);
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(writerEntry).toHaveAccessibleName(/^Chat with Admin\s*1 unread message$/);
  await checkA11y(writer, 'writer menu with an unread badge');
  await writerEntry.click();
  await expect(log(writer).getByText(`See you on Monday. ${run}`)).toBeVisible();
  await expect(writerEntry).toHaveAccessibleName('Chat with Admin');
});
