import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordApiReadsOfNextPage } from '../support/api-reads';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { MOBILE_MONEY_SITE, signIn } from '../support/session';

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cardsOf = (region: Locator) => region.getByTestId('board-card');

async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2, to.y + 42, { steps: 2 });
  await page.mouse.up();
}

test('a writer makes a board, adds a column and cards, and moves cards with the mouse, the keyboard and the menu', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'writer@example.com');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Boards' }).click();
  await expect(page).toHaveURL(/\/boards$/);
  await expect(page.getByRole('link', { name: 'This week' })).toBeVisible();
  // The list counts each board's own cards: the demo board has five.
  await expect(page.getByRole('row', { name: /This week/ }).getByRole('cell').nth(1)).toHaveText('5');
  await checkA11y(page, 'boards list');

  await page.getByRole('button', { name: 'Create board' }).click();
  await expect(page.getByText('Board name is required')).toBeVisible();
  await page.getByLabel(/^Board name/).fill('Launch plan');
  await page.getByRole('button', { name: 'Create board' }).click();
  await page.getByRole('link', { name: 'Launch plan' }).click();
  await expect(page.getByRole('heading', { name: 'Launch plan' })).toBeVisible();

  // A column: the spec's texts first.
  const addColumn = page.getByRole('button', { name: 'Add column' });
  await addColumn.click();
  await expect(page.getByText('Enter Column Title')).toBeVisible();
  await page.getByLabel('Column title').fill('R');
  await addColumn.click();
  await expect(page.getByText('Min 2 chars.')).toBeVisible();
  await page.getByLabel('Column title').fill('Review');
  await addColumn.click();
  await expect(column(page, 'Review')).toBeVisible();

  // The card dialog from the keyboard: it opens with the focus inside, and Escape gives the focus back.
  const addCard = column(page, 'To do').getByRole('button', { name: 'Add card' });
  await addCard.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New card' }).getByLabel(/^Title/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New card' })).toBeHidden();
  await expect(addCard).toBeFocused();

  // Two cards in "To do", one with a priority.
  for (const [title, priority] of [
    ['Write summary', 'Highest'],
    ['Proofread', null],
  ] as const) {
    await column(page, 'To do').getByRole('button', { name: 'Add card' }).click();
    const dialog = page.getByRole('dialog', { name: 'New card' });
    await dialog.getByLabel(/^Title/).fill(title);
    if (priority) {
      await dialog.getByLabel('Priority', { exact: true }).first().click();
      await page.getByRole('option', { name: priority }).click();
    }
    if (title === 'Write summary') await checkA11y(page, 'card dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(cardsOf(column(page, 'To do'))).toHaveText([/Write summary/, /Proofread/]);
  await checkA11y(page, 'board');

  // The mouse: "Write summary" by its handle into "In progress".
  await dragWithMouse(page, page.getByRole('button', { name: 'Drag card Write summary' }), column(page, 'In progress'));
  await expect(cardsOf(column(page, 'In progress'))).toHaveText([/Write summary/]);

  // The keyboard: lift "Proofread", one column to the right, drop; the move is announced.
  const handle = page.getByRole('button', { name: 'Drag card Proofread' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Picked up card Proofread|Card Proofread is in column To do/)).toBeAttached();
  // The arrow moves it over the next column (pressed again only if the first press came before the lift was measured).
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/Card Proofread is in column In progress/)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText(/Card Proofread was dropped in column In progress/)).toBeAttached();
  await expect(cardsOf(column(page, 'In progress'))).toHaveCount(2);
  await expect(cardsOf(column(page, 'To do'))).toHaveCount(0);

  // The menu: "Move to…" the Review column.
  await page.getByRole('button', { name: 'Actions of card Write summary' }).click();
  await page.getByRole('menuitem', { name: 'Review' }).click();
  await expect(cardsOf(column(page, 'Review'))).toHaveText([/Write summary/]);

  // It was all saved. The page comes with the board's read, so the screen does not ask for it.
  const reads = recordApiReadsOfNextPage(page);
  await page.reload();
  await expect(cardsOf(column(page, 'In progress'))).toHaveText([/Proofread/]);
  await expect(cardsOf(column(page, 'Review'))).toHaveText([/Write summary/]);
  expect(reads.stop().filter((read) => read.startsWith('/api/writer/board/'))).toEqual([]);

  // Edit a card's deadline and description; delete a column after confirming.
  await page.getByRole('button', { name: 'Open card Proofread' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit card' });
  // The card's creation day (today, in the browser's time zone), as the board's dates are written.
  const day = await page.evaluate(() => new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }));
  await expect(edit.getByText(`Created ${day}`)).toBeVisible();
  await edit.getByLabel('Description').fill('Check names and dates.');
  // The deadline by keyboard: the calendar opens from its field, a day is chosen with Enter, and the
  // focus comes back to the field inside the card's dialog (it fell to the page behind it before).
  const deadline = edit.getByLabel('Deadline');
  await deadline.focus();
  await page.keyboard.press('Enter');
  const fifteenth = page.getByRole('button', { name: /^15 / });
  await fifteenth.focus();
  await page.keyboard.press('Enter');
  await expect(deadline).toBeFocused();
  await expect(deadline).toHaveText(/\d{2}\/15\/\d{4}/);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(column(page, 'In progress').getByText('Check names and dates.')).toBeVisible();
  await expect(column(page, 'In progress').getByText(/\d{2}\/15\/\d{4}/)).toBeVisible();

  // A rename that fails shows its error on that column's form alone: not on the next column's.
  await page.route('**/api/writer/list/update/title', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":false,"message":"Internal Server Error"}' }), { times: 1 });
  await page.getByRole('button', { name: 'Actions of column Review' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await column(page, 'Review').getByLabel('Column title').fill('Final review');
  await column(page, 'Review').getByRole('button', { name: 'Save' }).click();
  await expect(column(page, 'Review').getByRole('alert')).toBeVisible();
  await column(page, 'Review').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Actions of column To do' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await expect(column(page, 'To do').getByLabel('Column title')).toBeVisible();
  await expect(column(page, 'To do').getByRole('alert')).toHaveCount(0);
  await column(page, 'To do').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Actions of column Review' }).click();
  await page.getByRole('menuitem', { name: 'Delete column' }).click();
  await page.getByRole('dialog', { name: 'Delete this column?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(column(page, 'Review')).toHaveCount(0);
});

test('a customer searches jobs across pages, gets the search back on reload, and keeps a tracker', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'customer@example.com');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs(\?|$)/);
  await page.getByLabel('What?').fill('engineer');
  await page.getByRole('button', { name: 'Find Job' }).click();
  await expect(page.getByTestId('job-count')).toHaveText('40 jobs found');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/Engineer/);
  await expect(page.getByTestId('job-page')).toHaveText(/^Page 1 of \d+$/);
  // Each result with its salary in its currency (the demo's in dollars or, in the UK, pounds) and its terms.
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  await expect(first).toContainText(/[$£]\d{2},\d{3} – [$£]\d{2},\d{3}/);
  await expect(first).toContainText(/Permanent|Contract/);
  await checkA11y(page, 'jobs');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('job-page')).toHaveText(/^Page 2 of/);
  const pages = Number((await page.getByTestId('job-page').innerText()).split(' of ')[1]);
  // By keyboard: Last disables itself, so the focus goes to the count above the new page.
  await page.getByRole('button', { name: 'Last' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('job-page')).toHaveText(`Page ${pages} of ${pages}`);
  await expect(page.getByTestId('job-count')).toBeFocused();
  // Each page is in the address: Back returns to page 2 with the same words.
  await page.goBack();
  await expect(page.getByTestId('job-page')).toHaveText(`Page 2 of ${pages}`);
  await expect(page.getByLabel('What?')).toHaveValue('engineer');
  await page.getByRole('button', { name: 'First' }).click();
  await expect(page.getByTestId('job-page')).toHaveText(`Page 1 of ${pages}`);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('What?')).toHaveValue('engineer');
  // The tab names the page after a reload too (the site's own name once overwrote it).
  await expect(page).toHaveTitle('Jobs | Northstar Resumes');
  await expect(page.getByTestId('job-page')).toHaveText(`Page 1 of ${pages}`);

  // A click on a job is recorded (the posting opens in a new tab).
  const recorded = page.waitForResponse((res) => res.url().includes('/api/customer/save-search-click') && res.status() === 200);
  const popup = page.waitForEvent('popup');
  await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
  await recorded;
  await (await popup).close();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Job Search Tracker' }).click();
  await expect(column(page, 'Applied')).toBeVisible();
  await expect(cardsOf(column(page, 'Applied'))).toHaveText([/Customer Success Lead/]);
  await checkA11y(page, 'job-search tracker');
});

test('a customer whose site switches job search off while the page is open is told the page is not available', async ({ browser }) => {
  test.setTimeout(120_000);
  // The third demo site: no other journey looks at its menus or its job search.
  const site = MOBILE_MONEY_SITE;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@example.com', { base: site });
  const setJobSearch = async (on: boolean) => {
    await admin.goto(`${site}/admin/settings`);
    await expect(admin.getByLabel(/^Company name/)).toHaveValue('Savanna Careers');
    const flag = admin.getByRole('switch', { name: 'Job search for customers' });
    if ((await flag.isChecked()) !== on) {
      await flag.focus();
      await admin.keyboard.press('Space');
    }
    await expect(flag).toBeChecked({ checked: on });
    await admin.getByRole('button', { name: 'Publish' }).first().click();
    await expect(admin.getByText('Settings published')).toBeVisible();
  };
  await setJobSearch(true);

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, 'customer@example.com', { base: site });
  await customer.goto(`${site}/jobs`);
  await expect(customer.getByTestId('job-count')).toBeVisible();

  await setJobSearch(false);
  await customer.getByLabel('What?').fill('nurse');
  await customer.getByRole('button', { name: 'Find Job' }).click();
  // The site's settings are read again: the notice of spec 002, and no Jobs in the menu.
  await expect(customer.getByTestId('page-unavailable')).toHaveText('The page is not available');
  await expect(customer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Jobs' })).toHaveCount(0);
  await adminContext.close();
  await customerContext.close();
});

test('on a phone the side menu holds the way back to the job board, keeps Tab inside what it covers, and Escape closes it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'customer@example.com');
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.focus();
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close navigation' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Go back to the Jobs' })).toHaveAttribute('href', 'https://www.example.com/');
  // The page under the open menu is inert: Tab never reaches it.
  await expect(page.getByRole('main')).toHaveAttribute('inert', '');
  await page.keyboard.press('Escape');
  await expect(burger).toBeFocused();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await checkA11y(page, 'phone dashboard');
  // Closed, the menu is off screen and out of Tab's way: from the burger, Tab goes on in the top bar.
  const menu = page.locator('#side-menu');
  await expect(menu).toHaveAttribute('inert', '');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#side-menu')))).toBe(false);
  // A page chosen in the menu: the menu closes and the focus is on the new page, not on the link gone off screen.
  await burger.click();
  await menu.getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.locator('#page-content')).toBeFocused();
  await context.close();
});

test('the first Tab of a page offers to skip the top bar and the menu', async ({ page }) => {
  await signIn(page, 'customer@example.com');
  await page.goto('/jobs');
  await expect(page.getByLabel('What?')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#page-content')).toBeFocused();
  // The next Tab is in the page: the search's first field.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('What?')).toBeFocused();
});
