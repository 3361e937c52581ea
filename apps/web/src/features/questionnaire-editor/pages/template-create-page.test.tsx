import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import TemplateCreatePage from './template-create-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('TemplateCreatePage', () => {
  it('needs a name, then creates the template and opens its editor', async () => {
    fetchMock.mockResolvedValue(json({ status: true, message: 'Template created', data: { _id: 'tpl9' } }));
    renderWithApp(<TemplateCreatePage />, {
      path: '/questionnaire-template/create',
      session: { user: makeUser({ role: 'writer' }), orders: [], currency: 'usd' },
      routes: [{ path: '/questionnaire-template/template', element: <p>editor {new URLSearchParams(window.location.search).get('key')}</p> }, landing('/questionnaire-template/list')],
    });
    fireEvent.change(screen.getByLabelText(/Template name/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and add questions' }));
    expect(await screen.findByText('Template name required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Template name/), { target: { value: 'Career change' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and add questions' }));
    expect(await screen.findByText(/^editor/)).toBeTruthy();
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe('/api/writer/questionnaire-template/create');
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Career change' });
  });
});
