import { mayTakeJob, offersService, worksOn, type AssignmentProfile, type WriterLoad } from '../profiles/rules';
import type { AvailableDay } from '../profiles/options';

// Automatic assignment: a paid order goes to the least-loaded writer who offers every one
// of its services and has room under their Max Open Jobs and Max Jobs Per Week.

export type AssignmentCandidate = { profile: AssignmentProfile; load: WriterLoad };

/** Why a writer was chosen (stored with the assignment, shown to the admin). */
export type AssignmentReason =
  | { kind: 'automatic'; openJobs: number; maxOpenJobs: number | null; jobsThisWeek: number; maxJobsPerWeek: number | null; eligible: number }
  | { kind: 'admin'; previousWriterId: string | null };

export type Choice = { writerId: string; reason: AssignmentReason } | { writerId: null; eligible: 0; offering: number };

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const satisfies readonly AvailableDay[];

/** The weekday a writer's availability names, for a moment in UTC. */
export function weekdayOf(now: Date): AvailableDay {
  return DAYS[now.getUTCDay()]!;
}

/** Monday 00:00 UTC of the week `now` falls in: Max Jobs Per Week counts jobs received since. */
export function startOfWeek(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

/**
 * The writer for an order: among writers who offer all its services, have room and work today,
 * the one with the fewest open jobs, then the fewest jobs this week, then the lowest id (so the
 * choice is the same whoever computes it). Null when nobody fits: the order waits for room.
 */
export function chooseWriter(candidates: readonly AssignmentCandidate[], serviceNames: readonly string[], now: Date): Choice {
  const today = weekdayOf(now);
  const offering = candidates.filter((c) => serviceNames.every((name) => offersService(c.profile, name)));
  const eligible = candidates.filter((c) => mayTakeJob(c.profile, serviceNames, c.load) && worksOn(c.profile, today));
  if (!eligible.length) return { writerId: null, eligible: 0, offering: offering.length };
  const best = [...eligible].sort(
    (a, b) => a.load.openJobs - b.load.openJobs || a.load.jobsThisWeek - b.load.jobsThisWeek || (a.profile.writerId < b.profile.writerId ? -1 : a.profile.writerId > b.profile.writerId ? 1 : 0),
  )[0]!;
  return {
    writerId: best.profile.writerId,
    reason: {
      kind: 'automatic',
      openJobs: best.load.openJobs,
      maxOpenJobs: best.profile.maxOpenJobs,
      jobsThisWeek: best.load.jobsThisWeek,
      maxJobsPerWeek: best.profile.maxJobsPerWeek,
      eligible: eligible.length,
    },
  };
}

/** The reason in English, as API clients and the audit log read it. */
export function reasonText(reason: AssignmentReason): string {
  if (reason.kind === 'admin') return reason.previousWriterId ? 'Reassigned by an admin' : 'Assigned by an admin';
  const limit = (n: number | null) => (n === null ? 'no limit' : String(n));
  return `Fewest open jobs (${reason.openJobs} of ${limit(reason.maxOpenJobs)}; ${reason.jobsThisWeek} of ${limit(reason.maxJobsPerWeek)} this week) among ${reason.eligible} writer(s) offering the services with room`;
}

/** An order is overdue when its due date has passed and it is not complete. */
export function isOverdue(order: { dueDate: Date | null; completedAt: Date | null }, now: Date): boolean {
  return order.dueDate !== null && order.completedAt === null && order.dueDate.getTime() < now.getTime();
}
