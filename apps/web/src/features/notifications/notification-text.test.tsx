import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { useNotificationText, type NotificationLine } from './notification-text';

const catalogs = import.meta.glob<Record<string, unknown>>('../../locales/*/notifications.json', { eager: true, import: 'default' });

const chat = (data: Record<string, unknown>, contant = 'New message from Alex Morgan: Second admin message'): NotificationLine => ({
  contant,
  data: { senderImg: null, senderName: 'Alex Morgan', senderPrefName: 'Alex Morgan', action: 'chat_message', ...data },
});

describe('useNotificationText', () => {
  it('says who wrote a chat message and what', () => {
    const { result } = renderHook(() => useNotificationText());
    expect(result.current(chat({ preview: 'Second admin message' }))).toBe('New message from Alex Morgan: Second admin message');
    // Nobody named: the message alone.
    expect(result.current(chat({ preview: 'Hello', senderName: null, senderPrefName: null }))).toBe('New message: Hello');
    expect(result.current({ contant: 'A new invoice is waiting for you: #7 Tip ($5.00)', data: { action: 'invoice_issued', preview: '#7 Tip ($5.00)' } })).toBe('A new invoice is waiting for you: #7 Tip ($5.00)');
  });

  it('tells the writer their draft was approved, as it tells them of a returned one', () => {
    const { result } = renderHook(() => useNotificationText());
    expect(result.current({ contant: 'An admin approved your draft', data: { action: 'draft_approved', senderName: 'Ada Admin' } })).toBe('An admin approved your draft');
    expect(result.current({ contant: 'An admin returned your draft', data: { action: 'draft_rejected' } })).toBe('An admin returned your draft');
  });

  it('keeps the stored line of a row stored without the words its line needs, never a line cut short', () => {
    const { result } = renderHook(() => useNotificationText());
    expect(result.current(chat({}))).toBe('New message from Alex Morgan: Second admin message');
    expect(result.current(chat({ preview: '  ' }, 'New message from Alex Morgan: notes.pdf'))).toBe('New message from Alex Morgan: notes.pdf');
    expect(result.current({ contant: 'A new invoice is waiting for you: #7', data: { action: 'invoice_issued' } })).toBe('A new invoice is waiting for you: #7');
    expect(result.current({ contant: 'Your order due date was set to 04/10/2026', data: { action: 'due_date' } })).toBe('Your order due date was set to 04/10/2026');
    // An action this client does not know, or none: the stored line.
    expect(result.current({ contant: 'Something new', data: { action: 'something_new' } })).toBe('Something new');
    expect(result.current({ contant: 'Something old', data: {} })).toBe('Something old');
  });

  it("says it in the reader's language", async () => {
    i18n.addResourceBundle('de', 'notifications', catalogs['../../locales/de/notifications.json']!, true, true);
    await i18n.changeLanguage('de');
    try {
      const { result } = renderHook(() => useNotificationText());
      expect(result.current(chat({ preview: 'Zweite Nachricht' }))).toBe('Neue Nachricht von Alex Morgan: Zweite Nachricht');
      expect(result.current({ contant: 'Your customer reviewed the latest draft', data: { action: 'revision_requested' } })).toBe('Ihr Kunde hat den letzten Entwurf bewertet');
      expect(result.current({ contant: 'An admin approved your draft', data: { action: 'draft_approved' } })).toBe('Ein Administrator hat Ihren Entwurf freigegeben');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
