import { describe, expect, it } from 'vitest';
import { hasRoomForJob, isPhoneNumber, mayTakeJob, offersService, PROFILE_MESSAGES, PROFILE_STEP_FIELDS, worksOn, writerProfileSchema } from './rules';

const minimal = { workPhone: '+1 (555) 010-2030', profileTitle: 'Executive resume writer', profileSummary: 'Ten years of resumes.' };

function messagesOf(input: unknown): Record<string, string> {
  const result = writerProfileSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('isPhoneNumber', () => {
  it.each(['+1 (555) 010-2030', '555-0102', '+44 20 7946 0958', '030/123 4567', '0049.30.1234567', '  +39 06 1234 5678 '])('accepts %s', (text) => {
    expect(isPhoneNumber(text)).toBe(true);
  });

  it.each(['', 'call me', '12345', '+1 555 abc 2030', '++15550102030', '1+5550102030', '1234567890123456', '(555)', '-5550102030'])('refuses %j', (text) => {
    expect(isPhoneNumber(text)).toBe(false);
  });
});

describe('writerProfileSchema', () => {
  it('needs the work phone, profile title and summary, with the spec messages', () => {
    expect(messagesOf({})).toMatchObject({ workPhone: expect.any(String), profileTitle: expect.any(String), profileSummary: expect.any(String) });
    expect(messagesOf({ workPhone: ' ', profileTitle: ' ', profileSummary: '' })).toEqual({
      workPhone: PROFILE_MESSAGES.workPhoneRequired,
      profileTitle: PROFILE_MESSAGES.titleRequired,
      profileSummary: PROFILE_MESSAGES.summaryRequired,
    });
  });

  it('checks both phones with "Enter A valid phone number"; the personal phone may stay empty', () => {
    expect(PROFILE_MESSAGES.phone).toBe('Enter A valid phone number');
    expect(messagesOf({ ...minimal, workPhone: 'abc', personalPhone: '12' })).toEqual({ workPhone: PROFILE_MESSAGES.phone, personalPhone: PROFILE_MESSAGES.phone });
    expect(messagesOf({ ...minimal, personalPhone: '' })).toEqual({});
  });

  it('fills the optional fields with empty values', () => {
    expect(writerProfileSchema.parse(minimal)).toEqual({
      ...minimal,
      personalPhone: '',
      skype: '',
      zoom: '',
      linkedin: '',
      experience: null,
      levels: [],
      services: [],
      languages: [],
      certificates: [],
      expertise: [],
      availableDays: [],
      maxJobsPerWeek: null,
      maxOpenJobs: null,
    });
  });

  it('accepts only the option lists, each option once', () => {
    expect(messagesOf({ ...minimal, services: ['Resume Writing', 'Ghost Writing'] })).toHaveProperty('services.1');
    expect(messagesOf({ ...minimal, availableDays: ['Monday', 'Monday'] })).toEqual({ availableDays: PROFILE_MESSAGES.duplicate });
    expect(messagesOf({ ...minimal, experience: 'Guru' })).toHaveProperty('experience');
    expect(messagesOf({ ...minimal, expertise: ['Accounting', 'Transportation and Distribution'], experience: 'Expert (6 and more years)' })).toEqual({});
  });

  it('takes job limits as whole numbers from 0, or none', () => {
    expect(messagesOf({ ...minimal, maxJobsPerWeek: 2.5 })).toEqual({ maxJobsPerWeek: PROFILE_MESSAGES.wholeNumber });
    expect(messagesOf({ ...minimal, maxOpenJobs: -1 })).toHaveProperty('maxOpenJobs');
    expect(messagesOf({ ...minimal, maxOpenJobs: '5' })).toHaveProperty('maxOpenJobs');
    expect(messagesOf({ ...minimal, maxJobsPerWeek: 0, maxOpenJobs: null })).toEqual({});
  });

  it('refuses unknown fields', () => {
    expect(messagesOf({ ...minimal, userId: 'someone-else' })).not.toEqual({});
  });

  it('names every field in exactly one wizard step', () => {
    const stepped = PROFILE_STEP_FIELDS.flat();
    expect(new Set(stepped).size).toBe(stepped.length);
    expect([...stepped].sort()).toEqual(Object.keys(writerProfileSchema.shape).sort());
  });
});

describe('assignment rules', () => {
  const profile = { services: ['Resume Writing', 'Cover Letter'] as const, maxJobsPerWeek: 5, maxOpenJobs: 3, availableDays: ['Monday', 'Tuesday'] as const };
  const writer = { ...profile, services: [...profile.services], availableDays: [...profile.availableDays] };

  it('matches services by name, whatever the case and spacing', () => {
    expect(offersService(writer, 'resume  writing ')).toBe(true);
    expect(offersService(writer, 'LinkedIn Profile')).toBe(false);
  });

  it('keeps to the open-jobs and weekly limits; an empty limit does not limit', () => {
    expect(hasRoomForJob(writer, { openJobs: 2, jobsThisWeek: 4 })).toBe(true);
    expect(hasRoomForJob(writer, { openJobs: 3, jobsThisWeek: 0 })).toBe(false);
    expect(hasRoomForJob(writer, { openJobs: 0, jobsThisWeek: 5 })).toBe(false);
    expect(hasRoomForJob({ maxJobsPerWeek: null, maxOpenJobs: null }, { openJobs: 500, jobsThisWeek: 500 })).toBe(true);
    expect(hasRoomForJob({ maxJobsPerWeek: 0, maxOpenJobs: null }, { openJobs: 0, jobsThisWeek: 0 })).toBe(false);
  });

  it('gives a job only to a writer offering every service with room left', () => {
    expect(mayTakeJob(writer, ['Resume Writing', 'Cover Letter'], { openJobs: 0, jobsThisWeek: 0 })).toBe(true);
    expect(mayTakeJob(writer, ['Resume Writing', 'Biography'], { openJobs: 0, jobsThisWeek: 0 })).toBe(false);
    expect(mayTakeJob(writer, ['Resume Writing'], { openJobs: 3, jobsThisWeek: 0 })).toBe(false);
  });

  it('restricts days only when the writer named some', () => {
    expect(worksOn(writer, 'Monday')).toBe(true);
    expect(worksOn(writer, 'Sunday')).toBe(false);
    expect(worksOn({ availableDays: [] }, 'Sunday')).toBe(true);
  });
});
