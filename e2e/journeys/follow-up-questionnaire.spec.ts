import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { latestMailTo } from '../support/outbox';
import { signIn, signOut } from '../support/session';

const SHOTS = process.env.SHOTS_DIR;

type Order = { _id: string; number: number; package: { packageServices: { _id: string; serviceName: string }[] } };

/** Order 1003 of the demo data (writer@example.com's, with a LinkedIn service that has a follow-up). */
async function demoFollowUp() {
  const writer = await apiAs('writer@example.com');
  const list = (await (await writer.get('/api/writer/orders')).json()) as { orders: Order[] };
  const order = list.orders.find((o) => o.number === 1003)!;
  const service = order.package.packageServices.find((s) => s.serviceName === 'LinkedIn Profile')!;
  await writer.dispose();
  return { orderId: order._id, serviceId: service._id };
}

async function addField(page: Page, type: string) {
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('menuitem', { name: type }).click();
  // The new field's first box takes the focus: its question is what is typed next.
  await expect(page.getByRole('listitem').last().getByRole('textbox').first()).toBeFocused();
}

test('a writer sends a follow-up questionnaire from a template, the customer answers it, the writer reads the answers, a reviewer only looks', async ({ page }) => {
  // Four people in turn, each screen checked with axe: longer than the default minute.
  test.setTimeout(360_000);
  const { orderId, serviceId } = await demoFollowUp();

  // The writer builds and publishes a template.
  await signIn(page, 'writer@example.com');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Follow Up Questions').click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(/\/questionnaire-template\/list/);
  await expect(page.getByText('No templates yet')).toBeVisible();
  await checkA11y(page, 'template list (empty)');
  await page.getByRole('link', { name: 'New template' }).click();
  await page.getByRole('button', { name: 'Create and add questions' }).click();
  await expect(page.getByText('Template name required')).toBeVisible();
  await checkA11y(page, 'template create');
  await page.getByLabel('Template name').fill('LinkedIn follow-up');
  await page.getByRole('button', { name: 'Create and add questions' }).click();
  await expect(page).toHaveURL(/\/questionnaire-template\/template\?key=/);
  const templateUrl = page.url();

  await addField(page, 'Section');
  await page.getByRole('listitem', { name: 'Field 1' }).getByLabel('Section title').fill('Your profile');
  await addField(page, 'Short answer');
  const second = page.getByRole('listitem', { name: 'Field 2' });
  await second.getByLabel('Question').fill('Which headline would you like?');
  await second.getByLabel('Placeholder').fill('e.g. Sales leader in B2B software');
  await second.getByRole('switch', { name: 'Required' }).check();
  await addField(page, 'Single choice');
  const third = page.getByRole('listitem', { name: 'Field 3' });
  await third.getByLabel('Question').fill('Should recruiters see you are open to work?');
  await third.getByLabel('Field 3, option 1').fill('Yes');
  await third.getByRole('button', { name: 'Add option' }).click();
  await third.getByLabel('Field 3, option 2').fill('No');
  // A paragraph moved to the top, with nothing in it, stops publishing until it is written.
  await addField(page, 'Paragraph');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: `Move field ${4 - i} up` }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Enter the text')).toBeVisible();
  await page.getByRole('listitem', { name: 'Field 1' }).getByLabel('Text').fill('A few questions for your LinkedIn profile.');
  await checkA11y(page, 'template editor');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/template-editor-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Writers can now copy this template.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to templates' }).click();
  await expect(page.getByRole('row', { name: /LinkedIn follow-up/ })).toContainText('Published');
  await checkA11y(page, 'template list');

  // The writer copies it into the order's follow-up and sends it.
  await page.goto(`/orders/additional_questionnaire/${orderId}/${serviceId}`);
  await expect(page.getByText('Not sent')).toBeVisible();
  await page.getByRole('combobox', { name: 'Start from a template' }).click();
  await page.getByRole('option', { name: 'LinkedIn follow-up' }).click();
  await page.getByRole('button', { name: 'Copy template' }).click();
  await expect(page.getByRole('listitem', { name: 'Field 3' }).getByLabel('Question')).toHaveValue('Which headline would you like?');
  await checkA11y(page, 'follow-up editor');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/follow-up-editor-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByText('This questionnaire was sent to the customer. It can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await checkA11y(page, 'follow-up sent');
  expect(await latestMailTo('customer@example.com')).toContain('a few more questions');
  await signOut(page);

  // The customer answers it from the order.
  await signIn(page, 'customer@example.com');
  await page.goto(`/orders/questionnaire/${orderId}/additional_questionnaire/${serviceId}`);
  await expect(page.getByText('A few questions for your LinkedIn profile.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Which headline would you like/).fill('Sales leader growing B2B teams');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Completed Successfully').first()).toBeVisible();
  await signOut(page);

  // The writer reads the answers, and they print as a clean table.
  await signIn(page, 'writer@example.com');
  await page.goto(`/orders/additional_questionnaire/${orderId}/${serviceId}`);
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View answers' }).click();
  const answers = page.getByRole('table');
  await expect(answers.getByRole('row', { name: /Which headline would you like/ })).toContainText('Sales leader growing B2B teams');
  await expect(answers.getByRole('row', { name: /open to work/ })).toContainText('No');
  await checkA11y(page, 'follow-up answers');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(answers).toBeVisible();
  if (SHOTS) await page.pdf({ path: `${SHOTS}/answers.pdf`, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  await signOut(page);

  // A reviewer sees the follow-up and the template, and can change neither.
  await signIn(page, 'reviewer@example.com');
  await page.goto(`/orders/additional_questionnaire/${orderId}/${serviceId}`);
  await expect(page.getByText('Which headline would you like?')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('input, textarea, select')).toHaveCount(0);
  for (const name of ['Save draft', 'Send to customer', 'Copy template', 'Add field']) await expect(main.getByRole('button', { name })).toHaveCount(0);
  await checkA11y(page, 'follow-up (reviewer)');
  await page.goto(templateUrl);
  await expect(page.getByText('You can read this template but not change it.')).toBeVisible();
  await expect(main.locator('input, textarea, select')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await checkA11y(page, 'template (reviewer)');
  await page.goto('/questionnaire-template/list');
  await expect(page.getByText('Not Found')).toBeVisible();
  const refused = await page.request.post(`/api/writer/orders/${orderId}/additional_questionnaire/publish/${serviceId}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(refused.status()).toBe(403);
});
