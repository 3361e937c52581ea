import type { WriterProfileView } from '@portal/domain/profiles/calls';
import type { WriterProfile } from '@portal/domain/profiles/rules';

const EMPTY: WriterProfile = {
  workPhone: '',
  personalPhone: '',
  skype: '',
  zoom: '',
  linkedin: '',
  profileTitle: '',
  profileSummary: '',
  experience: null,
  levels: [],
  services: [],
  languages: [],
  certificates: [],
  expertise: [],
  availableDays: [],
  maxJobsPerWeek: null,
  maxOpenJobs: null,
};

/** What the wizard starts from: the saved profile, or empty fields. */
export function initialValues(saved: WriterProfileView | null): WriterProfile {
  if (!saved) return EMPTY;
  const { updatedAt: _updatedAt, ...fields } = saved;
  return fields;
}
