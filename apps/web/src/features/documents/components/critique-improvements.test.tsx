import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeServer } from '../../orders/test-orders';
import { CritiqueImprovements } from './critique-improvements';

afterEach(() => vi.unstubAllGlobals());

const compared = {
  state: 'compared',
  serviceId: 's1',
  fileName: 'Sam.pdf',
  reason: null,
  resolved: [
    { ruleId: 'language.weak_phrase', severity: 'warning', evidence: ['Responsible for'] },
    { ruleId: 'style.phone.missing', severity: 'warning', evidence: [] },
    { ruleId: 'structure.sections.missing', severity: 'error', evidence: ['Experience'], params: { missing: 'summary,skills' } },
    { ruleId: 'impact.quantified.low', severity: 'warning', evidence: ['• Wrote reports'] },
  ],
  persisting: [{ ruleId: 'language.weak_phrase', severity: 'warning', evidence: ['Helped with'] }],
  new: [],
  updatedAt: '2026-01-05T10:00:00.000Z',
};

function open(data: unknown, serviceId = 's1') {
  const server = fakeServer({ 'GET /api/orders/o1/critique-comparison': { body: { status: true, data } } });
  vi.stubGlobal('fetch', vi.fn(server.fetchMock));
  renderWithApp(<CritiqueImprovements orderId="o1" serviceId={serviceId} />, { path: '/x', routePath: '/x', session: { user: makeUser(), orders: [], currency: 'usd' } });
}

describe('What improved', () => {
  it('counts and lists the findings per group and section, with their evidence and a link to the critique', async () => {
    open({ critiqueId: 'c1', serviceId: 's1', comparison: compared });
    const section = await screen.findByRole('region', { name: 'What improved since your critique' });
    expect(within(section).getByTestId('improved-resolved').textContent).toBe('4');
    expect(within(section).getByTestId('improved-persisting').textContent).toBe('1');
    expect(within(section).getByTestId('improved-new').textContent).toBe('0');
    expect(within(section).getByText(/“Responsible for”/)).toBeTruthy();
    expect(within(section).getByText('No phone number')).toBeTruthy();
    // Missing sections by name (not the headings found), and the flagged text without its bullet.
    expect(within(section).getByText(/— Summary, Skills$/)).toBeTruthy();
    expect(within(section).getByText(/— “Wrote reports”$/)).toBeTruthy();
    expect(within(section).getByText('Contact details')).toBeTruthy();
    expect(within(section).getByText('None.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open your original critique' }).getAttribute('href')).toBe('/review/c1');
  });

  it('says it is being prepared while the delivered resume is read', async () => {
    open({ critiqueId: 'c1', serviceId: 's1', comparison: null });
    expect(await screen.findByText(/We are checking your final resume/)).toBeTruthy();
  });

  it('says why an unreadable delivery made no comparison', async () => {
    open({ critiqueId: 'c1', serviceId: 's1', comparison: { ...compared, state: 'unreadable', reason: 'no_text_layer', resolved: [], persisting: [] } });
    expect(await screen.findByText(/could not read your final resume \(Sam.pdf\)/)).toBeTruthy();
    expect(screen.getByText(/no text layer/)).toBeTruthy();
  });

  it.each([
    ['an order bought without a critique', { critiqueId: null, serviceId: null, comparison: null }],
    ['another service of the order', { critiqueId: 'c1', serviceId: 's2', comparison: compared }],
  ])('shows nothing for %s', async (_, data) => {
    open(data);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByText('What improved since your critique')).toBeNull();
  });
});
