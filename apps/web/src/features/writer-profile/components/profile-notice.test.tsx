import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import ProfileNotice from './profile-notice';

afterEach(() => vi.unstubAllGlobals());

function open(profile: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ status: true, profile }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  renderWithApp(<ProfileNotice />, { path: '/dashboard', session: { user: makeUser({ role: 'writer' }), orders: [], currency: 'usd' } });
  return fetch;
}

describe('the dashboard notice for a writer without a profile', () => {
  it('links to the wizard while there is no profile', async () => {
    open(null);
    const link = await screen.findByRole('link', { name: 'Complete profile' });
    expect(link.getAttribute('href')).toBe('/onboarding');
  });

  it('says nothing once the profile exists', async () => {
    const fetch = open({ workPhone: '555-0102' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Complete profile' })).toBeNull();
  });
});
