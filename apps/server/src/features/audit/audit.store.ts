import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { auditLog } from '../../platform/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export async function insertAudit(db: Db, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values({ id: newId(), ...entry });
}

export async function pageAudit(db: Db, siteId: string, filter: { action?: string | undefined }, page: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
  const where: SQL = and(eq(auditLog.siteId, siteId), filter.action ? eq(auditLog.action, filter.action) : undefined)!;
  const [rows, totals] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
