import { afterEach, describe, expect, it } from 'vitest';
import { clearInitialDraft, loadInitialDraft, saveInitialDraft } from './initial-draft';

afterEach(() => localStorage.clear());

describe('the initial questions draft', () => {
  it('keeps the choices per order until cleared', () => {
    saveInitialDraft('o1', { step: 1, industries: ['Sales', 'Legal'], level: 'director' });
    expect(loadInitialDraft('o1')).toEqual({ step: 1, industries: ['Sales', 'Legal'], level: 'director' });
    expect(loadInitialDraft('o2')).toBeNull();
    clearInitialDraft('o1');
    expect(loadInitialDraft('o1')).toBeNull();
  });

  it('ignores what is broken or no longer valid', () => {
    localStorage.setItem('initial-questions:o1', '{not json');
    expect(loadInitialDraft('o1')).toBeNull();
    localStorage.setItem('initial-questions:o1', JSON.stringify({ step: 0, industries: ['Space Piracy'], level: null }));
    expect(loadInitialDraft('o1')).toBeNull();
    localStorage.setItem('initial-questions:o1', JSON.stringify({ step: 0, industries: ['Sales', 'Legal', 'Retail', 'Other'], level: null }));
    expect(loadInitialDraft('o1')).toBeNull();
  });
});
