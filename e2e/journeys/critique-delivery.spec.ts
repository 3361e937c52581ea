import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { apiAs, docxNamed } from '../support/api';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { latestMailTo } from '../support/outbox';
import { signIn } from '../support/session';
import { resumePdf as pdfOf } from '../../apps/server/src/test/resume-pdf';

// A visitor sends a resume through the free-critique widget framed on another website, buys a
// package from the mailed critique, the final resume is delivered, and the customer sees what
// improved beside the original critique.

const EMAIL = `widget-${Date.now()}@example.com`;
const PORTAL = `http://localhost:${E2E_PORT}`;

/** A website of the resume service's own: another origin (on this machine, as browsers let only local pages frame local ones), serving one page. */
async function marketingSite(html: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

const BEFORE = ['Robin Hale', 'robin.hale@example.com', 'Experience', '• Responsible for the budget', '• Helped with hiring', '• Wrote reports'];
const AFTER = ['Robin Hale', 'robin.hale@example.com | +1 415 823 4567', 'Summary', 'Finance lead.', 'Experience', '• Cut the budget by 12%', '• Hired 14 people in 2024', '• Wrote 30 board reports', 'Education', 'BA Economics', 'Skills', 'Excel, SQL, Power BI'];

test('from the widget on another website to the final resume, with what improved since the critique', async ({ page, browser }) => {
  test.setTimeout(150_000);

  // The admin copies the widget's code from the critiques page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@example.com');
  await admin.goto('/admin/critiques');
  const code = await admin.getByTestId('critique-widget-code').innerText();
  expect(code).toContain(`${PORTAL}/free-critique/embed`);
  await checkA11y(admin, 'critiques page with the widget code');
  await adminContext.close();

  // The code pasted into a page of another website: the form loads framed there and sends.
  const marketing = await marketingSite(`<!doctype html><html lang="en"><head><title>Marketing</title></head><body><main><h1>Our services</h1>${code}</main></body></html>`);
  test.info().attach('marketing page', { body: marketing.url });
  await page.goto(marketing.url);
  const widget = page.frameLocator('iframe[title="Free resume critique"]');
  await expect(widget.getByRole('heading', { name: 'Free resume critique' })).toBeVisible();
  await widget.getByLabel(/^First name/).fill('Robin');
  await widget.getByLabel(/^Last name/).fill('Hale');
  await widget.getByLabel(/^E-mail/).fill(EMAIL);
  await widget.locator('input[type="file"]').setInputFiles({ name: 'robin-hale.pdf', mimeType: 'application/pdf', buffer: await pdfOf(BEFORE) });
  await widget.getByRole('button', { name: 'Get my free critique' }).click();
  await expect(widget.getByRole('status')).toContainText(`Your critique is ready. We have sent the link to ${EMAIL}.`, { timeout: 30_000 });
  marketing.close();

  // The mailed critique, then a package bought from it.
  const link = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(await latestMailTo(EMAIL))![0];
  const reviewPath = new URL(link).pathname;
  await page.goto(reviewPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Robin');
  await page.getByRole('link', { name: 'Choose Professional Resume' }).click();
  await expect(page).toHaveURL(/\/checkout\?item=/);
  await expect(page.getByLabel('E-mail')).toHaveValue(EMAIL);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 20_000 });
  const orderId = /\/order\/([^/]+)\//.exec(page.url())![1]!;

  // The final resume is delivered (by the admin, who may deliver any order's files).
  const staff = await apiAs('admin@example.com');
  const detail = JSON.stringify(await (await staff.get(`/api/writer/orders/${orderId}`)).json());
  const serviceId = /"packageServices":\[\{"_id":"([^"]+)"/.exec(detail)![1]!;
  const dataPdf = await staff.upload('Robin Hale - final.pdf', await pdfOf(AFTER), 'pdf');
  const dataWord = await staff.upload('Robin Hale - final.docx', docxNamed('Robin Hale'), 'word');
  const delivered = await staff.post('/api/writer/orders/final/upload', { data: { order_id: orderId, serviceId, taskId: 'final_document', dataPdf, dataWord } });
  expect(delivered.status()).toBe(200);
  await staff.dispose();

  // The customer's final documents show what improved, beside a link to the original critique.
  await page.goto(`/orders/final-document/${serviceId}/${orderId}`);
  const improved = page.getByRole('region', { name: 'What improved since your critique' });
  await expect(improved.getByText('Resolved since your critique')).toBeVisible({ timeout: 30_000 });
  await expect(improved.getByTestId('improved-resolved')).not.toHaveText('0');
  await expect(improved.getByText(/Weak phrase — “Responsible for”/)).toBeVisible();
  await expect(improved.getByText('No phone number')).toBeVisible();
  await expect(improved.getByRole('link', { name: 'Open your original critique' })).toHaveAttribute('href', reviewPath);
  await checkA11y(page, 'final documents with what improved');
});
