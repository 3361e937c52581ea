import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { contracts, files, orders } from '../../platform/db/schema';

export type ContractRow = typeof contracts.$inferSelect;

/** What `orders.contract_signature` holds once signed. */
export type SignatureRecord = { fileKey: string | null; signerName: string; signedAt: string; ip: string | null };

export async function findContract(db: Db, siteId: string, contractId: string): Promise<ContractRow | null> {
  const rows = await db.select().from(contracts).where(and(eq(contracts.siteId, siteId), eq(contracts.id, contractId))).limit(1);
  return rows[0] ?? null;
}

/** Marks the order signed unless it already is; false when someone else signed it first. */
export async function markSigned(db: Db, siteId: string, orderId: string, signature: SignatureRecord): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ contractSigned: true, contractSignature: signature, updatedAt: new Date() })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId), eq(orders.contractSigned, false)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Forgets a signature image that lost a race to a concurrent signing. */
export async function deleteFileRow(db: Db, siteId: string, key: string): Promise<void> {
  await db.delete(files).where(and(eq(files.siteId, siteId), eq(files.key, key)));
}
