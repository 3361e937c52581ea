import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBoardServer } from '../test/fake-server';
import { renderBoardScreen } from '../test/render-board';
import BoardsListPage from './boards-list-page';

afterEach(() => vi.unstubAllGlobals());

const board = (id: string, boardTitle: string) => ({ _id: id, boardTitle, boardDescription: '', createdAt: '2024-01-01T00:00:00.000Z', cardCount: 0 });

describe('/boards', () => {
  it('moves the focus to an empty board name instead of leaving it on the button', async () => {
    fakeBoardServer([], []);
    renderBoardScreen(<BoardsListPage />, '/boards');
    const create = await screen.findByRole('button', { name: 'Create board' });
    create.focus();
    fireEvent.submit(create.closest('form')!);
    expect(await screen.findByText('Board name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Board name/ }));
  });

  it('lets a long name without spaces wrap anywhere', async () => {
    fakeBoardServer([], [board('b1', 'L'.repeat(255))]);
    renderBoardScreen(<BoardsListPage />, '/boards');
    const link = await screen.findByRole('link', { name: 'L'.repeat(255) });
    expect(link.style.overflowWrap).toBe('anywhere');
  });

  it('moves the focus to the next board after a delete, and to the name field when none is left', async () => {
    fakeBoardServer([], [board('b1', 'First'), board('b2', 'Second')]);
    renderBoardScreen(<BoardsListPage />, '/boards');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete board First' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Second' })));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete board Second' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Board name/ })));
  });
});
