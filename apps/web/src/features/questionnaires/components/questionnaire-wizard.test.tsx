import { fireEvent, screen } from '@testing-library/react';
import type { QuestionnaireField } from '@portal/domain/questionnaires/rules';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n';
import { expectReadableCalendar, openCalendar } from '../../../test/calendar';
import { renderWithApp } from '../../../test/render';
import { QuestionnaireWizard } from './questionnaire-wizard';

const fields: QuestionnaireField[] = [
  { id: 's1', type: 'section', text: 'About you' },
  { id: 'intro', type: 'paragraph', text: 'A few words first.' },
  { id: 'role', type: 'text', text: 'Target role', required: true },
  { id: 'mail', type: 'email', text: 'Your email' },
  { id: 's2', type: 'section', text: 'Preferences' },
  { id: 'tone', type: 'radio', text: 'Tone', options: ['Formal', 'Casual'], required: true },
  { id: 'notes', type: 'textarea', text: 'Notes' },
];
const KEY = 'questionnaire:order-1:q-1';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

function renderWizard(onSubmit = vi.fn()) {
  const view = renderWithApp(<QuestionnaireWizard fields={fields} storageKey={KEY} onSubmit={onSubmit} />);
  return Object.assign(onSubmit, { unmount: view.unmount });
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('QuestionnaireWizard', () => {
  it('does not go forward while a required field of the section is empty', () => {
    renderWizard();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    click('Next');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.queryByText('Tone')).toBeNull();

    type(/Your email/, 'not-an-email');
    type(/Target role/, 'Director');
    click('Next');
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  it('goes forward once the section validates, saves the answers, and can always go back', () => {
    renderWizard();
    type(/Target role/, 'Director');
    click('Next');
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect(screen.getByText('Tone')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({ step: 1, answers: { role: 'Director' } });

    // Back even with the current section's required answer missing.
    click('Back');
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText(/Target role/) as HTMLInputElement).value).toBe('Director');
  });

  it('keeps what was typed in the current section across a reload, before Next', () => {
    const first = renderWizard();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    type(/Target role/, 'Head of Sales');
    type(/Your email/, 'jo@example.com');
    first.unmount();
    renderWizard();
    expect((screen.getByLabelText(/Target role/) as HTMLInputElement).value).toBe('Head of Sales');
    expect((screen.getByLabelText(/Your email/) as HTMLInputElement).value).toBe('jo@example.com');
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  it('restores the answers saved earlier and the section reached', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ step: 1, answers: { role: 'Saved role', tone: 'Casual' } }));
    const onSubmit = renderWizard();
    expect(screen.getByText(/We restored the answers/)).toBeTruthy();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    expect((screen.getByLabelText('Casual') as HTMLInputElement).checked).toBe(true);
    click('Submit');
    expect(onSubmit).toHaveBeenCalledWith({ role: 'Saved role', tone: 'Casual' });
    click('Back');
    expect((screen.getByLabelText(/Target role/) as HTMLInputElement).value).toBe('Saved role');
  });

  it('submits only when every section validates, with the known answers only', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ step: 1, answers: { stray: 'x' } }));
    const onSubmit = renderWizard();
    fireEvent.click(screen.getByLabelText('Formal'));
    click('Submit');
    // The first section still misses its required answer: the wizard returns there.
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    type(/Target role/, 'Director');
    click('Next');
    click('Submit');
    expect(onSubmit).toHaveBeenCalledWith({ role: 'Director', tone: 'Formal' });
  });

  it('starts over on request, forgetting the saved answers', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ step: 1, answers: { role: 'Saved role' } }));
    renderWizard();
    click('Start over');
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText(/Target role/) as HTMLInputElement).value).toBe('');
  });

  it("reads a typed date in the reader's own numeric form: MM/DD/YYYY in English, DD.MM.YYYY in German", async () => {
    const dated: QuestionnaireField[] = [{ id: 'start', type: 'date', text: 'Start date' }];
    const typed = async (text: string) => {
      const view = renderWithApp(<QuestionnaireWizard fields={dated} storageKey={KEY} onSubmit={vi.fn()} />);
      type(/Start date/, text);
      const saved = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as { answers?: Record<string, string> };
      view.unmount();
      window.localStorage.removeItem(KEY);
      return saved.answers?.start;
    };
    expect(await typed('03/10/2026')).toBe('2026-03-10');
    await changeLanguage('de', false);
    try {
      expect(await typed('10.03.2026')).toBe('2026-03-10');
    } finally {
      await changeLanguage('en', false);
    }
  });

  it("opens a date's calendar with named month buttons and readable days", async () => {
    renderWithApp(<QuestionnaireWizard fields={[{ id: 'start', type: 'date', text: 'Start date' }]} storageKey={KEY} onSubmit={vi.fn()} />);
    fireEvent.focus(screen.getByLabelText(/Start date/));
    await expectReadableCalendar(await openCalendar());
  });
});
