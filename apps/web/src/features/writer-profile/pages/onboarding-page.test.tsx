import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { landing, renderWithApp } from '../../../test/render';
import OnboardingPage from './onboarding-page';

afterEach(() => vi.unstubAllGlobals());

type Reply = { status?: number; body: unknown };
const saved = {
  workPhone: '+1 555 010 2030',
  personalPhone: '',
  skype: 'wendy.writes',
  zoom: '',
  linkedin: '',
  profileTitle: 'Executive resume writer',
  profileSummary: 'Ten years of resumes.',
  experience: 'Expert (6 and more years)',
  levels: ['Executive'],
  services: ['Resume Writing', 'Cover Letter'],
  languages: ['English'],
  certificates: [],
  expertise: ['Accounting'],
  availableDays: ['Monday', 'Friday'],
  maxJobsPerWeek: 4,
  maxOpenJobs: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function open(profile: unknown, saveReply: (body: unknown) => Reply = (body) => ({ body: { status: true, message: 'Profile saved', profile: { ...(body as object), updatedAt: saved.updatedAt } } })) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      let reply: Reply = { status: 404, body: { message: 'no route' } };
      if (String(input).startsWith('/api/writer/profile') && method === 'GET') reply = { body: { status: true, profile } };
      if (String(input).startsWith('/api/writer/profile') && method === 'POST') {
        const body = JSON.parse(String(init!.body));
        posted.push(body);
        reply = saveReply(body);
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const view = renderWithApp(<OnboardingPage />, { path: '/onboarding', session: { user: makeUser({ role: 'writer' }), orders: [], currency: 'usd' }, routes: [landing('/dashboard')] });
  return { ...view, posted };
}

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the writer profile wizard', () => {
  it('checks the contact step with the spec messages before going on', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'Contact Details' })).toBeTruthy();
    expect(progress()).toBe(25);
    next();
    expect(await screen.findByText('Work Phone is required')).toBeTruthy();
    type(/^Work Phone/, 'call me');
    type(/^Personal Phone/, '12');
    next();
    await waitFor(() => expect(screen.getAllByText('Enter A valid phone number')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeTruthy();
    // Corrected, the message goes while typing, before the field is left.
    type(/^Work Phone/, '555-0102');
    await waitFor(() => expect(screen.getAllByText('Enter A valid phone number')).toHaveLength(1));
  });

  it('goes through the three steps at 25, 50 and 75, keeps input on Back, saves everything and lands on the dashboard', async () => {
    const { posted } = open(null);
    await screen.findByRole('heading', { name: 'Contact Details' });
    type(/^Work Phone/, '+44 20 7946 0958');
    type(/^Skype/, 'wendy.writes');
    next();
    expect(await screen.findByRole('heading', { name: 'Profile Details' })).toBeTruthy();
    expect(progress()).toBe(50);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Contact Details' })).toBeTruthy();
    expect((screen.getByLabelText(/^Work Phone/) as HTMLInputElement).value).toBe('+44 20 7946 0958');
    next();
    await screen.findByRole('heading', { name: 'Profile Details' });

    next();
    expect(await screen.findByText('Profile Title is required')).toBeTruthy();
    expect(screen.getByText('Profile Summary is required')).toBeTruthy();
    type(/^Profile Title/, 'Resume writer');
    type(/^Profile Summary/, 'I write resumes.');
    fireEvent.click(screen.getByRole('radio', { name: 'Intermediate (3-5 years)' }));
    fireEvent.click(within(screen.getByRole('group', { name: /^Services/ })).getByRole('checkbox', { name: 'LinkedIn Profile' }));
    next();
    expect(await screen.findByRole('heading', { name: 'Availability' })).toBeTruthy();
    expect(progress()).toBe(75);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    type(/^Max Open Jobs/, '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
    expect(posted).toEqual([
      expect.objectContaining({
        workPhone: '+44 20 7946 0958',
        skype: 'wendy.writes',
        profileTitle: 'Resume writer',
        profileSummary: 'I write resumes.',
        experience: 'Intermediate (3-5 years)',
        services: ['LinkedIn Profile'],
        availableDays: ['Sunday'],
        maxOpenJobs: 3,
        maxJobsPerWeek: null,
      }),
    ]);
  });

  it('opens pre-filled with the saved profile', async () => {
    open(saved);
    expect(await screen.findByDisplayValue('+1 555 010 2030')).toBeTruthy();
    expect(screen.getByText('Your profile as saved. Change what you like and save again.')).toBeTruthy();
    next();
    await screen.findByRole('heading', { name: 'Profile Details' });
    expect((screen.getByLabelText(/^Profile Title/) as HTMLInputElement).value).toBe('Executive resume writer');
    expect((screen.getByRole('checkbox', { name: 'Cover Letter' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Expert (6 and more years)' }) as HTMLInputElement).checked).toBe(true);
    next();
    await screen.findByRole('heading', { name: 'Availability' });
    expect((screen.getByRole('checkbox', { name: 'Friday' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Max Jobs Per Week/) as HTMLInputElement).value).toBe('4');
  });

  it('keeps a job limit above 999 as typed (never clamped to 999) and refuses it with the range', async () => {
    const { posted } = open(saved);
    await screen.findByDisplayValue('+1 555 010 2030');
    next();
    await screen.findByRole('heading', { name: 'Profile Details' });
    next();
    await screen.findByRole('heading', { name: 'Availability' });
    const limit = screen.getByLabelText(/^Max Jobs Per Week/) as HTMLInputElement;
    type(/^Max Jobs Per Week/, '1500');
    fireEvent.blur(limit);
    expect(limit.value).toBe('1,500');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a number from 0 to 999.')).toBeTruthy();
    expect(limit.value).toBe('1,500');
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal in an alert and under the field, on that field’s step', async () => {
    open(saved, () => ({ status: 400, body: { message: 'Enter A valid phone number', code: 'invalid_input', errors: { workPhone: 'Enter A valid phone number' }, fieldCodes: { workPhone: 'custom' } } }));
    await screen.findByDisplayValue('+1 555 010 2030');
    next();
    await screen.findByRole('heading', { name: 'Profile Details' });
    next();
    await screen.findByRole('heading', { name: 'Availability' });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('heading', { name: 'Contact Details' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Enter A valid phone number').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('landed on /dashboard')).toBeNull();
  });
});
