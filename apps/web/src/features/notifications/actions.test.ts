import { NOTIFICATION_ACTIONS } from '@portal/domain/notifications/calls';
import { describe, expect, it } from 'vitest';

const catalogs = import.meta.glob<{ actions: Record<string, string> }>('../../locales/*/notifications.json', { eager: true, import: 'default' });

// Every action the server can write reads in every language; a missing one would show in English.
describe('notification actions', () => {
  for (const [path, catalog] of Object.entries(catalogs)) {
    it(`are all translated in ${path.split('/').at(-2)}`, () => {
      expect(NOTIFICATION_ACTIONS.filter((action) => !catalog.actions[action]?.trim())).toEqual([]);
    });
  }
});
