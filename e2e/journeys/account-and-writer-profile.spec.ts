import { expect, test, type Page } from '@playwright/test';
import { sampleUpload } from '../../apps/server/src/test/sample-uploads';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { DEMO_PASSWORD, SECOND_SITE, signIn } from '../support/session';

// On the second demo site, with people no other journey signs in as there (writer2, Taylor), so
// everyone else stays as the other journeys expect them.
const base = SECOND_SITE;
const NEW_PASSWORD = 'a-long-new-passphrase';

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

test('a writer fills the profile wizard by keyboard, lands on the dashboard and finds it pre-filled', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'writer2@example.com', { base });
  await expect(page).toHaveURL(/\/dashboard/);
  // Without a profile the dashboard says so, with the way to the wizard.
  const notice = page.getByRole('link', { name: 'Complete profile' });
  await notice.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await checkA11y(page, 'profile wizard: contact details');

  // Step 1, typed field after field with Tab; Enter goes on, but not past a problem.
  await page.getByLabel(/^Work Phone/).focus();
  await page.keyboard.type('call me');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter A valid phone number')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('+44 20 7946 0958');
  await page.keyboard.press('Tab');
  await page.keyboard.type('020 7946 0000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('samuel.writes');
  await page.keyboard.press('Enter');

  // Step 2.
  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Executive resume writer');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Twelve years of executive resumes and LinkedIn profiles.');
  await page.getByRole('radio', { name: 'Expert (6 and more years)' }).focus();
  await page.keyboard.press('Space');
  for (const name of ['Executive', 'Resume Writing', 'LinkedIn Profile', 'German', 'CPRW']) {
    await page.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('combobox', { name: 'Industry expertise' }).focus();
  await page.keyboard.type('Transport');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await checkA11y(page, 'profile wizard: profile details');

  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Work Phone/)).toHaveValue('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Profile Title/)).toHaveValue('Executive resume writer');
  await page.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');

  // Step 3.
  await expect(page.getByRole('heading', { name: 'Availability' })).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  for (const name of ['Monday', 'Thursday']) {
    await page.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByLabel(/^Max Jobs Per Week/).focus();
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3');
  await checkA11y(page, 'profile wizard: availability');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your writing profile is up to date.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete profile' })).toHaveCount(0);

  // Reopened from the user menu: everything as saved.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Writing Profile' }).click();
  await expect(page.getByLabel(/^Work Phone/)).toHaveValue('+44 20 7946 0958');
  await expect(page.getByLabel(/^Skype/)).toHaveValue('samuel.writes');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(/^Profile Title/)).toHaveValue('Executive resume writer');
  await expect(page.getByRole('radio', { name: 'Expert (6 and more years)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'LinkedIn Profile' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cover Letter' })).not.toBeChecked();
  await expect(page.getByText('Transportation and Distribution')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await expect(page.getByLabel(/^Max Open Jobs/)).toHaveValue('3');
});

test('a reviewer cannot open the wizard or the account page', async ({ page }) => {
  await signIn(page, 'reviewer@example.com', { base });
  for (const path of ['/onboarding', '/profile']) {
    await page.goto(`${base}${path}`);
    await expect(page.getByText('Not Found')).toBeVisible();
  }
  // And the server refuses the reviewer's write whatever the page shows (sent from the page: the
  // second site's name resolves in the browser only).
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/writer/profile', { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ workPhone: '555-0102', profileTitle: 'x', profileSummary: 'y' }) });
    return res.status;
  });
  expect(status).toBe(403);
});

test('a customer changes name, picture and password; the other session ends, this one stays', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const elsewhere = await browser.newPage();
  await signIn(elsewhere, 'taylor@example.com', { base });
  await signIn(page, 'taylor@example.com', { base });

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel(/^First name/)).toHaveValue('Taylor');
  await checkA11y(page, 'account page');

  await page.getByLabel(/^First name/).fill('Tayla');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Tayla Brooks')).toBeVisible();

  // A file that is no picture is refused by the server, however it is named.
  const picker = page.locator('input[type=file]');
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a picture we can read.' })).toBeVisible();
  const png = await sampleUpload('png');
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png.bytes });
  await expect(page.getByText('Your profile picture was updated.')).toBeVisible();
  // The top bar's avatar shows the stored square, 256 px whatever was sent.
  const avatar = page.getByRole('button', { name: 'Account menu' }).locator('img[src^="/api/file/"]');
  await expect(avatar).toHaveCount(1);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256]);

  await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Please make sure both passwords match.')).toBeVisible();
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await checkA11y(page, 'account page after the changes');

  // The other session is over; this one goes on.
  await elsewhere.goto(`${base}/dashboard`);
  await expect(elsewhere).toHaveURL(/\/login/);
  await page.goto(`${base}/dashboard`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Tayla Brooks')).toBeVisible();
  await signIn(elsewhere, 'taylor@example.com', { base, password: NEW_PASSWORD });
  await elsewhere.close();
});
