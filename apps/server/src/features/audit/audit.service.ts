import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditTarget } from '@portal/domain/audit/calls';
import type { Db } from '../../platform/db/database';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { insertAudit, pageAudit } from './audit.store';

export type AuditDetails = Record<string, string | number | boolean | null>;
/** Who made a change: a signed-in admin, or (for a change confirmed later, such as a refund the gateway settles) the admin who asked for it. */
export type AuditActor = { site: { id: string }; user: { id: string | null; firstName: string; lastName: string; email: string } };
export type AuditRecord = { action: AuditAction; target: { type: AuditTarget; id: string; label: string }; summary: string; details?: AuditDetails };

/**
 * Records an admin's change in `db`, the transaction of the change itself: the line exists exactly
 * when the change does. Every admin write calls it.
 */
export async function recordAudit(db: Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  const { user, site } = actor;
  await insertAudit(db, {
    siteId: site.id,
    actorId: user.id,
    actorName: `${user.firstName} ${user.lastName}`.trim(),
    actorEmail: user.email,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    summary: record.summary,
    details: record.details ?? {},
  });
}

/** The site's audit log for its admins, newest first. */
export class AuditService {
  constructor(private readonly platform: Platform) {}

  async list(actor: Actor, asked: { page?: number | undefined; limit?: number | undefined; action?: AuditAction | undefined }) {
    const page = asked.page ?? 1;
    const limit = asked.limit ?? AUDIT_PAGE_SIZE;
    const { rows, total } = await pageAudit(this.platform.database.db, actor.site.id, { action: asked.action }, { limit, offset: (page - 1) * limit });
    const data: AuditEntry[] = rows.map((r) => ({
      _id: r.id,
      at: r.createdAt.toISOString(),
      actor: { _id: r.actorId, name: r.actorName, email: r.actorEmail },
      action: r.action as AuditAction,
      target: { type: r.targetType as AuditTarget, _id: r.targetId, label: r.targetLabel },
      summary: r.summary,
      details: r.details as AuditEntry['details'],
    }));
    return { data, total, page, limit, hasMore: (page - 1) * limit + rows.length < total };
  }
}
