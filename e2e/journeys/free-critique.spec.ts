import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { latestMailTo } from '../support/outbox';

// A visitor asks for a free critique on the public page, opens the link that comes by mail, reads
// the critique made from their resume and picks a package from it.

const EMAIL = `visitor-${Date.now()}@example.com`;

async function resume(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  const lines: [string, number, boolean][] = [
    ['Elena Marsh', 24, true],
    ['elena.marsh@example.org | +44 20 7946 0321', 10, false],
    ['Summary', 13, true],
    ['Payroll specialist with eight years in mid-sized firms.', 10.5, false],
    ['Experience', 13, true],
    ['Payroll Lead, Brightwell Ltd 2019 - 2025', 10.5, true],
    ['•  Responsible for the monthly payroll of 420 staff', 10.5, false],
    ['•  Moved payroll to Workday and cut errors by 35%', 10.5, false],
    ['Education', 13, true],
    ['BA Accounting, University of Kent, 2016', 10.5, false],
    ['Skills', 13, true],
    ['Payroll, Workday, Excel, Onboarding', 10.5, false],
  ];
  lines.forEach(([text, size, isBold], i) => page.drawText(text, { x: 56, y: 730 - i * 20, size, font: isBold ? bold : regular }));
  return Buffer.from(await pdf.save());
}

test('a visitor sends a resume, opens the mailed link, reads the critique and picks a package', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/free-critique');
  await expect(page.getByRole('heading', { name: 'Free resume critique' })).toBeVisible();
  await checkA11y(page, 'free critique form');
  await page.getByRole('button', { name: 'Get my free critique' }).click();
  await expect(page.getByText('Enter your first name')).toBeVisible();
  await expect(page.getByText('Choose your resume file')).toBeVisible();
  await page.getByLabel(/^First name/).fill('Elena');
  await page.getByLabel(/^Last name/).fill('Marsh');
  await page.getByLabel(/^E-mail/).fill(EMAIL);
  // A file of another type is refused in words, not only with the hint turned red.
  await page.locator('input[type="file"]').setInputFiles({ name: 'elena-marsh.txt', mimeType: 'text/plain', buffer: Buffer.from('Elena Marsh') });
  await page.getByRole('button', { name: 'Get my free critique' }).click();
  await expect(page.getByText('This type of file is not accepted. Choose a PDF or Word file')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'elena-marsh.pdf', mimeType: 'application/pdf', buffer: await resume() });
  await page.getByRole('button', { name: 'Get my free critique' }).click();
  await expect(page.getByRole('status')).toContainText(`Your critique is ready. We have sent the link to ${EMAIL}.`, { timeout: 30_000 });
  await checkA11y(page, 'free critique sent');

  const link = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/.exec(await latestMailTo(EMAIL))![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Elena');
  await page.getByRole('tab', { name: 'Impact and Experience' }).click();
  await expect(page.getByText('2 of 2 experience bullets (100 %) show a measurable result. Keep it that way.')).toBeVisible();
  await page.getByRole('tab', { name: 'Language' }).click();
  await expect(page.locator('mark', { hasText: 'Responsible for' })).toBeVisible();
  await page.getByRole('tab', { name: 'ATS' }).click();
  await expect(page.getByText('Workday', { exact: true })).toBeVisible();
  await checkA11y(page, 'critique from the free form');
  await page.getByRole('link', { name: /^Choose / }).first().click();
  await expect(page).toHaveURL(/\/checkout\?item=/);
  await expect(page.getByLabel('First name')).toHaveValue('Elena');
});
