import { z } from 'zod/mini';
import { defineCall } from '../call';
import { AVAILABLE_DAYS, CERTIFICATES, EXPERTISE_INDUSTRIES, RESUME_LEVELS, WRITER_EXPERIENCE, WRITER_LANGUAGES, WRITER_SERVICES } from './options';
import { writerProfileSchema } from './rules';

/** A stored profile as the wizard reads it back: every field present. */
export const writerProfileView = z.object({
  workPhone: z.string(),
  personalPhone: z.string(),
  skype: z.string(),
  zoom: z.string(),
  linkedin: z.string(),
  profileTitle: z.string(),
  profileSummary: z.string(),
  experience: z.nullable(z.enum(WRITER_EXPERIENCE)),
  levels: z.array(z.enum(RESUME_LEVELS)),
  services: z.array(z.enum(WRITER_SERVICES)),
  languages: z.array(z.enum(WRITER_LANGUAGES)),
  certificates: z.array(z.enum(CERTIFICATES)),
  expertise: z.array(z.enum(EXPERTISE_INDUSTRIES)),
  availableDays: z.array(z.enum(AVAILABLE_DAYS)),
  maxJobsPerWeek: z.nullable(z.number()),
  maxOpenJobs: z.nullable(z.number()),
  updatedAt: z.string(),
});
export type WriterProfileView = z.infer<typeof writerProfileView>;

/** The signed-in writer's profile, or null before the wizard was completed. */
export const getWriterProfile = defineCall({
  method: 'GET',
  path: '/api/writer/profile',
  response: z.object({ status: z.boolean(), profile: z.nullable(writerProfileView) }),
});

/** Creates or replaces the signed-in writer's profile (the writer_data fields). */
export const saveWriterProfile = defineCall({
  method: 'POST',
  path: '/api/writer/profile',
  body: writerProfileSchema,
  response: z.object({ status: z.boolean(), message: z.string(), profile: writerProfileView }),
});
