import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { couponUses, coupons, packages } from '../../platform/db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'siteId'>;

export async function pageCoupons(db: Db, siteId: string, limit: number, offset: number): Promise<{ rows: CouponRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select().from(coupons).where(eq(coupons.siteId, siteId)).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(coupons).where(eq(coupons.siteId, siteId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countSitePackages(db: Db, siteId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: count() }).from(packages).where(and(eq(packages.siteId, siteId), inArray(packages.id, ids)));
  return row?.n ?? 0;
}

/** Another coupon of the site with this code (codes are compared without case). */
export async function codeTaken(db: Db, siteId: string, code: string, exceptId: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.siteId, siteId), sql`lower(${coupons.code}) = ${code.toLowerCase()}`))
    .limit(2);
  return rows.some((r) => r.id !== exceptId);
}

export async function insertCoupon(db: Db, siteId: string, id: string, values: NewCoupon): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values({ id, siteId, ...values }).returning();
  return row!;
}

export async function updateCoupon(db: Db, siteId: string, id: string, values: Partial<NewCoupon>): Promise<CouponRow | null> {
  const [row] = await db.update(coupons).set(values).where(and(eq(coupons.siteId, siteId), eq(coupons.id, id))).returning();
  return row ?? null;
}

export async function findCouponByCode(db: Db, siteId: string, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.siteId, siteId), sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`)).limit(1);
  return row ?? null;
}

/** The coupon, locked until the transaction ends: uses of one coupon are taken one after the other. */
export async function lockCoupon(db: Db, siteId: string, id: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.siteId, siteId), eq(coupons.id, id))).for('update');
  return row ?? null;
}

export async function countCustomerUses(db: Db, couponId: string, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(couponUses).where(and(eq(couponUses.couponId, couponId), eq(couponUses.customerId, customerId)));
  return row?.n ?? 0;
}

export async function addUse(db: Db, use: { siteId: string; couponId: string; customerId: string; attemptId: string }): Promise<void> {
  await db.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.id, use.couponId));
  await db.insert(couponUses).values(use);
}

/** Gives back the use an attempt took (the caller knows it holds one: the attempt's `couponReserved`). */
export async function removeUse(db: Db, siteId: string, couponId: string, attemptId: string): Promise<void> {
  await db.delete(couponUses).where(and(eq(couponUses.siteId, siteId), eq(couponUses.attemptId, attemptId)));
  await db.update(coupons).set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` }).where(and(eq(coupons.siteId, siteId), eq(coupons.id, couponId)));
}
