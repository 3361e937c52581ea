import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { focused, later, pressFocused, withFocusFixup } from '../../../test/focus-fixup';
import { renderWithApp } from '../../../test/render';
import { StoringXhr } from '../../../test/storing-xhr';
import CritiquesPage from './critiques-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve({ unreadable = false } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/api/admin/critiques' && init?.method === 'POST') {
      await later();
      if (unreadable) return json({ message: 'The resume could not be read', code: 'resume_unreadable' }, 422);
      return json({ status: true, critiqueId: 'cr1', reviewPath: '/review/cr1', rulesVersion: '1' });
    }
    if (url.pathname === '/api/admin/critiques') return json({ status: true, data: [], total: 0, page: 1, limit: 20, hasMore: false });
    return json({ message: 'Not found' }, 404);
  });
}

/** Opens "Make a critique", chooses a resume and presses "Make critique" (which has the focus, as by keyboard). */
async function makeOne() {
  renderWithApp(<CritiquesPage />, { path: '/admin/critiques', session: { user: makeUser({ role: 'admin' }), orders: [], currency: 'usd' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Make a critique' }));
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] } });
  return { dialog, dropped: pressFocused(within(dialog).getByRole('button', { name: 'Make critique' })) };
}

withFocusFixup();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', StoringXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('CritiquesPage: the focus after "Make critique"', () => {
  it('goes to the message that the critique is ready, which replaced the form', async () => {
    serve();
    const { dialog, dropped } = await makeOne();
    const ready = await within(dialog).findByText('The critique is ready.');
    await waitFor(() => expect(focused()).toBe(ready));
    expect(dropped).toHaveBeenCalled();
    expect(within(dialog).getByRole('link', { name: 'Open review' }).getAttribute('href')).toBe('/review/cr1');
  });

  it('goes back to "Make critique" when the resume could not be read', async () => {
    serve({ unreadable: true });
    const { dialog, dropped } = await makeOne();
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Make critique' })));
    expect(dropped).toHaveBeenCalled();
  });
});
