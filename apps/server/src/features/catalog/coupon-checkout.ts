import type { Db } from '../../platform/db/database';
import * as store from './coupons.store';

/** A coupon as the checkout sees it: archived coupons are not found. */
export type CheckoutCoupon = Pick<store.CouponRow, 'id' | 'code' | 'kind' | 'value' | 'maxUses' | 'usedCount' | 'perCustomerLimit' | 'packageIds' | 'expiresAt'>;

export async function findCheckoutCoupon(db: Db, siteId: string, code: string): Promise<CheckoutCoupon | null> {
  const row = await store.findCouponByCode(db, siteId, code);
  return row && !row.archivedAt ? row : null;
}

export type CouponUseAnswer = 'taken' | 'gone' | 'expired' | 'used_up' | 'customer_limit';

/**
 * Takes one use of a coupon for a customer's payment attempt, in the caller's transaction: the
 * coupon's row is locked, then its expiry, total limit and per-customer limit are checked and the
 * use recorded, so concurrent checkouts can exceed neither limit.
 */
export async function takeCouponUse(tx: Db, use: { siteId: string; couponId: string; customerId: string; attemptId: string }): Promise<CouponUseAnswer> {
  const coupon = await store.lockCoupon(tx, use.siteId, use.couponId);
  if (!coupon || coupon.archivedAt) return 'gone';
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= Date.now()) return 'expired';
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return 'used_up';
  if (coupon.perCustomerLimit !== null && (await store.countCustomerUses(tx, coupon.id, use.customerId)) >= coupon.perCustomerLimit) return 'customer_limit';
  await store.addUse(tx, use);
  return 'taken';
}

/** Gives back the use a failed or expired attempt took. */
export async function giveBackCouponUse(tx: Db, siteId: string, couponId: string, attemptId: string): Promise<void> {
  await store.removeUse(tx, siteId, couponId, attemptId);
}
