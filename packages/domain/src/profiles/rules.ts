import { z } from 'zod/mini';
import { AVAILABLE_DAYS, CERTIFICATES, EXPERTISE_INDUSTRIES, RESUME_LEVELS, WRITER_EXPERIENCE, WRITER_LANGUAGES, WRITER_SERVICES, type AvailableDay } from './options';

// The writer profile (spec 001 sections 3, 5 and 9): what the wizard asks and the server keeps.

export const PROFILE_MESSAGES = {
  phone: 'Enter A valid phone number',
  workPhoneRequired: 'Work Phone is required',
  titleRequired: 'Profile Title is required',
  summaryRequired: 'Profile Summary is required',
  wholeNumber: 'Enter a whole number',
  duplicate: 'Choose each option once',
} as const;

export const PHONE_MIN_DIGITS = 7;
/** E.164 allows at most 15 digits, country code included. */
export const PHONE_MAX_DIGITS = 15;
export const JOB_LIMIT_MAX = 999;

const PHONE_CHARACTERS = /^\+?[0-9][0-9 ().\-/]*$/;

/**
 * A telephone number as people type it: digits with spaces, dots, dashes, slashes or brackets, an
 * optional leading "+", and between 7 and 15 digits (the international maximum).
 */
export function isPhoneNumber(text: string): boolean {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

const requiredPhone = z.string().check(
  z.trim(),
  z.minLength(1, PROFILE_MESSAGES.workPhoneRequired),
  z.maxLength(40, PROFILE_MESSAGES.phone),
  z.refine((text) => text === '' || isPhoneNumber(text), PROFILE_MESSAGES.phone),
);
const optionalPhone = z.string().check(
  z.trim(),
  z.maxLength(40, PROFILE_MESSAGES.phone),
  z.refine((text) => text === '' || isPhoneNumber(text), PROFILE_MESSAGES.phone),
);
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

function choices<const T extends readonly [string, ...string[]]>(options: T) {
  return z.array(z.enum(options)).check(
    z.maxLength(options.length),
    z.refine((list) => new Set(list).size === list.length, PROFILE_MESSAGES.duplicate),
  );
}

const jobLimit = z.nullable(z.number().check(z.int(PROFILE_MESSAGES.wholeNumber), z.gte(0), z.lte(JOB_LIMIT_MAX)));

/** The writer_data fields, as the wizard sends them and the server stores them. */
export const writerProfileFields = {
  workPhone: requiredPhone,
  personalPhone: z._default(optionalPhone, ''),
  skype: z._default(optionalText(200), ''),
  zoom: z._default(optionalText(300), ''),
  linkedin: z._default(optionalText(300), ''),
  profileTitle: z.string().check(z.trim(), z.minLength(1, PROFILE_MESSAGES.titleRequired), z.maxLength(200)),
  profileSummary: z.string().check(z.trim(), z.minLength(1, PROFILE_MESSAGES.summaryRequired), z.maxLength(5000)),
  experience: z._default(z.nullable(z.enum(WRITER_EXPERIENCE)), null),
  levels: z._default(choices(RESUME_LEVELS), []),
  services: z._default(choices(WRITER_SERVICES), []),
  languages: z._default(choices(WRITER_LANGUAGES), []),
  certificates: z._default(choices(CERTIFICATES), []),
  expertise: z._default(choices(EXPERTISE_INDUSTRIES), []),
  availableDays: z._default(choices(AVAILABLE_DAYS), []),
  maxJobsPerWeek: z._default(jobLimit, null),
  maxOpenJobs: z._default(jobLimit, null),
};

export const writerProfileSchema = z.strictObject(writerProfileFields);
export type WriterProfileInput = z.input<typeof writerProfileSchema>;
export type WriterProfile = z.output<typeof writerProfileSchema>;

/** The fields each wizard step asks for, so a step is checked before the next one opens. */
export const PROFILE_STEP_FIELDS = [
  ['workPhone', 'personalPhone', 'skype', 'zoom', 'linkedin'],
  ['profileTitle', 'profileSummary', 'experience', 'levels', 'services', 'languages', 'certificates', 'expertise'],
  ['availableDays', 'maxJobsPerWeek', 'maxOpenJobs'],
] as const satisfies readonly (readonly (keyof WriterProfile)[])[];

// What automatic assignment reads of a profile (services and job limits; days too).
export type AssignmentProfile = Pick<WriterProfile, 'services' | 'maxJobsPerWeek' | 'maxOpenJobs' | 'availableDays'> & { writerId: string };
export type WriterLoad = { openJobs: number; jobsThisWeek: number };

function normalized(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether the writer offers a service (order services are named as in WRITER_SERVICES, in any case). */
export function offersService(profile: Pick<WriterProfile, 'services'>, serviceName: string): boolean {
  const wanted = normalized(serviceName);
  return profile.services.some((service) => normalized(service) === wanted);
}

/** Whether one more job fits the writer's limits; a limit left empty does not limit. */
export function hasRoomForJob(profile: Pick<WriterProfile, 'maxJobsPerWeek' | 'maxOpenJobs'>, load: WriterLoad): boolean {
  if (profile.maxOpenJobs !== null && load.openJobs >= profile.maxOpenJobs) return false;
  if (profile.maxJobsPerWeek !== null && load.jobsThisWeek >= profile.maxJobsPerWeek) return false;
  return true;
}

/** Whether the writer works on the given weekday; a writer who named no days is not restricted. */
export function worksOn(profile: Pick<WriterProfile, 'availableDays'>, day: AvailableDay): boolean {
  return profile.availableDays.length === 0 || profile.availableDays.includes(day);
}

/** A writer may be given an order's services when they offer every one and have room for the job. */
export function mayTakeJob(profile: Pick<WriterProfile, 'services' | 'maxJobsPerWeek' | 'maxOpenJobs'>, serviceNames: readonly string[], load: WriterLoad): boolean {
  return serviceNames.every((name) => offersService(profile, name)) && hasRoomForJob(profile, load);
}
