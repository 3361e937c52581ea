import { expect, test, type Browser } from '@playwright/test';
import { sampleUpload } from '../../apps/server/src/test/sample-uploads';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { latestMailTo } from '../support/outbox';
import { SECOND_SITE, signIn } from '../support/session';

// On the second demo site: its order #1001 has no writer, and no other journey gives it one.
const base = SECOND_SITE;
const INVITEE = 'nina.novak@example.com';
const PASSWORD = 'a-long-new-passphrase';

async function signedInPage(browser: Browser, email: string, password?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, { base, ...(password ? { password } : {}) });
  return page;
}

test('an admin changes the branding, adds a package, invites a writer, assigns and reassigns an order, reads the audit log; the writer sees the order', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await signedInPage(browser, 'admin@example.com');

  // The dashboard: the site's orders at a glance; each number opens the list that counts it.
  const glance = admin.getByRole('region', { name: 'Your orders at a glance' });
  await expect(glance.getByRole('link', { name: /^Without a writer \d+$/ })).toBeVisible();
  await expect(glance.getByRole('link', { name: /^Overdue \d+$/ })).toBeVisible();
  await expect(glance.getByRole('link', { name: /^Bought this month \d+ Last month: \d+$/ })).toHaveAttribute('href', /^\/admin\/orders\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
  await checkA11y(admin, 'admin dashboard');
  await glance.getByRole('link', { name: /^Without a writer/ }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/admin\/orders\?status=unassigned$/);
  await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveValue('Without a writer');
  await expect(admin.getByRole('row', { name: /#1001/ })).toBeVisible();
  await admin.goBack();
  await expect(glance).toBeVisible();
  // This month's purchases: the list filtered by the dates, which one named button clears.
  await glance.getByRole('link', { name: /^Bought this month/ }).click();
  await expect(admin).toHaveURL(/\/admin\/orders\?from=/);
  await checkA11y(admin, 'orders filtered by dates');
  await admin.getByRole('button', { name: 'Clear' }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await admin.goBack();
  await admin.goBack();
  await expect(glance).toBeVisible();

  // Branding: the preview warns about a pale colour before anything is published.
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByText('Administration').click();
  await admin.getByRole('link', { name: 'Site settings' }).click();
  await expect(admin.getByRole('heading', { name: 'Site settings' })).toBeVisible();
  await admin.getByLabel(/^Company name/).fill('Crestline Careers Group');
  const primary = admin.getByLabel('Primary colour');
  await primary.fill('#ffd43b');
  await expect(admin.getByText('Some text may be hard to read')).toBeVisible();
  await expect(admin.getByText(/Primary colour as text on cards: 1\.\d+:1/)).toBeVisible();
  await primary.fill('#0f766e');
  await expect(admin.getByText('Text on these colours is readable (4.5:1 or more).')).toBeVisible();
  // The business's job board: not a web address first, then one.
  await admin.getByLabel('Job board link').fill('jobs at crestline');
  await admin.getByRole('button', { name: 'Publish' }).first().click();
  await expect(admin.getByLabel('Job board link')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
  await admin.getByLabel('Job board link').fill('https://jobs.crestline.example');
  await checkA11y(admin, 'site settings');
  await admin.getByRole('button', { name: 'Publish' }).first().click();
  await expect(admin.getByText('Settings published')).toBeVisible();
  expect(await admin.evaluate(async () => (await (await fetch('/api/website')).json()).data.jobsLink)).toBe('https://jobs.crestline.example');
  // The portal itself shows the new name at once, for everyone.
  await expect(admin.getByRole('banner').getByRole('link', { name: 'Crestline Careers Group home' })).toBeVisible();
  expect(await admin.evaluate(async () => (await (await fetch('/api/website')).json()).data.companyName)).toBe('Crestline Careers Group');

  // Catalog: a new package of an existing service, priced in the site's currency.
  await admin.getByRole('link', { name: 'Catalog' }).click();
  await expect(admin.getByRole('heading', { name: 'Catalog' })).toBeVisible();
  await checkA11y(admin, 'catalog');
  await admin.getByRole('button', { name: 'New package' }).click();
  const packageDialog = admin.getByRole('dialog');
  await packageDialog.getByLabel(/^Name/).fill('Interview Boost');
  await packageDialog.getByLabel('Amount').fill('79');
  await packageDialog.getByRole('combobox', { name: 'Services' }).click();
  await admin.getByRole('option', { name: 'Resume Writing' }).click();
  await packageDialog.getByLabel('Description (HTML)').fill('<p>Two <strong>mock interviews</strong><script>alert(1)</script></p>');
  // A downloadable: uploaded at once, titled by its file name, renamed before saving.
  const pdf = await sampleUpload('pdf');
  await packageDialog.locator('input[type=file]').setInputFiles({ name: 'interview-guide.pdf', mimeType: 'application/pdf', buffer: pdf.bytes });
  const fileTitle = packageDialog.getByLabel('Title of downloadable 1');
  await expect(fileTitle).toHaveValue('interview-guide');
  await fileTitle.fill('Interview guide');
  await checkA11y(admin, 'package form');
  await packageDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('row', { name: /Interview Boost/ })).toContainText('79.00');
  await admin.getByRole('button', { name: 'Edit Interview Boost' }).click();
  await expect(admin.getByRole('dialog').getByLabel('Title of downloadable 1')).toHaveValue('Interview guide');
  await admin.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Critiques: the free reviews and how far they were read.
  await admin.getByRole('link', { name: 'Critiques' }).click();
  await expect(admin.getByRole('heading', { name: 'Critiques' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Open review: Jordan Lee' })).toBeVisible();
  await checkA11y(admin, 'critiques');

  // Review page: a client product's price changes, and the free review shows it at once.
  await admin.getByRole('link', { name: 'Review page' }).click();
  await expect(admin.getByRole('heading', { name: 'Review page', level: 1 })).toBeVisible();
  await admin.getByRole('group', { name: 'Client product 1' }).getByLabel(/^Price/).fill('59');
  await checkA11y(admin, 'review page settings');
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Review page published')).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(`${base}/review/demo-critique-2`);
  await expect(visitor.getByText(/£59\.00/).first()).toBeVisible();
  await visitor.close();

  // People: invite a writer.
  await admin.getByRole('link', { name: 'People' }).click();
  await expect(admin.getByRole('heading', { name: 'People' })).toBeVisible();
  await expect(admin.getByText('taylor@example.com')).toBeVisible();
  await checkA11y(admin, 'people');
  await admin.getByRole('button', { name: 'Invite' }).click();
  const invite = admin.getByRole('dialog');
  await invite.getByLabel('E-mail').fill(INVITEE);
  await checkA11y(admin, 'invite modal');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${INVITEE}`)).toBeVisible();
  await admin.getByRole('tab', { name: 'Invitations' }).click();
  await expect(admin.getByRole('cell', { name: INVITEE, exact: true })).toBeVisible();

  // The invitee opens the link, sets name and password, and signs in.
  const link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(await latestMailTo(INVITEE))![0];
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await expect(invitee.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await checkA11y(invitee, 'invitation form');
  await invitee.getByLabel(/^First name/).fill('Nina');
  await invitee.getByLabel(/^Last name/).fill('Novak');
  await invitee.getByLabel(/^Password/).fill(PASSWORD);
  await invitee.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee).toHaveURL(/\/login/);
  // The link worked once.
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await expect(invitee.getByText(/invalid, has expired or was already used/)).toBeVisible();

  // Orders: give #1001 to Wendy, then hand it over to Nina.
  await admin.getByRole('link', { name: 'Manage orders' }).click();
  await expect(admin.getByRole('heading', { name: 'Manage orders' })).toBeVisible();
  await admin.getByLabel('Search').fill('1001');
  const row = admin.getByRole('row', { name: /#1001/ });
  await expect(admin.getByRole('row')).toHaveCount(2);
  await checkA11y(admin, 'manage orders');
  await row.getByRole('button', { name: 'Assign a writer to order #1001' }).click();
  let dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Writer').click();
  await admin.getByRole('option', { name: /^Wendy Parker/ }).click();
  await checkA11y(admin, 'assign modal');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(admin.getByText('Order #1001 assigned')).toBeVisible();
  await expect(row.getByText('Assigned by an admin')).toBeVisible();
  await expect(row.getByText('writer@example.com')).toBeVisible();

  await row.getByRole('button', { name: 'Reassign order #1001' }).click();
  dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('Current writer: Wendy Parker')).toBeVisible();
  await dialog.getByLabel('Writer').click();
  await admin.getByRole('option', { name: /^Nina Novak/ }).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(row.getByText(INVITEE)).toBeVisible();
  await expect(row.getByText('Reassigned by an admin')).toBeVisible();

  // The audit log tells who did what.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByText('Order #1001 reassigned from Wendy Parker to Nina Novak')).toBeVisible();
  await expect(admin.getByText('Order #1001 assigned to Wendy Parker')).toBeVisible();
  await expect(admin.getByText(`${INVITEE} invited as writer`)).toBeVisible();
  await checkA11y(admin, 'audit log');

  // Nina signs in and finds the order in her list.
  await signIn(invitee, INVITEE, { base, password: PASSWORD });
  await invitee.goto(`${base}/orders/list`);
  await expect(invitee.getByRole('table').getByText('#1001')).toBeVisible();
});
