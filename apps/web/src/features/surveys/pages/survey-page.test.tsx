import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import SurveyPage from './survey-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const survey = (surveySubmitted = false) => ({
  status: true,
  surveySubmitted,
  data: { _id: 'sv-1', name: 'Satisfaction Survey', fields: [{ id: 'recommend', type: 'radio', text: 'Would you recommend us?', options: ['Yes', 'No'], required: true }] },
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPage() {
  return renderWithApp(<SurveyPage />, {
    session: { user: makeUser(), orders: [], currency: 'usd' },
    path: '/orders/order-1/survey/sv-1',
    routePath: '/orders/:orderId/survey/:surveyId',
    routes: [landing('/orders/view/:id')],
  });
}

describe('SurveyPage', () => {
  it('sends the answers as feedback confirmation and returns to the order', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? json(200, { status: true, message: 'Thanks!' }) : json(200, survey())));
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/view/order-1'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/orders/order-1/sv-1/feedback-confirmation');
    expect(JSON.parse(post[1]!.body as string)).toEqual({ survey: { recommend: 'Yes' } });
  });

  it('sends once: the button is locked while the request runs and until the order page has loaded', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation((_url, init) => (init?.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(json(200, survey()))));
    // The order page's code never arrives: the survey stays on screen after the success, as it does
    // while a slow connection loads the next page.
    const { router } = renderWithApp(<SurveyPage />, {
      session: { user: makeUser(), orders: [], currency: 'usd' },
      path: '/orders/order-1/survey/sv-1',
      routePath: '/orders/:orderId/survey/:surveyId',
      routes: [{ path: '/orders/view/:id', lazy: () => new Promise(() => {}) }],
    });
    fireEvent.click(await screen.findByLabelText('Yes'));
    const send = screen.getByRole('button', { name: 'Send feedback' });
    fireEvent.click(send);
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(send);
    answer(json(200, { status: true, message: 'Thanks!' }));
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/orders/view/order-1'));
    expect((screen.getByRole('button', { name: 'Send feedback' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says thank you instead of the form when the feedback was already sent', async () => {
    fetchMock.mockImplementation(async () => json(200, survey(true)));
    renderPage();
    expect(await screen.findByText('Feedback received')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });
});
