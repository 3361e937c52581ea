import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { contracts } from '../../platform/db/schema';
import type { ContractRow } from './contracts.store';

const archivedIs = (archived: boolean) => (archived ? isNotNull(contracts.archivedAt) : isNull(contracts.archivedAt));

export async function pageContracts(db: Db, siteId: string, archived: boolean, limit: number, offset: number): Promise<{ rows: ContractRow[]; total: number }> {
  const where = and(eq(contracts.siteId, siteId), archivedIs(archived));
  const [rows, [total]] = await Promise.all([
    db.select().from(contracts).where(where).orderBy(desc(contracts.createdAt), desc(contracts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(contracts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The row, locked until the transaction ends, so two edits of one text make one successor, not two. */
export async function lockContract(tx: Db, siteId: string, id: string): Promise<ContractRow | null> {
  const [row] = await tx.select().from(contracts).where(and(eq(contracts.siteId, siteId), eq(contracts.id, id))).for('update');
  return row ?? null;
}

export async function insertContract(tx: Db, values: typeof contracts.$inferInsert): Promise<ContractRow> {
  const [row] = await tx.insert(contracts).values(values).returning();
  return row!;
}

export async function setContractArchived(tx: Db, siteId: string, id: string, archivedAt: Date | null): Promise<ContractRow | null> {
  const [row] = await tx.update(contracts).set({ archivedAt }).where(and(eq(contracts.siteId, siteId), eq(contracts.id, id))).returning();
  return row ?? null;
}

/** The texts a package may name: the current ones, by title (a site has a handful). */
export async function contractChoices(db: Db, siteId: string, max: number): Promise<{ id: string; title: string }[]> {
  return db.select({ id: contracts.id, title: contracts.title }).from(contracts).where(and(eq(contracts.siteId, siteId), isNull(contracts.archivedAt))).orderBy(asc(contracts.title)).limit(max);
}

/** Whether a package may name this text: the site's own and current. */
export async function isOfferedContract(db: Db, siteId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.siteId, siteId), eq(contracts.id, id), isNull(contracts.archivedAt))).limit(1);
  return row !== undefined;
}
