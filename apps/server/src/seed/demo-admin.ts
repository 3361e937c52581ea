import { eq } from 'drizzle-orm';
import { reasonText, type AssignmentReason } from '@portal/domain/admin-orders/rules';
import { INVITATION_TTL_MS } from '@portal/domain/people/calls';
import type { Db } from '../platform/db/database';
import { newId, newSecret, sha256 } from '../platform/db/ids';
import * as t from '../platform/db/schema';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * What the admin area shows in the demo: why each assigned order has its writer (order 1006 was
 * handed over by the admin), the audit lines those changes left, and an invitation not accepted yet.
 */
export async function seedAdminDemo(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const admin = users['admin@example.com']!;
  const assigned = await db
    .select({ id: t.orders.id, number: t.orders.number, writerId: t.orders.writerId, createdAt: t.orders.createdAt })
    .from(t.orders)
    .where(eq(t.orders.siteId, siteId));
  for (const order of assigned) {
    if (!order.writerId) continue;
    const byAdmin = order.number === 1006;
    const reason: AssignmentReason = byAdmin ? { kind: 'admin', previousWriterId: null } : { kind: 'automatic', openJobs: 0, maxOpenJobs: 12, jobsThisWeek: 0, maxJobsPerWeek: 8, eligible: 1 };
    await db.insert(t.orderAssignments).values({ id: newId(), siteId, orderId: order.id, writerId: order.writerId, previousWriterId: null, kind: reason.kind, byUserId: byAdmin ? admin : null, reason, reasonText: reasonText(reason), createdAt: order.createdAt });
  }
  const taylorOrder = assigned.find((o) => o.number === 1006);
  await db.insert(t.auditLog).values([
    {
      id: newId(),
      siteId,
      actorId: admin,
      actorName: 'Alex Morgan',
      actorEmail: 'admin@example.com',
      action: 'order.assigned',
      targetType: 'order',
      targetId: taylorOrder?.id ?? 'none',
      targetLabel: '#1006',
      summary: 'Order #1006 assigned to Samuel Okafor',
      details: { writer: 'Samuel Okafor', writerId: users['writer2@example.com'] ?? null, previousWriter: null, number: 1006 },
      createdAt: daysAgo(6),
    },
    {
      id: newId(),
      siteId,
      actorId: admin,
      actorName: 'Alex Morgan',
      actorEmail: 'admin@example.com',
      action: 'user.invited',
      targetType: 'invitation',
      targetId: 'demo-invitation',
      targetLabel: 'new.writer@example.com',
      summary: 'new.writer@example.com invited as writer',
      details: { email: 'new.writer@example.com', role: 'writer' },
      createdAt: daysAgo(1),
    },
  ]);
  // The link of this invitation was never shown to anyone: re-send it from People to get one.
  await db.insert(t.invitations).values({ id: newId(), siteId, email: 'new.writer@example.com', role: 'writer', codeHash: sha256(newSecret()), invitedBy: admin, expiresAt: new Date(daysAgo(1).getTime() + INVITATION_TTL_MS), createdAt: daysAgo(1) });
}
