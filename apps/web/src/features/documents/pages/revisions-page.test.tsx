import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSite, makeUser } from '../../../test/fixtures';
import { pressFocused, withFocusFixup } from '../../../test/focus-fixup';
import { renderWithApp } from '../../../test/render';
import RevisionsPage from './revisions-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const order = {
  _id: 'ord1',
  number: 1003,
  package: { packageName: 'Career Booster', packagePrice: 29900, packageServices: [{ _id: 'svc1', serviceName: 'Resume Writing', serviceModules: [{ id: 'revision_process', title: 'Review Your Drafts' }] }], packageDownloadables: [] },
  statusPercentage: 40,
  createdAt: '2026-01-01T10:00:00.000Z',
  completed_tasks: [],
  writer: null,
  customer: null,
};
const draft = {
  _id: 'd1',
  data: { dataPdf: { key: 'k1', originalname: 'Draft 1.pdf', mimetype: 'application/pdf', size: 2048 }, additionalFiles: [], notes: 'First draft' },
  rating: null,
  review: null,
  reviewFile: null,
  reviewedByUser: false,
  createdAt: '2026-01-02T10:00:00.000Z',
};

/** As the server: a review marks the draft reviewed, a finalization the revisions finalized (unless `finalizeFails`). */
function serve(options: { askFinal: boolean; finalized?: boolean; delivered?: boolean; ratingEnabled?: boolean; finalizeFails?: boolean }) {
  let reviewed = false;
  let finalized = options.finalized ?? false;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/customer/orders/revision/get/')) {
      const tasks = options.delivered ? [{ taskId: 'revision_process', serviceId: 'svc1' }, { taskId: 'final_document', serviceId: 'svc1' }] : [];
      const data = [reviewed ? { ...draft, reviewedByUser: true, review: 'Reviewed' } : draft];
      return json({ status: true, data, order: { ...order, completed_tasks: tasks }, orderData: { ratingEnabled: options.ratingEnabled ?? true, finalized } });
    }
    if (url === '/api/customer/orders/revision/rate-review' && init?.method === 'POST') {
      reviewed = true;
      return json({ status: true, message: 'Review Submitted Successfully!', askFinal: options.askFinal });
    }
    if (url === '/api/customer/orders/revision/finalize' && init?.method === 'POST') {
      if (options.finalizeFails) return json({ message: 'Internal Server Error', code: 'internal' }, 500);
      finalized = true;
      return json({ status: true, message: 'Revision Finalized Successfully!' });
    }
    return json({ message: 'Not found' }, 404);
  });
}

const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path);
const session = { user: makeUser(), orders: [], currency: 'usd' };

function renderPage() {
  return renderWithApp(<RevisionsPage />, { path: '/orders/revisions-process/svc1/ord1', routePath: '/orders/revisions-process/:serviceId/:id', session, site: makeSite() });
}

function review(container: HTMLElement, stars: number, text: string) {
  // Mantine's rating takes the click on the star's label.
  const input = screen.getByLabelText(`${stars} out of 5 stars`);
  fireEvent.click(container.querySelector(`label[for="${input.id}"]`)!);
  fireEvent.change(screen.getByLabelText('Your revision request'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no font loading API; Mantine's autosizing textarea listens to it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('RevisionsPage', () => {
  it('shows the draft with its files and notes, and asks for both rating and review before sending', async () => {
    serve({ askFinal: false });
    renderPage();
    expect(await screen.findByText('Draft 1')).toBeTruthy();
    expect(screen.getByText('Draft 1.pdf')).toBeTruthy();
    expect(screen.getByText('First draft')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please rate the document and specify your revision request')).toBeTruthy();
    expect(calls('/api/customer/orders/revision/rate-review')).toHaveLength(0);
  });

  it('asks twice before finalizing after a high rating', async () => {
    serve({ askFinal: true });
    const { container } = renderPage();
    await screen.findByText('Draft 1');
    review(container, 5, 'Perfect, thank you');
    expect(await screen.findByText('Is this your final revision request?')).toBeTruthy();
    const sent = JSON.parse(String(calls('/api/customer/orders/revision/rate-review')[0]![1]!.body));
    expect(sent).toEqual({ order_id: 'ord1', draft_id: 'd1', data: { reviewedByUser: true, rating: 5, review: 'Perfect, thank you', reviewFile: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    expect(calls('/api/customer/orders/revision/finalize')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, finalize' }));
    await waitFor(() => expect(calls('/api/customer/orders/revision/finalize')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/customer/orders/revision/finalize')[0]![1]!.body))).toEqual({ order_id: 'ord1', serviceId: 'svc1', taskId: 'revision_process' });
  });

  describe('where the focus goes (a site without ratings, as Crestline)', () => {
    withFocusFixup();

    /** Sends a review from the keyboard (the Submit button has the focus) and waits for the first question. */
    async function reviewThenAsk() {
      renderPage();
      fireEvent.change(await screen.findByLabelText('Your revision request'), { target: { value: 'Looks great.' } });
      pressFocused(screen.getByRole('button', { name: 'Submit review' }));
      const dialog = await screen.findByRole('dialog', { name: 'Is this your final revision request?' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    }

    /** Presses a button of the dialog from the keyboard. */
    const press = (name: string) => pressFocused(screen.getByRole('button', { name }));

    it('goes to the second question\'s safe answer, then to the banner that says the revisions are accepted', async () => {
      serve({ askFinal: true, ratingEnabled: false });
      await reviewThenAsk();
      press('Yes');
      await screen.findByRole('dialog', { name: 'Are you sure?' });
      // Not the button under the pressed one, now "Yes, finalize": a second press must not finalize.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, keep revising' })));
      press('Yes, finalize');
      const accepted = await screen.findByText('Revision Accepted');
      await waitFor(() => expect(document.activeElement).toBe(accepted.closest('[role="alert"]')));
      expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('goes back to "Yes, finalize" when the finalization failed, under its error', async () => {
      serve({ askFinal: true, ratingEnabled: false, finalizeFails: true });
      await reviewThenAsk();
      press('Yes');
      await screen.findByRole('dialog', { name: 'Are you sure?' });
      press('Yes, finalize');
      await screen.findByText('Please Try Again Later!');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, finalize' })));
    });

    it('goes to the banner that says the writer is on the next draft after a No', async () => {
      serve({ askFinal: true, ratingEnabled: false });
      await reviewThenAsk();
      press('No');
      const banner = (await screen.findByText('Thank you for your review. Your writer is working on the next draft.')).closest<HTMLElement>('[role="alert"]');
      await waitFor(() => expect(document.activeElement).toBe(banner));
    });

    it('goes to the same banner after a review that asks no question', async () => {
      serve({ askFinal: false, ratingEnabled: false });
      renderPage();
      fireEvent.change(await screen.findByLabelText('Your revision request'), { target: { value: 'Shorter, please.' } });
      pressFocused(screen.getByRole('button', { name: 'Submit review' }));
      const banner = (await screen.findByText('Thank you for your review. Your writer is working on the next draft.')).closest<HTMLElement>('[role="alert"]');
      await waitFor(() => expect(document.activeElement).toBe(banner));
    });
  });

  it('takes the rating from the keyboard: a star reached with the arrow keys stays chosen after leaving it', async () => {
    serve({ askFinal: false });
    renderPage();
    await screen.findByText('Draft 1');
    // Arrow keys move the checked radio of the group; the browser then fires its change event.
    const fourth = screen.getByLabelText('4 out of 5 stars') as HTMLInputElement;
    fourth.focus();
    fireEvent.click(fourth);
    fireEvent.blur(fourth);
    fireEvent.change(screen.getByLabelText('Your revision request'), { target: { value: 'Shorter summary, please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(calls('/api/customer/orders/revision/rate-review')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/customer/orders/revision/rate-review')[0]![1]!.body)).data.rating).toBe(4);
  });

  it('a no at the first question keeps the review as a revision request', async () => {
    serve({ askFinal: true });
    const { container } = renderPage();
    await screen.findByText('Draft 1');
    review(container, 4, 'Almost there');
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Is this your final revision request?')).toBeNull());
    expect(calls('/api/customer/orders/revision/finalize')).toHaveLength(0);
  });

  it('shows Revision Accepted once finalized, without a review form', async () => {
    serve({ askFinal: false, finalized: true });
    renderPage();
    expect(await screen.findByText('Revision Accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
  });

  it('once the finals are delivered, says so and leads to them instead of "your writer is preparing"', async () => {
    serve({ askFinal: false, finalized: true, delivered: true });
    renderPage();
    expect(await screen.findByText('You accepted the revisions of this document, and your final documents are ready.')).toBeTruthy();
    expect(screen.queryByText(/is preparing your final documents/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the final documents' }).getAttribute('href')).toBe('/orders/final-document/svc1/ord1');
  });
});
