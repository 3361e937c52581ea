import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { SECOND_SITE, signIn } from '../support/session';

// On the second demo site: the admin writes a contract text and a customer questionnaire, puts the
// questionnaire in a new service and both in a new package, moves the package to the top of the
// list, and a visitor who buys it signs that contract and answers that questionnaire.

const base = SECOND_SITE;

async function signedInPage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, { base });
  return page;
}

async function openAdmin(admin: Page, link: string) {
  const nav = admin.getByRole('navigation', { name: 'Main navigation' });
  if (!(await nav.getByRole('link', { name: link, exact: true }).isVisible())) await nav.getByText('Administration').click();
  await nav.getByRole('link', { name: link, exact: true }).click();
}

test('a new contract text and questionnaire reach the customer who buys the package they are attached to', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, 'admin@example.com');

  // The contract text, previewed as the customer will see it.
  await openAdmin(admin, 'Contracts');
  await expect(admin.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: 'New contract' }).click();
  await admin.getByLabel(/^Title/).fill('Coaching Agreement');
  await admin.getByLabel(/^Contract text/).fill('<h2>Coaching terms</h2><p>We meet <strong>four times</strong>.</p><script>alert(1)</script>');
  await expect(admin.getByRole('heading', { name: 'Coaching terms' })).toBeVisible();
  await checkA11y(admin, 'contract editor');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row', { name: /Coaching Agreement/ })).toBeVisible();
  await checkA11y(admin, 'contracts list');

  // The questionnaire, with the writers' field editor.
  await openAdmin(admin, 'Questionnaires');
  await admin.getByRole('link', { name: 'New questionnaire' }).click();
  await admin.getByLabel(/^Name/).fill('Coaching Intake');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Add at least one question')).toBeVisible();
  await admin.getByRole('button', { name: 'Add field' }).click();
  await admin.getByRole('menuitem', { name: 'Short answer' }).click();
  await admin.getByRole('listitem', { name: 'Field 1' }).getByLabel('Question').fill('Which job would you like to coach for?');
  await admin.getByRole('listitem', { name: 'Field 1' }).getByLabel('Required').check();
  await checkA11y(admin, 'questionnaire editor');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row', { name: /Coaching Intake/ })).toBeVisible();
  await checkA11y(admin, 'questionnaires list');

  await openAdmin(admin, 'Surveys');
  await expect(admin.getByRole('row', { name: /Customer Satisfaction Survey/ })).toBeVisible();
  await checkA11y(admin, 'surveys list');
  await admin.getByText('Archived', { exact: true }).click();
  await expect(admin.getByText('Nothing archived')).toBeVisible();
  await checkA11y(admin, 'surveys list, nothing archived');

  // A service whose one module is the questionnaire, and a package of it with the contract.
  await openAdmin(admin, 'Catalog');
  await admin.getByRole('tab', { name: 'Services' }).click();
  await admin.getByRole('button', { name: 'New service' }).click();
  const serviceDialog = admin.getByRole('dialog');
  await serviceDialog.getByLabel(/^Name/).fill('Career Coaching');
  await serviceDialog.getByRole('combobox', { name: 'Module 1' }).click();
  await admin.getByRole('option', { name: 'Questionnaire: Coaching Intake' }).click();
  await serviceDialog.getByLabel('Title shown').fill('Your coaching goals');
  await serviceDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row', { name: /Career Coaching/ })).toContainText('Your coaching goals');

  await admin.getByRole('tab', { name: 'Packages' }).click();
  await admin.getByRole('button', { name: 'New package' }).click();
  const packageDialog = admin.getByRole('dialog');
  await packageDialog.getByLabel(/^Name/).fill('Coaching Package');
  await packageDialog.getByLabel('Amount').fill('80');
  await packageDialog.getByRole('combobox', { name: 'Services' }).click();
  await admin.getByRole('option', { name: 'Career Coaching' }).click();
  await packageDialog.getByRole('combobox', { name: 'Contract' }).click();
  await admin.getByRole('option', { name: 'Coaching Agreement' }).click();
  await packageDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row', { name: /Coaching Package/ })).toBeVisible();

  // To the top of the list, from the keyboard.
  const rows = admin.getByRole('table').getByRole('row');
  // Row 0 is the header: the package's place in the list is its row's index less one.
  let place = (await rows.allTextContents()).findIndex((text) => text.includes('Coaching Package')) - 1;
  expect(place).toBeGreaterThan(0);
  while (place > 0) {
    await admin.getByRole('button', { name: 'Move Coaching Package up' }).focus();
    await admin.keyboard.press('Enter');
    place -= 1;
    await expect(rows.nth(place + 1)).toContainText('Coaching Package');
  }
  await expect(admin.getByRole('button', { name: 'Move Coaching Package up' })).toBeDisabled();
  await checkA11y(admin, 'catalog, packages in order');
  const forSale = await admin.evaluate(async () => (await (await fetch('/api/admin/catalog')).json()) as { packages: { _id: string; name: string }[] });
  expect(forSale.packages[0]!.name).toBe('Coaching Package');
  const item = forSale.packages[0]!._id;

  // A visitor buys it, signs the new contract and answers the new questionnaire.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${base}/checkout?item=${item}`);
  await visitor.getByLabel('First name').fill('Casey');
  await visitor.getByLabel('Last name').fill('Nolan');
  await visitor.getByLabel('E-mail').fill('coaching.buyer@example.com');
  await visitor.getByLabel('Card number').fill('4242424242424242');
  await visitor.getByLabel('Expiry (MM/YY)').fill('12/34');
  await visitor.getByLabel('CVC').fill('123');
  await visitor.getByRole('button', { name: /^Pay / }).click();
  await expect(visitor).toHaveURL(/\/order\/[^/]+\/initial-question/, { timeout: 20_000 });
  for (const name of ['Sales', 'Consulting']) await visitor.getByRole('button', { name, exact: true }).click();
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByText('Mid-Senior level (5-10)').click();
  await visitor.getByRole('button', { name: 'Submit' }).click();

  await expect(visitor).toHaveURL(/\/contract\/fill\//);
  await expect(visitor.getByRole('heading', { name: 'Coaching terms' })).toBeVisible();
  await expect(visitor.getByText('four times')).toBeVisible();
  await visitor.getByRole('radio', { name: 'Draw' }).focus();
  await visitor.keyboard.press('ArrowRight');
  await visitor.getByLabel('Type your full name').fill('Casey Nolan');
  await visitor.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(visitor.getByText('Contract signed successfully.')).toBeVisible();

  await expect(visitor).toHaveURL(/\/orders\/questionnaire\//, { timeout: 15_000 });
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText('This field is required')).toBeVisible();
  await visitor.getByLabel(/Which job would you like to coach for/).fill('Head of Sales');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText('Completed Successfully')).toBeVisible();
});
