import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { expectReadableCalendar, openCalendar } from '../../../test/calendar';
import { card, column, fakeBoardServer } from '../test/fake-server';
import { renderBoardScreen, withLayout } from '../test/render-board';
import { BoardScreen } from './board-page';

withLayout();
afterEach(() => vi.unstubAllGlobals());

const LONG = 'L'.repeat(255);
const renderBoard = (id = 'b1') => renderBoardScreen(<BoardScreen kind="writer" id={id} />, `/board/${id}`);
const focused = () => document.activeElement as HTMLElement | null;
const standard = () => [column('todo', 'To do', [card('a'), card('b')]), column('done', 'Done', [card('c')])];

/** Opens a card's or column's menu (mounted on first use) and waits for its entries. */
async function openMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

/** Deletes from a card's or column's menu and confirms. */
async function deleteFrom(menu: string, item: 'Delete card' | 'Delete column') {
  await openMenu(menu);
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
}

describe('the board keeps the keyboard focus', () => {
  it('on the new column after adding one, and on a renamed column after saving', async () => {
    fakeBoardServer(standard());
    renderBoard();
    const input = await screen.findByPlaceholderText('Enter Column Title');
    fireEvent.change(input, { target: { value: 'Review' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe('Actions of column Review'));

    await openMenu('Actions of column To do');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const rename = await screen.findByDisplayValue('To do');
    fireEvent.change(rename, { target: { value: 'Next' } });
    fireEvent.submit(rename.closest('form')!);
    await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe('Actions of column Next'));
  });

  it('on the neighbouring card after deleting a card, and on the next column after deleting a column', async () => {
    fakeBoardServer(standard());
    renderBoard();
    await deleteFrom('Actions of card Card a', 'Delete card');
    await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe('Actions of card Card b'));
    expect(screen.queryByRole('button', { name: 'Open card Card a' })).toBeNull();

    await deleteFrom('Actions of card Card c', 'Delete card');
    // The column's last card: its "Add card" takes the focus.
    await waitFor(() => expect(focused()?.dataset.focus).toBe('add-card'));
    expect(focused()?.closest('section')?.getAttribute('aria-label')).toBe('Done');

    await deleteFrom('Actions of column To do', 'Delete column');
    await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe('Actions of column Done'));
  });

  it('on the moved card after "Move to…" a column', async () => {
    fakeBoardServer(standard());
    renderBoard();
    await openMenu('Actions of card Card a');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Done' }));
    await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe('Actions of card Card a'));
    expect(focused()?.closest('section')?.getAttribute('aria-label')).toBe('Done');
  });
});

describe('long titles', () => {
  it('say a column title over 255 characters is too long, and the field holds at most 255', async () => {
    fakeBoardServer(standard());
    renderBoard();
    const input = await screen.findByPlaceholderText('Enter Column Title');
    expect(input.getAttribute('maxlength')).toBe('255');
    fireEvent.change(input, { target: { value: `${LONG}L` } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('At most 255 characters')).toBeTruthy();
    expect(screen.queryByText('Min 2 chars.')).toBeNull();
  });

  it("keep a long column's card count visible and cut its \"Move to…\" entry with the whole title as its name", async () => {
    fakeBoardServer([column('todo', 'To do', [card('a')]), column('long', LONG, [])]);
    renderBoard();
    const badge = await screen.findByLabelText('0 cards');
    expect(badge.style.flexShrink).toBe('0');
    const menu = await openMenu('Actions of card Card a');
    const entry = within(menu).getByRole('menuitem', { name: LONG });
    expect(entry.getAttribute('title')).toBe(LONG);
    expect(within(entry).getByText(LONG).getAttribute('data-truncate')).toBe('end');
    expect(menu.style.maxWidth).toContain('100vw');
  });
});

describe('accessibility of the menus and the date picker', () => {
  it('gives axe nothing to say about the card and column menus', async () => {
    fakeBoardServer(standard());
    renderBoard();
    await openMenu('Actions of card Card a');
    await screen.findByRole('menuitem', { name: 'Done' });
    expect(await axeViolations(['aria-required-children', 'aria-required-parent'])).toEqual([]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await openMenu('Actions of column To do');
    expect(await axeViolations(['aria-required-children'])).toEqual([]);
  });

  it('names the deadline picker and its month buttons, and paints no day in unreadable red or faded', async () => {
    fakeBoardServer(standard());
    renderBoard();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add card' }))[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Deadline' }));
    await screen.findByRole('button', { name: 'Next month' });
    expect(await axeViolations(['button-name', 'aria-dialog-name'])).toEqual([]);
    await expectReadableCalendar(await openCalendar());
  });
});

describe('the card dialog', () => {
  it('moves the focus to an empty title, and says a long title is too long', async () => {
    fakeBoardServer(standard());
    renderBoard();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add card' }))[0]!);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('maxlength')).toBe('255');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.submit(save.closest('form')!);
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(focused()).toBe(title);
    fireEvent.change(title, { target: { value: `${LONG}L` } });
    fireEvent.submit(save.closest('form')!);
    expect(await screen.findByText('At most 255 characters')).toBeTruthy();
  });
});

describe('a card or column deleted elsewhere', () => {
  it('closes the dialog that offered to delete it and shows the board as it is', async () => {
    const server = fakeBoardServer(standard());
    renderBoard();
    await openMenu('Actions of card Card a');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    act(() => server.removeElsewhere('a'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/no longer exists/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this card?' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Open card Card a' })).toBeNull();
  });

  it('takes a card moved after it was deleted elsewhere off the board', async () => {
    const server = fakeBoardServer(standard());
    renderBoard();
    await openMenu('Actions of card Card b');
    act(() => server.removeElsewhere('b'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Done' }));
    expect(await screen.findByText(/no longer exists/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open card Card b' })).toBeNull());
  });
});

describe('a board that does not exist', () => {
  it('says it was not found, with the way back and no drag intro or "Try again"', async () => {
    fakeBoardServer(standard());
    renderBoard('999999');
    expect(await screen.findByRole('heading', { name: 'Board not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all boards' }).getAttribute('href')).toBe('/boards');
    expect(screen.queryByText(/Drag cards by their handle/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('a board at its limit of columns', () => {
  it('says so where a column would be added, instead of a form the server would refuse', async () => {
    fakeBoardServer(Array.from({ length: 50 }, (_, i) => column(`c${i}`, `Column ${i}`, [])));
    renderBoard();
    expect(await screen.findByText('A board holds at most 50 columns.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
  });
});
