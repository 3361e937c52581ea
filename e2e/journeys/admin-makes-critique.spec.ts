import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { signIn } from '../support/session';

// An admin makes a critique of a resume file; its review page shows what the engine read from it.

async function resume(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  let y = 730;
  const line = (text: string, size = 10.5, font = regular) => {
    page.drawText(text, { x: 56, y, size, font });
    y -= size * 1.6;
  };
  line('Noor Haddad', 26, bold);
  line('noor.haddad@example.net | +1 (617) 555-0148 | Boston, MA', 10);
  line('Experience', 13, bold);
  line('Data Analyst, Harbour Freight Co. 2020 - 2025', 10.5, bold);
  line('•  Responsible for the weekly capacity report');
  line('•  Built Tableau dashboards that cut overtime by 11%');
  line('•  Automated stock checks in SQL and Python, saving 6 hours a week');
  line('Education', 13, bold);
  line('BSc Mathematics, Northeastern University, 2019');
  line('Skills', 13, bold);
  line('SQL, Python, Tableau, Excel, Statistics');
  return Buffer.from(await pdf.save());
}

test('an admin uploads a resume, makes its critique and opens its review page', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@example.com');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Administration').click();
  await page.getByRole('link', { name: 'Critiques' }).click();
  await page.getByRole('button', { name: 'Make a critique' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Names and e-mail left empty are taken from the resume.')).toBeVisible();
  await checkA11y(page, 'make a critique');
  await dialog.getByRole('button', { name: 'Make critique' }).click();
  await expect(dialog.getByText('Choose a resume file')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'noor-haddad.pdf', mimeType: 'application/pdf', buffer: await resume() });
  await dialog.getByRole('button', { name: 'Make critique' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The critique is ready.');
  // The message replaced the form and its button: it has the focus, not the page's body.
  await expect(dialog.getByRole('status')).toBeFocused();

  const [review] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Open review' }).click()]);
  await expect(review.getByRole('heading', { level: 1 })).toContainText('Noor');
  await expect(review.getByText(/Good: your experience uses 3 bullet points/)).toBeVisible();
  await checkA11y(review, 'review of the made critique');
  await review.getByRole('tab', { name: 'Language' }).click();
  await expect(review.locator('mark', { hasText: 'Responsible for' })).toBeVisible();
  await review.getByRole('tab', { name: 'ATS' }).click();
  for (const skill of ['SQL', 'Python', 'Tableau', 'Excel', 'Statistics']) await expect(review.getByText(skill, { exact: true })).toBeVisible();
  await review.getByRole('tab', { name: 'Best-Fit Jobs' }).click();
  await expect(review.getByRole('listitem').first()).toHaveText('Data Analyst');

  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: 'Open review: Noor Haddad' }).first()).toBeVisible();
});
