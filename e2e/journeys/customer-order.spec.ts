import { expect, test, type Page } from '@playwright/test';
import { apiAs, docxNamed, pdfNamed } from '../support/api';
import { recordApiReadsOfNextPage } from '../support/api-reads';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { signIn } from '../support/session';

/**
 * A customer takes a fresh order from the initial questions to the final documents; the writer's
 * side (drafts, finals) is done through the API, signed in as the writer.
 */
test('a customer goes from the initial questions to downloading the final documents', async ({ page }) => {
  test.setTimeout(360_000);
  await signIn(page, 'customer@example.com');
  const orders = (await (await page.request.get('/api/customer/orders?limit=100')).json()) as { orders: { _id: string; number: number; package: { packageServices: { _id: string }[] } }[] };
  const order = orders.orders.find((o) => o.number === 1007)!;
  const serviceId = order.package.packageServices[0]!._id;

  // Opening the order first asks the initial questions.
  await page.goto(`/orders/view/${order._id}`);
  await expect(page).toHaveURL(new RegExp(`/order/${order._id}/initial-question`));
  await checkA11y(page, 'initial questions: industries');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('You should select 1-3 industries')).toBeVisible();
  for (const name of ['Sales', 'Information Technology', 'Consulting']) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Banking & Finance', exact: true }).click();
  await expect(page.getByText("You Can't Select More Than 3 Industries")).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await checkA11y(page, 'initial questions: experience');
  await page.getByText('Mid-Senior level (5-10)').click();
  await page.getByRole('button', { name: 'Submit' }).click();

  // Then the contract: an empty signature is refused, a drawn one is accepted.
  await expect(page).toHaveURL(new RegExp(`/contract/fill/${order._id}`));
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(page.getByText('Please sign this contract in order to continue')).toBeVisible();
  await checkA11y(page, 'contract');
  // Signed from the keyboard alone: the typed signature becomes the same 700x500 PNG the pad gives.
  await page.getByRole('radio', { name: 'Draw' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Type your full name')).toBeFocused();
  await page.keyboard.type('Jordan Lee');
  await checkA11y(page, 'contract, typed signature');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Contract signed successfully.')).toBeVisible();

  // First visit of the order: straight to the first module, the questionnaire.
  await expect(page).toHaveURL(/\/orders\/questionnaire\//, { timeout: 15_000 });
  await expect(page.getByLabel(/Which role are you targeting next/)).toBeVisible();
  await checkA11y(page, 'questionnaire');
  await answerCareerQuestionnaire(page);
  await expect(page.getByText('Completed Successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/view/${order._id}`));
  // Measured at rest: the success alert fades out after 3 s, and colours mid-fade are not its colours.
  await expect(page.getByText('Completed Successfully')).toBeHidden({ timeout: 10_000 });
  await checkA11y(page, 'order detail');

  // Previous documents.
  await page.goto(`/orders/previous-document/${serviceId}/${order._id}`);
  await page.locator('input[type=file]').setInputFiles({ name: 'My old resume.pdf', mimeType: 'application/pdf', buffer: await pdfNamed('Old resume') });
  await expect(page.getByText('My old resume.pdf')).toBeVisible();
  await checkA11y(page, 'previous documents');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document Uploaded Successfully!')).toBeVisible();

  // The writer delivers a first draft.
  const writer = await apiAs('writer@example.com');
  const draft = await writer.post('/api/writer/orders/revision/upload', {
    data: { order_id: order._id, serviceId, data: { dataPdf: await writer.upload('Draft 1.pdf', await pdfNamed('Draft 1'), 'pdf'), dataWord: await writer.upload('Draft 1.docx', docxNamed('Draft 1'), 'word'), notes: 'Here is your first draft.' } },
  });
  expect(draft.status()).toBe(200);

  // The customer asks for changes (a rating of 3), the writer sends draft 2, the customer accepts it.
  await page.goto(`/orders/revisions-process/${serviceId}/${order._id}`);
  await expect(page.getByText('Here is your first draft.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please rate the document and specify your revision request')).toBeVisible();
  await checkA11y(page, 'revisions');
  await rate(page, 3);
  await page.getByLabel('Your revision request').fill('Please put my certifications first.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review Submitted Successfully!')).toBeVisible();

  const second = await writer.post('/api/writer/orders/revision/upload', {
    data: { order_id: order._id, serviceId, data: { dataPdf: await writer.upload('Draft 2.pdf', await pdfNamed('Draft 2'), 'pdf'), dataWord: await writer.upload('Draft 2.docx', docxNamed('Draft 2'), 'word'), notes: 'Certifications are first now.' } },
  });
  expect(second.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Certifications are first now.')).toBeVisible();
  // Five stars from the keyboard: into the group, then the arrow keys.
  await page.getByLabel('1 out of 5 stars').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('5 out of 5 stars')).toBeChecked();
  await page.getByLabel('Your revision request').fill('Perfect, thank you.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Is this your final revision request?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, finalize' }).click();
  await expect(page.getByText('Revision Finalized Successfully!')).toBeVisible();

  // The writer delivers the final documents; the customer downloads them.
  const final = await writer.post('/api/writer/orders/final/upload', {
    data: { order_id: order._id, serviceId, taskId: 'final_document', dataPdf: await writer.upload('Resume.pdf', await pdfNamed('Final resume'), 'pdf'), dataWord: await writer.upload('Resume.docx', docxNamed('Final resume'), 'word'), otherFiles: [], notes: 'Good luck!' },
  });
  expect(final.status()).toBe(200);
  await page.goto(`/orders/final-document/${serviceId}/${order._id}`);
  await expect(page.getByRole('link', { name: 'Download Resume.pdf' })).toBeVisible();
  await checkA11y(page, 'final documents');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Resume.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Resume.pdf');

  // Every module is done: the order is complete, and the completion modal greets the customer. The
  // page came with the order as it is now: the screen did not ask for it again.
  const reads = recordApiReadsOfNextPage(page);
  await page.goto(`/orders/view/${order._id}`);
  await expect(page.getByText('Congratulations!')).toBeVisible();
  expect(reads.stop()).not.toContain(`/api/customer/orders/${order._id}`);
  await checkA11y(page, 'completion modal');

  // The completed order tells one story: the finals first, the revisions accepted, the upload kept.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Resume Writing: final documents' })).toBeVisible();
  await checkA11y(page, 'completed order');
  await page.goto(`/orders/revisions-process/${serviceId}/${order._id}`);
  await expect(page.getByText('You accepted the revisions of this document, and your final documents are ready.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the final documents' })).toBeVisible();
  await page.goto(`/orders/previous-document/${serviceId}/${order._id}`);
  await expect(page.getByText('This step is done')).toBeVisible();
  await expect(page.getByText('My old resume.pdf')).toBeVisible();
  await checkA11y(page, 'previous documents of a completed order');
  await writer.dispose();
});

/** Clicks the n-th star as a person would (the radio inputs behind the stars are hidden). */
async function rate(page: Page, stars: number) {
  const id = await page.getByLabel(`${stars} out of 5 stars`).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

async function answerCareerQuestionnaire(page: Page) {
  await page.getByLabel(/Which role are you targeting next/).fill('Regional Sales Director');
  await page.getByLabel(/Which e-mail should appear/).fill('jordan.lee@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Describe three achievements/).fill('Grew revenue 38%; built a team of 12.');
  await page.getByRole('combobox', { name: /How would you describe your seniority/ }).click();
  await page.getByRole('option', { name: 'Senior', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Balanced').check();
  await page.getByRole('button', { name: 'Submit' }).click();
}

test("a package's guide downloads for its buyer from the order page, and for nobody without an account", async ({ page, browser }) => {
  await signIn(page, 'customer@example.com');
  const orders = (await (await page.request.get('/api/customer/orders?limit=100')).json()) as { orders: { _id: string; number: number }[] };
  await page.goto(`/orders/view/${orders.orders.find((o) => o.number === 1003)!._id}`);
  const guide = page.getByRole('link', { name: 'Interview Preparation Guide' });
  await expect(guide).toBeVisible();
  const href = (await guide.getAttribute('href'))!;
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL(href, page.url()).toString())).status()).toBe(404);
  await stranger.close();
});
