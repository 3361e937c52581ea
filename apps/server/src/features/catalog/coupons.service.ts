import { COUPON_MESSAGES, COUPONS_PER_PAGE, type CatalogCoupon, type couponBody } from '@portal/domain/catalog/calls';
import type { z } from 'zod/mini';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { recordAudit } from '../audit';
import * as store from './coupons.store';

type CouponInput = z.output<typeof couponBody>;

const couponJson = (r: store.CouponRow): CatalogCoupon => ({
  _id: r.id,
  code: r.code,
  kind: r.kind,
  value: r.value,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  maxUses: r.maxUses,
  perCustomerLimit: r.perCustomerLimit,
  usedCount: r.usedCount,
  packageIds: (r.packageIds as string[] | null) ?? [],
  archived: r.archivedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

const describe = (r: store.CouponRow) => (r.kind === 'percent' ? `${r.value}%` : `${r.value} off`);

/** The site's coupons for its admins: listed a page at a time, archived rather than deleted; every write audited. */
export class CouponsAdminService {
  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  async list(actor: Actor, query: { page?: number | undefined; limit?: number | undefined }) {
    const page = query.page ?? 1;
    const limit = query.limit ?? COUPONS_PER_PAGE;
    const { rows, total } = await store.pageCoupons(this.db, actor.site.id, limit, (page - 1) * limit);
    return { data: rows.map(couponJson), total, page, limit, hasMore: page * limit < total };
  }

  async save(actor: Actor, id: string | null, input: CouponInput): Promise<CatalogCoupon> {
    const siteId = actor.site.id;
    const packageIds = [...new Set(input.packageIds)];
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      if ((await store.countSitePackages(tx, siteId, packageIds)) !== packageIds.length) throw badRequest(COUPON_MESSAGES.unknownPackage, { packageIds: COUPON_MESSAGES.unknownPackage });
      if (await store.codeTaken(tx, siteId, input.code, id)) throw badRequest(COUPON_MESSAGES.codeTaken, { code: COUPON_MESSAGES.codeTaken });
      const values = {
        code: input.code,
        kind: input.kind,
        value: input.value,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        maxUses: input.maxUses,
        perCustomerLimit: input.perCustomerLimit,
        packageIds: packageIds.length ? packageIds : null,
      };
      const row = id ? await store.updateCoupon(tx, siteId, id, values) : await store.insertCoupon(tx, siteId, newId(), values);
      if (!row) throw notFound(COUPON_MESSAGES.couponNotFound);
      await recordAudit(tx, actor, {
        action: 'catalog.coupon_saved',
        target: { type: 'coupon', id: row.id, label: row.code },
        summary: `Coupon "${row.code}" (${describe(row)}) ${id ? 'updated' : 'created'}`,
        details: { code: row.code, created: !id },
      });
      return couponJson(row);
    });
  }

  async archive(actor: Actor, id: string, archived: boolean): Promise<CatalogCoupon> {
    const siteId = actor.site.id;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const row = await store.updateCoupon(tx, siteId, id, { archivedAt: archived ? new Date() : null });
      if (!row) throw notFound(COUPON_MESSAGES.couponNotFound);
      await recordAudit(tx, actor, {
        action: archived ? 'catalog.coupon_archived' : 'catalog.coupon_restored',
        target: { type: 'coupon', id: row.id, label: row.code },
        summary: `Coupon "${row.code}" ${archived ? 'archived' : 'restored'}`,
        details: { code: row.code },
      });
      return couponJson(row);
    });
  }
}
