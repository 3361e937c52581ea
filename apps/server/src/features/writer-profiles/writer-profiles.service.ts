import type { WriterProfileView } from '@portal/domain/profiles/calls';
import type { AssignmentProfile, WriterProfile } from '@portal/domain/profiles/rules';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import type { Db } from '../../platform/db/database';
import { findWriterProfile, listAssignmentProfiles, listSiteWriters, lockAssignmentProfiles, saveWriterProfile, type WriterProfileRow } from './writer-profiles.store';

/**
 * The writer's own profile (spec 001 "writer_data"). A writer reads and writes only their own: the
 * user comes from the session, never from the request.
 */
export class WriterProfilesService {
  constructor(private readonly platform: Platform) {}

  private get db() {
    return this.platform.database.db;
  }

  async get({ site, user }: Actor): Promise<WriterProfileView | null> {
    const row = await findWriterProfile(this.db, site.id, user.id);
    return row ? toView(row) : null;
  }

  async save({ site, user }: Actor, profile: WriterProfile): Promise<WriterProfileView> {
    return toView(await saveWriterProfile(this.db, site.id, user.id, profile));
  }

  /**
   * What automatic assignment reads: each writer's services, job limits and days. Writers without
   * a profile are not listed (they have not said what they take on).
   */
  async forAssignment(siteId: string): Promise<AssignmentProfile[]> {
    const rows = await listAssignmentProfiles(this.db, siteId);
    return rows as AssignmentProfile[];
  }

  /**
   * The same, read in the caller's transaction with each writer's profile row locked until it ends:
   * automatic assignment holds these locks while it counts loads and assigns, so no writer is handed
   * jobs by two assigners at once. Deactivated writers are left out.
   */
  async lockForAssignment(tx: Db, siteId: string): Promise<AssignmentProfile[]> {
    const rows = await lockAssignmentProfiles(tx, siteId);
    return rows as AssignmentProfile[];
  }

  /** The site's writers (at most 500), with their services and limits where they have a profile. */
  async siteWriters(siteId: string) {
    return listSiteWriters(this.db, siteId);
  }
}

// The columns hold only values the domain's schema accepted, hence the narrowing casts.
function toView(row: WriterProfileRow): WriterProfileView {
  return {
    workPhone: row.workPhone,
    personalPhone: row.personalPhone,
    skype: row.skype,
    zoom: row.zoom,
    linkedin: row.linkedin,
    profileTitle: row.profileTitle,
    profileSummary: row.profileSummary,
    experience: row.experience as WriterProfileView['experience'],
    levels: row.levels as WriterProfileView['levels'],
    services: row.services as WriterProfileView['services'],
    languages: row.languages as WriterProfileView['languages'],
    certificates: row.certificates as WriterProfileView['certificates'],
    expertise: row.expertise as WriterProfileView['expertise'],
    availableDays: row.availableDays as WriterProfileView['availableDays'],
    maxJobsPerWeek: row.maxJobsPerWeek,
    maxOpenJobs: row.maxOpenJobs,
    updatedAt: row.updatedAt.toISOString(),
  };
}
