import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { orders, packages, services } from '../../platform/db/schema';

/** The first order number of a site; each new order takes the next. */
const FIRST_NUMBER = 1001;

export type NewOrder = {
  siteId: string;
  customerId: string;
  packageId: string;
  /** What the customer paid, in minor units of `currency` (after any coupon). */
  pricePaid: number;
  currency: string;
};

/**
 * Creates the order of a paid package, in the caller's transaction (the payment's), with the
 * package snapshot of spec 000: the package as it is now, services with their modules, downloadables,
 * contract and survey. The number is the site's next; a transaction-scoped advisory lock per site
 * keeps two purchases from taking the same one. Null when the package is not the site's.
 */
export async function createOrderForPackage(db: Db, input: NewOrder): Promise<{ id: string; number: number } | null> {
  const [pkg] = await db.select().from(packages).where(and(eq(packages.siteId, input.siteId), eq(packages.id, input.packageId))).limit(1);
  if (!pkg) return null;
  const serviceIds = (pkg.serviceIds as string[]) ?? [];
  const rows = serviceIds.length ? await db.select().from(services).where(and(eq(services.siteId, input.siteId), inArray(services.id, serviceIds))) : [];
  const byId = new Map(rows.map((s) => [s.id, s]));
  const packageServices = serviceIds.flatMap((id) => {
    const s = byId.get(id);
    return s ? [{ _id: s.id, serviceName: s.name, serviceModules: s.modules }] : [];
  });
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'order-number:' + input.siteId}))`);
  const [last] = await db.select({ max: sql<number | null>`max(${orders.number})` }).from(orders).where(eq(orders.siteId, input.siteId));
  const number = Math.max(FIRST_NUMBER - 1, Number(last?.max ?? 0)) + 1;
  const id = newId();
  await db.insert(orders).values({
    id,
    siteId: input.siteId,
    number,
    customerId: input.customerId,
    packageId: pkg.id,
    package: {
      packageName: pkg.name,
      packagePrice: pkg.price,
      packageServices,
      packageDownloadables: pkg.downloadables ?? [],
      ...(pkg.contractId ? { contract_id: pkg.contractId } : {}),
      ...(pkg.surveyUrl ? { surveyDetails: { url: pkg.surveyUrl } } : pkg.surveyId ? { surveyDetails: { _id: pkg.surveyId } } : {}),
    },
    invoiceCurrency: input.currency,
    invoicePrice: input.pricePaid,
  });
  return { id, number };
}

/** Records a paid tip on the order (added to any earlier one); false when the order is not the customer's. */
export async function recordTip(db: Db, ref: { siteId: string; orderId: string; customerId: string }, amountMinor: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ tipByCustomer: sql`coalesce(${orders.tipByCustomer}, 0) + ${amountMinor}`, updatedAt: new Date() })
    .where(and(eq(orders.siteId, ref.siteId), eq(orders.id, ref.orderId), eq(orders.customerId, ref.customerId)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** The number of an order of the site (for receipts); null when there is no such order. */
export async function orderNumberOf(db: Db, siteId: string, orderId: string): Promise<number | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(and(eq(orders.siteId, siteId), eq(orders.id, orderId))).limit(1);
  return row?.number ?? null;
}
