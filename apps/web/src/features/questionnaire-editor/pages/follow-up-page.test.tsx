import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import FollowUpPage from './follow-up-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const order = {
  _id: 'ord1',
  number: 1007,
  package: { packageName: 'Career Booster', packagePrice: 29900, packageServices: [{ _id: 'svc1', serviceName: 'Resume Writing', serviceModules: [{ id: 'additional_questionnaire', title: 'Follow-up' }] }], packageDownloadables: [] },
  statusPercentage: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  completed_tasks: [],
  writer: null,
  customer: null,
};
const draft = { _id: 'fu1', status: 'draft', fields: [{ id: 'q1', type: 'text', text: 'Which role next?', required: true }], updatedAt: '2026-01-02T10:00:00.000Z', answered: false };
const PATH = '/api/writer/orders/ord1/additional_questionnaire/svc1';
const bodies = (path: string) => fetchMock.mock.calls.filter(([input, init]) => String(input) === path && init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body ?? 'null')));

function serve(options: { followUp?: typeof draft; publish?: Response } = {}) {
  let current: Record<string, unknown> = options.followUp ?? draft;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === PATH && init?.method === 'POST') {
      current = { ...current, fields: JSON.parse(String(init.body)).data };
      return json({ status: true, message: 'Saved', data: current });
    }
    if (url === PATH) return json({ status: true, data: current, service: { _id: 'svc1', serviceName: 'Resume Writing' }, orderData: order });
    if (url === '/api/writer/orders/ord1/additional_questionnaire/publish/svc1') {
      if (options.publish) return options.publish;
      current = { ...current, status: 'published' };
      return json({ status: true, message: 'Published', data: current });
    }
    if (url.startsWith('/api/writer/questionnaire-template')) return json({ status: true, data: [], total: 0, page: 1, limit: 100, hasMore: false });
    return json({ message: 'Not found' }, 404);
  });
}

const renderAs = (role: 'writer' | 'reviewer') =>
  renderWithApp(<FollowUpPage />, {
    path: '/orders/additional_questionnaire/ord1/svc1',
    routePath: '/orders/additional_questionnaire/:orderId/:serviceId',
    session: { user: makeUser({ role }), orders: [], currency: 'usd' },
    routes: [landing('/orders/view/ord1')],
  });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('FollowUpPage', () => {
  it('lets the writer edit, save and send the follow-up, which then reads as sent', async () => {
    serve();
    renderAs('writer');
    const question = await screen.findByDisplayValue('Which role next?');
    expect(screen.getByText('Order #1007 · Resume Writing')).toBeTruthy();
    fireEvent.change(question, { target: { value: 'Which role comes next?' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('All changes saved');
    expect(bodies(PATH)).toEqual([{ id: 'ord1', service: 'svc1', data: [{ id: 'q1', type: 'text', text: 'Which role comes next?', required: true }] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the questionnaire?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to customer' }));
    expect(await screen.findByText('This questionnaire was sent to the customer. It can no longer be changed.')).toBeTruthy();
    expect(screen.getByText('Sent, awaiting the customer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('does not send a questionnaire with problems, and keeps what was typed when the server refuses', async () => {
    serve({ publish: json({ message: 'Please check the questionnaire', code: 'bad_request', errors: { 'data.0.options': 'Add at least one option' } }, 400) });
    renderAs('writer');
    const question = await screen.findByDisplayValue('Which role next?');
    fireEvent.change(question, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    expect(await screen.findByText('Enter the question')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(question, { target: { value: 'Your target role' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to customer' }));
    expect(await screen.findByText('Add at least one option')).toBeTruthy();
    expect((screen.getByDisplayValue('Your target role') as HTMLInputElement).value).toBe('Your target role');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows reviewers the questions read-only, with no save, copy or send controls', async () => {
    serve();
    renderAs('reviewer');
    expect(await screen.findByText('Which role next?')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    for (const name of ['Save draft', 'Send to customer', 'Copy template', 'Add field']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
