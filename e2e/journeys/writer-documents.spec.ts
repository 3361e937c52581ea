import { expect, test, type Browser, type Page } from '@playwright/test';
import { docxNamed, pdfNamed } from '../support/api';
import { recordApiReadsOfNextPage } from '../support/api-reads';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { latestMailTo } from '../support/outbox';
import { SECOND_SITE, signIn } from '../support/session';

/**
 * The writer's document screens against the customer's: drafts, reviews, the final and LinkedIn
 * documents, with and without the admin's approval of drafts, and a reviewer who only looks.
 * Order 1003's Cover Letter has no draft yet, so its revision loop starts from the beginning.
 */

type OrderInfo = { id: string; resumeId: string; coverId: string; linkedinId: string };

type Listed = { orders: { _id: string; number: number; package: { packageServices: { _id: string; serviceName: string }[] } }[] };

/** Read in the page (its origin and cookie): Node does not resolve second.localhost, Chromium does. */
async function order1003(page: Page, list = '/api/writer/orders?limit=100'): Promise<OrderInfo> {
  const body = await page.evaluate(async (url) => (await fetch(url)).json() as Promise<Listed>, list);
  const order = body.orders.find((o) => o.number === 1003)!;
  const service = (name: string) => order.package.packageServices.find((s) => s.serviceName === name)!._id;
  return { id: order._id, resumeId: service('Resume Writing'), coverId: service('Cover Letter'), linkedinId: service('LinkedIn Profile') };
}

async function as(browser: Browser, email: string, base = ''): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, { base });
  return page;
}

/** The service's module links on the order overview (opening its panel when closed). */
async function serviceLink(page: Page, service: string, link: string) {
  const control = page.getByRole('button', { name: new RegExp(`^${service}`) });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  return page.getByRole('region', { name: new RegExp(`^${service}`) }).getByRole('link', { name: link });
}

/** Drops a file on the labelled slot of an upload form and waits until it is stored. */
async function dropFile(page: Page, slot: RegExp, name: string, buffer: Buffer, mimeType: string) {
  const group = page.getByRole('group', { name: slot });
  await group.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  await expect(group.getByRole('link', { name: `Download ${name}` })).toBeVisible();
}

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function rate(page: Page, stars: number) {
  const id = await page.getByLabel(`${stars} out of 5 stars`).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

test('a writer sends drafts, the customer reviews and finalizes, the writer delivers the final and LinkedIn documents', async ({ browser }) => {
  test.setTimeout(300_000);
  const writer = await as(browser, 'writer@example.com');
  const order = await order1003(writer);

  // From the order overview to the Cover Letter's drafts. The page came with the order: the screen
  // did not ask for it.
  const reads = recordApiReadsOfNextPage(writer);
  await writer.goto(`/orders/view/${order.id}`);
  const drafts = await serviceLink(writer, 'Cover Letter', 'Drafts');
  expect(reads.stop()).not.toContain(`/api/writer/orders/${order.id}`);
  await drafts.click();
  await expect(writer).toHaveURL(new RegExp(`/orders/revision-files/${order.coverId}/${order.id}`));
  await expect(writer.getByText('No draft has been sent yet. Upload the first draft for the customer.')).toBeVisible();
  await checkA11y(writer, 'revision files, first draft');

  await writer.getByRole('button', { name: 'Upload draft' }).click();
  await expect(writer.getByText('Please upload the pdf version of the file')).toBeVisible();
  await dropFile(writer, /^PDF version/, 'Cover draft 1.pdf', await pdfNamed('Cover draft 1'), PDF);
  await writer.getByRole('button', { name: 'Upload draft' }).click();
  await expect(writer.getByText('Please upload the word version of the file')).toBeVisible();
  await dropFile(writer, /^Word version/, 'Cover draft 1.docx', docxNamed('Cover draft 1'), DOCX);
  await writer.getByRole('button', { name: 'More options' }).click();
  await writer.getByRole('dialog').getByLabel('Notes for the customer').fill('A first take on your cover letter.');
  await checkA11y(writer, 'revision more options');
  await writer.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(writer.getByRole('button', { name: 'More options (1)' })).toBeVisible();
  await writer.getByRole('button', { name: 'Upload draft' }).click();
  await expect(writer.getByText('Draft Uploaded Successfully!')).toBeVisible();
  await expect(writer.getByText('Waiting for the customer')).toBeVisible();
  await expect(writer.getByRole('button', { name: 'Upload draft' })).toHaveCount(0);
  await checkA11y(writer, 'revision files, waiting for the customer');

  // The customer reviews it: three stars and a request.
  const customer = await as(browser, 'customer@example.com');
  await customer.goto(`/orders/revisions-process/${order.coverId}/${order.id}`);
  await expect(customer.getByText('A first take on your cover letter.')).toBeVisible();
  await rate(customer, 3);
  await customer.getByLabel('Your revision request').fill('Mention the Acme posting by name.');
  await customer.getByRole('button', { name: 'Submit review' }).click();
  await expect(customer.getByText('Review Submitted Successfully!')).toBeVisible();

  // The writer reads the review in the history and sends the next draft.
  await writer.reload();
  await expect(writer.getByText('The customer reviewed the latest draft. You can upload the next one.')).toBeVisible();
  await expect(writer.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
  await expect(writer.getByText('Mention the Acme posting by name.')).toBeVisible();
  await dropFile(writer, /^PDF version/, 'Cover draft 2.pdf', await pdfNamed('Cover draft 2'), PDF);
  await dropFile(writer, /^Word version/, 'Cover draft 2.docx', docxNamed('Cover draft 2'), DOCX);
  await writer.getByRole('button', { name: 'Upload draft' }).click();
  await expect(writer.getByText('Draft Uploaded Successfully!')).toBeVisible();
  await expect(writer.getByRole('cell', { name: /Draft 2/ })).toBeVisible();

  // The customer accepts the second draft.
  await customer.reload();
  await rate(customer, 5);
  await customer.getByLabel('Your revision request').fill('Perfect.');
  await customer.getByRole('button', { name: 'Submit review' }).click();
  await customer.getByRole('button', { name: 'Yes', exact: true }).click();
  // The second question takes the focus on its safe answer: a held Enter cannot finalize twice over.
  await expect(customer.getByRole('button', { name: 'No, keep revising' })).toBeFocused();
  await customer.getByRole('button', { name: 'Yes, finalize' }).click();
  await expect(customer.getByText('Revision Finalized Successfully!')).toBeVisible();
  expect(await customer.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // The writer is told to proceed, and delivers the final document.
  await writer.reload();
  await expect(writer.getByText('Revisions accepted')).toBeVisible();
  await writer.getByRole('link', { name: 'Go to the final document' }).click();
  await expect(writer).toHaveURL(new RegExp(`/orders/final-files/${order.coverId}/${order.id}`));
  await checkA11y(writer, 'final files');
  await writer.getByRole('button', { name: 'Submit final document' }).click();
  await expect(writer.getByText('Please upload the pdf version of final document')).toBeVisible();
  await dropFile(writer, /^PDF version/, 'Cover letter.pdf', await pdfNamed('Cover letter'), PDF);
  await dropFile(writer, /^Word version/, 'Cover letter.docx', docxNamed('Cover letter'), DOCX);
  await writer.getByLabel('Notes for the customer').fill('Good luck with Acme!');
  await writer.getByRole('button', { name: 'Submit final document' }).click();
  await expect(writer.getByText('Final Documents Uploaded Successfully!')).toBeVisible();
  await expect(writer.getByText('Current submission')).toBeVisible();
  await expect(writer.getByText('A new submission replaces the current one.')).toBeVisible();

  // The LinkedIn document: one file, a success, then back to the order.
  await writer.goto(`/orders/linkedin/linkedin/${order.id}`);
  await checkA11y(writer, 'linkedin');
  await writer.getByRole('button', { name: 'Submit' }).click();
  await expect(writer.getByText('Please upload the document')).toBeVisible();
  await dropFile(writer, /^LinkedIn document/, 'LinkedIn profile.docx', docxNamed('LinkedIn profile'), DOCX);
  await writer.getByRole('button', { name: 'Submit' }).click();
  await expect(writer.getByText('Document Uploaded Successfully!')).toBeVisible();
  await expect(writer).toHaveURL(new RegExp(`/orders/view/${order.id}$`));

  // The customer downloads both.
  await customer.goto(`/orders/final-document/${order.coverId}/${order.id}`);
  let download = customer.waitForEvent('download');
  await customer.getByRole('link', { name: 'Download Cover letter.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Cover letter.pdf');
  await customer.goto(`/orders/final-document/${order.linkedinId}/${order.id}?linkedin=1`);
  download = customer.waitForEvent('download');
  await customer.getByRole('link', { name: 'Download LinkedIn profile.docx' }).click();
  expect((await download).suggestedFilename()).toBe('LinkedIn profile.docx');
});

test('with the approval feature, drafts pass the admin’s queue: a rejection sends the writer back, an approval reaches the customer', async ({ browser }) => {
  test.setTimeout(300_000);
  const writer = await as(browser, 'writer@example.com', SECOND_SITE);
  const order = await order1003(writer);
  const revisionFiles = `${SECOND_SITE}/orders/revision-files/${order.coverId}/${order.id}`;

  // The site hides Word documents: a PDF is enough.
  await writer.goto(revisionFiles);
  await expect(writer.getByText('Word version')).toHaveCount(0);
  await dropFile(writer, /^PDF version/, 'Crestline draft 1.pdf', await pdfNamed('Crestline draft 1'), PDF);
  await writer.getByRole('button', { name: 'Upload draft' }).click();
  await expect(writer.getByText('Draft Uploaded Successfully!')).toBeVisible();
  await expect(writer.getByText(/waiting for an admin's approval/)).toBeVisible();
  await checkA11y(writer, 'revision files, awaiting approval');

  // The customer does not see it yet.
  const customer = await as(browser, 'customer@example.com', SECOND_SITE);
  await customer.goto(`${SECOND_SITE}/orders/revisions-process/${order.coverId}/${order.id}`);
  await expect(customer.getByText('Pending', { exact: true })).toBeVisible();
  await expect(customer.getByText('Crestline draft 1.pdf')).toHaveCount(0);

  // The admin finds the queue in the menu and rejects the draft with a reason and a file.
  const admin = await as(browser, 'admin@example.com', SECOND_SITE);
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Draft Approvals' }).click();
  await expect(admin).toHaveURL(/\/revisions\/approvals/);
  const card = admin.getByRole('article').filter({ hasText: `Order #1003: Cover Letter` });
  await expect(card.getByText('Crestline draft 1.pdf')).toBeVisible();
  await checkA11y(admin, 'approval queue');
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject draft' }).click();
  await expect(dialog.getByText('Please give the reason for the rejection')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('The opening paragraph repeats the resume.');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'Admin notes.pdf', mimeType: PDF, buffer: await pdfNamed('Admin notes') });
  await expect(dialog.getByRole('link', { name: 'Download Admin notes.pdf' })).toBeVisible();
  await checkA11y(admin, 'reject dialog');
  await dialog.getByRole('button', { name: 'Reject draft' }).click();
  await expect(admin.getByText('Draft rejected. The writer has been notified.')).toBeVisible();
  await expect(card).toHaveCount(0);
  // The card left with its buttons: the focus is on the next draft's title or on "nothing waits", never the page's body.
  await expect.poll(() => admin.evaluate(() => document.activeElement?.matches('h2[id^="pending-"], [role="alert"]') ?? false)).toBe(true);
  expect(await latestMailTo('writer@example.com')).toContain('did not approve your latest draft');

  // The writer reads why and uploads again.
  await writer.reload();
  await expect(writer.getByText('The latest draft was not approved')).toBeVisible();
  await expect(writer.getByText('The opening paragraph repeats the resume.')).toBeVisible();
  await expect(writer.getByRole('link', { name: 'Download Admin notes.pdf' })).toBeVisible();
  await checkA11y(writer, 'revision files, rejected');
  await dropFile(writer, /^PDF version/, 'Crestline draft 2.pdf', await pdfNamed('Crestline draft 2'), PDF);
  await writer.getByRole('button', { name: 'Upload draft' }).click();
  await expect(writer.getByText('Draft Uploaded Successfully!')).toBeVisible();

  // The admin approves it; the customer hears of it and sees it.
  await admin.reload();
  const second = admin.getByRole('article').filter({ hasText: 'Crestline draft 2.pdf' });
  await second.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Draft approved. The customer can now review it.')).toBeVisible();
  // The writer hears of it too, and their open page follows without a reload.
  await expect(writer.getByText('Waiting for the customer')).toBeVisible();
  expect(await latestMailTo('writer@example.com')).toContain('was approved');
  expect(await latestMailTo('customer@example.com')).toContain('new draft');
  await customer.reload();
  await expect(customer.getByText('Crestline draft 2.pdf')).toBeVisible();
  await expect(customer.getByText('Crestline draft 1.pdf')).toHaveCount(0);

  // Rating is off on this site: a review alone, then the two questions.
  await customer.getByLabel('Your revision request').fill('Looks great.');
  await customer.getByRole('button', { name: 'Submit review' }).click();
  await customer.getByRole('button', { name: 'Yes', exact: true }).click();
  // The second question takes the focus on its safe answer: a held Enter cannot finalize twice over.
  await expect(customer.getByRole('button', { name: 'No, keep revising' })).toBeFocused();
  await customer.getByRole('button', { name: 'Yes, finalize' }).click();
  await expect(customer.getByText('Revision Finalized Successfully!')).toBeVisible();
  expect(await customer.evaluate(() => document.activeElement !== document.body)).toBe(true);

  // The final document without Word, and the customer downloads it.
  await writer.goto(`${SECOND_SITE}/orders/final-files/${order.coverId}/${order.id}`);
  await dropFile(writer, /^PDF version/, 'Crestline cover letter.pdf', await pdfNamed('Crestline cover letter'), PDF);
  await writer.getByRole('button', { name: 'Submit final document' }).click();
  await expect(writer.getByText('Final Documents Uploaded Successfully!')).toBeVisible();
  await customer.goto(`${SECOND_SITE}/orders/final-document/${order.coverId}/${order.id}`);
  const download = customer.waitForEvent('download');
  await customer.getByRole('link', { name: 'Download Crestline cover letter.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Crestline cover letter.pdf');
});

test('a reviewer opens the overview and every document screen and finds no control that writes', async ({ browser }) => {
  const reviewer = await as(browser, 'reviewer@example.com');
  const order = await order1003(reviewer, '/api/reviewer/orders?limit=100');
  const resumeId = order.resumeId;

  await reviewer.goto(`/orders/view/${order.id}`);
  await expect(reviewer.getByText('Wendy Parker')).toBeVisible();
  await (await serviceLink(reviewer, 'Resume Writing', 'Drafts')).click();
  await expect(reviewer).toHaveURL(new RegExp(`/orders/revision-files/${resumeId}/${order.id}`));
  await expect(reviewer.getByText('Jordan Lee - Resume draft 1.pdf')).toBeVisible();
  await checkA11y(reviewer, 'revision files, reviewer');

  for (const path of [`/orders/revision-files/${resumeId}/${order.id}`, `/orders/final-files/${resumeId}/${order.id}`, `/orders/linkedin/linkedin/${order.id}`, `/orders/previous-document/${resumeId}/${order.id}`]) {
    await reviewer.goto(path);
    await expect(reviewer.getByRole('link', { name: 'Back to order' })).toBeVisible();
    await reviewer.waitForLoadState('networkidle');
    await expect(reviewer.getByRole('main').locator('input, textarea, select')).toHaveCount(0);
    const buttons = await reviewer.getByRole('main').getByRole('button').allInnerTexts();
    expect(buttons.filter((b) => b.trim() !== ''), path).toEqual([]);
  }

  // And the server refuses the reviewer's writes and the admin's queue whatever the page shows.
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  expect((await reviewer.request.post('/api/writer/orders/revision/upload', { headers, data: { order_id: order.id, serviceId: resumeId, data: {} } })).status()).toBe(403);
  expect((await reviewer.request.post('/api/admin/revisions/approve', { headers, data: { draft_id: 'x' } })).status()).toBe(403);
});
