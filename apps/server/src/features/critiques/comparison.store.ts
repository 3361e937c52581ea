import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { critiqueComparisons } from '../../platform/db/schema';

export type ComparisonRow = typeof critiqueComparisons.$inferSelect;
export type NewComparison = Omit<typeof critiqueComparisons.$inferInsert, 'id' | 'updatedAt'>;

export async function findComparison(db: Db, siteId: string, orderId: string): Promise<ComparisonRow | null> {
  const [row] = await db.select().from(critiqueComparisons).where(and(eq(critiqueComparisons.siteId, siteId), eq(critiqueComparisons.orderId, orderId))).limit(1);
  return row ?? null;
}

/** One comparison per order: a new delivery's replaces the last one. */
export async function saveComparison(db: Db, values: NewComparison): Promise<void> {
  const { siteId: _site, orderId: _order, ...change } = values;
  await db
    .insert(critiqueComparisons)
    .values({ id: newId(), ...values })
    .onConflictDoUpdate({ target: critiqueComparisons.orderId, set: { ...change, updatedAt: sql`now()` } });
}
