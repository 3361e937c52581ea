import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import QuestionnairePage from './questionnaire-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const order = {
  _id: 'order-1',
  number: 1002,
  package: { packageName: 'Executive', packagePrice: 100, packageServices: [], packageDownloadables: [] },
  statusPercentage: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  completed_tasks: [],
  writer: null,
  customer: null,
};
const view = (extra: Record<string, unknown> = {}) => ({
  status: true,
  data: { _id: 'q-1', name: 'Career Questionnaire', isDefault: true, fields: [{ id: 'role', type: 'text', text: 'Target role', required: true }] },
  service: { _id: 'svc-1', serviceName: 'Resume Writing' },
  orderData: order,
  answersLocked: false,
  ...extra,
});

beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPage() {
  return renderWithApp(<QuestionnairePage />, {
    session: { user: makeUser(), orders: [], currency: 'usd' },
    path: '/orders/questionnaire/order-1/q-1',
    routePath: '/orders/questionnaire/:id/:questionnaire_id/:service?',
    routes: [landing('/orders/view/:id')],
  });
}

describe('QuestionnairePage', () => {
  it('submits the default questionnaire with DefaultQuestionSubmitted and returns to the order', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? json(200, { status: true, message: 'Completed Successfully', statusPercentage: 25 }) : json(200, view()),
    );
    window.localStorage.setItem('questionnaire:order-1:q-1:svc-1', JSON.stringify({ step: 0, answers: { role: 'Draft' } }));
    const { router } = renderPage();
    fireEvent.change(await screen.findByLabelText(/Target role/), { target: { value: 'Director' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/view/order-1'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/customer/orders/order-1/complete_task');
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      serviceType: 'questionnaire',
      taskId: 'q-1',
      serviceId: 'svc-1',
      data: { role: 'Director' },
      DefaultQuestionSubmitted: true,
    });
    expect(window.localStorage.getItem('questionnaire:order-1:q-1:svc-1')).toBeNull();
  });

  it('shows the server’s field errors under the fields', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? json(400, { message: 'Please check your answers', errors: { 'data.role': 'This field is required' } }) : json(200, view()),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Target role/), { target: { value: 'Director' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('offers the answers page when already answered', async () => {
    fetchMock.mockImplementation(async () => json(200, view({ answers: { role: 'Director' } })));
    renderPage();
    expect(await screen.findByText('You have answered this questionnaire')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View answers' }).getAttribute('href')).toBe('/orders/questionnaire-answers/order-1/q-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change answers' }));
    expect((screen.getByLabelText(/Target role/) as HTMLInputElement).value).toBe('Director');
  });

  it('shows a not-found screen for a questionnaire that is not part of the order', async () => {
    fetchMock.mockImplementation(async () => json(404, { message: 'Questionnaire not found' }));
    renderPage();
    expect(await screen.findByText('Questionnaire not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to order' }).getAttribute('href')).toBe('/orders/view/order-1');
  });
});
