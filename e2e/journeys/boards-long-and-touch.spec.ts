import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe';
import { signIn } from '../support/session';

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cardsOf = (region: Locator) => region.getByTestId('board-card');

/** A writer's board made over the API, with `cards[i]` titles in its i-th default column. */
async function boardWith(name: string, cards: string[][]): Promise<string> {
  const api = await apiAs('writer@example.com');
  const boardId = ((await (await api.post('/api/writer/board/new', { data: { boardTitle: name } })).json()) as { board: { _id: string } }).board._id;
  const board = (await (await api.get(`/api/writer/board/${boardId}`)).json()) as { columns: { _id: string }[] };
  for (const [i, titles] of cards.entries()) {
    for (let j = 0; j < titles.length; j += 10) {
      // Ten at a time: the order within a batch is the order the server took them in.
      await Promise.all(
        titles.slice(j, j + 10).map(async (cardTitle) => {
          const res = await api.post('/api/writer/card/new/confirm', { data: { boardId, column: board.columns[i]!._id, cardTitle } });
          expect(res.status()).toBe(200);
        }),
      );
    }
  }
  await api.dispose();
  return boardId;
}

test('a long column draws only the cards in view, reads more as it scrolls, and a card still moves by keyboard', async ({ page }) => {
  test.setTimeout(240_000);
  const titles = Array.from({ length: 260 }, (_, i) => `Task ${String(i + 1).padStart(3, '0')}`);
  const boardId = await boardWith('Long column', [titles]);
  await signIn(page, 'writer@example.com');
  await page.goto(`/board/${boardId}`);
  const todo = column(page, 'To do');
  await expect(todo.getByLabel('260 cards')).toBeVisible();
  await expect(cardsOf(todo).first()).toBeVisible();
  // Virtualized: a few dozen cards in the page, not 260.
  expect(await cardsOf(todo).count()).toBeLessThan(60);
  await checkA11y(page, 'board with a long column');

  // Scrolled to its end (the board reads more cards as the column nears the last one read).
  const scroller = todo.getByTestId('column-cards');
  const last = cardsOf(todo).last();
  await expect(async () => {
    await scroller.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await expect(last).toHaveAttribute('aria-posinset', '260', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(await cardsOf(todo).count()).toBeLessThan(60);
  await expect(last).toHaveAttribute('aria-setsize', '260');

  // Back at the top, the keyboard moves the first card two places down.
  await scroller.evaluate((node) => node.scrollTo({ top: 0 }));
  const first = cardsOf(todo).first();
  await expect(first).toHaveAttribute('aria-posinset', '1');
  const firstTitle = (await first.getByRole('button', { name: /^Open card / }).getAttribute('aria-label'))!.replace('Open card ', '');
  const handle = page.getByRole('button', { name: `Drag card ${firstTitle}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`Card ${firstTitle} is in column To do, position 3.`)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText(`Card ${firstTitle} was dropped in column To do, position 3.`)).toBeAttached();
  await page.reload();
  await expect(cardsOf(column(page, 'To do')).nth(2)).toContainText(firstTitle);
  await expect(column(page, 'To do').getByLabel('260 cards')).toBeVisible();
});

test('a wide board draws the cards of the columns in view, and those of the others as it scrolls sideways', async ({ page }) => {
  test.setTimeout(180_000);
  const boardId = await boardWith('Wide board', [['First task', 'Second task'], ['Middle task']]);
  const api = await apiAs('writer@example.com');
  for (let i = 4; i <= 8; i++) expect((await api.get(`/api/writer/list/new/${boardId}?title=Column%20${i}`)).status()).toBe(200);
  await api.dispose();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'writer@example.com');
  await page.goto(`/board/${boardId}`);
  const todo = column(page, 'To do');
  await expect(cardsOf(todo)).toHaveText([/First task/, /Second task/]);
  // The last column, far to the right: its title and count are there, its cards are not drawn.
  const last = column(page, 'Column 8');
  await expect(last.getByRole('heading', { name: 'Column 8' })).toBeAttached();
  await expect(last.getByLabel('0 cards', { exact: true })).toBeAttached();

  // "Move to…" a column out of view: the card goes to its end, and the column comes into view with
  // the card drawn and its menu button focused, so the keyboard follows the card.
  await page.getByRole('button', { name: 'Actions of card Second task' }).click();
  await page.getByRole('menuitem', { name: 'Column 8' }).click();
  await expect(last.getByLabel('1 card', { exact: true })).toBeAttached();
  await expect(cardsOf(last)).toHaveText([/Second task/]);
  await expect(last.getByRole('button', { name: 'Actions of card Second task' })).toBeFocused();

  // Scrolled sideways to it: its card is drawn, and the first column, now far, draws none.
  await last.scrollIntoViewIfNeeded();
  await expect(cardsOf(todo)).toHaveCount(0);
  await expect(todo.getByLabel('1 card', { exact: true })).toBeAttached();
  await checkA11y(page, 'wide board scrolled sideways');

  // Renamed from its menu: too short first, then a name; the card stays in it.
  await page.getByRole('button', { name: 'Actions of column Column 8' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  // The column's form comes before the one that adds a column, at the board's end.
  const titleField = page.getByLabel('Column title').first();
  await expect(titleField).toHaveValue('Column 8');
  // The column keeps its name while its heading gives way to the form.
  await expect(column(page, 'Column 8')).toBeVisible();
  await titleField.fill('I');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Min 2 chars.')).toBeVisible();
  await titleField.fill('Interviews');
  await page.getByRole('button', { name: 'Save' }).click();
  const renamed = column(page, 'Interviews');
  await expect(renamed.getByRole('heading', { name: 'Interviews' })).toBeVisible();
  await expect(cardsOf(renamed)).toHaveText([/Second task/]);

  // And back.
  await todo.scrollIntoViewIfNeeded();
  await expect(cardsOf(todo)).toHaveText([/First task/]);
});

test('on a touch screen a card is moved to another column by pressing and dragging it', async ({ browser }) => {
  test.setTimeout(180_000);
  const boardId = await boardWith('Touch board', [['Call the client', 'Send the draft'], []]);
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 820, height: 1000 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signIn(page, 'writer@example.com');
  await page.goto(`/board/${boardId}`);
  await expect(cardsOf(column(page, 'To do'))).toHaveText([/Call the client/, /Send the draft/]);

  // A finger on the card's handle, held past the press delay, then moved onto "In progress" and lifted.
  const handle = page.getByRole('button', { name: 'Drag card Call the client' });
  const from = (await handle.boundingBox())!;
  const to = (await column(page, 'In progress').boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  // Into the column's left part: the board scrolls sideways while a dragged card rests within a fifth
  // of its edge (dnd-kit's auto-scroll), and on this narrow screen the middle of "In progress" is
  // there, so where the card landed depended on how long the finger rested before it was lifted.
  const end = { x: to.x + 40, y: to.y + 60 };
  // The finger lands on the handle itself once the page's preloader has gone.
  await expect
    .poll(() => page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? null, [start.x, start.y]))
    .toBe('Drag card Call the client');
  await touch('touchStart', start.x, start.y);
  // The press alone picks the card up, before the finger moves (the touch sensor's 200 ms delay;
  // on a busy machine the page's timer fires late, so this waits for it rather than for a time).
  await page.waitForTimeout(300);
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  for (let i = 1; i <= 20; i++) {
    await touch('touchMove', start.x + ((end.x - start.x) * i) / 20, start.y + ((end.y - start.y) * i) / 20);
    await page.waitForTimeout(20);
  }
  await touch('touchEnd', end.x, end.y);

  await expect(cardsOf(column(page, 'In progress'))).toHaveText([/Call the client/]);
  await expect(cardsOf(column(page, 'To do'))).toHaveText([/Send the draft/]);
  await page.reload();
  await expect(cardsOf(column(page, 'In progress'))).toHaveText([/Call the client/]);
  await context.close();
});

test('a card deleted in another tab: deleting it here closes the dialog, says so and shows the board as it is', async ({ page }) => {
  const boardId = await boardWith('Two tabs', [['Keep me', 'Gone elsewhere']]);
  await signIn(page, 'writer@example.com');
  await page.goto(`/board/${boardId}`);
  const todo = column(page, 'To do');
  await expect(cardsOf(todo)).toHaveText([/Keep me/, /Gone elsewhere/]);

  // The other tab: the same writer deletes the card through the API.
  const api = await apiAs('writer@example.com');
  const board = (await (await api.get(`/api/writer/board/${boardId}`)).json()) as { columns: { cards: { _id: string; title: string }[] }[] };
  const gone = board.columns[0]!.cards.find((card) => card.title === 'Gone elsewhere')!;
  expect((await api.get(`/api/writer/card/${gone._id}/delete`)).status()).toBe(200);
  await api.dispose();

  // Here the card is still shown: its delete meets the server's 404.
  await page.getByRole('button', { name: 'Actions of card Gone elsewhere' }).click();
  await page.getByRole('menuitem', { name: 'Delete card' }).click();
  await page.getByRole('dialog', { name: 'Delete this card?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this card?' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'it was deleted elsewhere' })).toBeVisible();
  await expect(cardsOf(todo)).toHaveText([/Keep me/]);
});
