import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { contracts, files } from '../../platform/db/schema';

export type ContractRow = typeof contracts.$inferSelect;

/** What `orders.contract_signature` holds once signed. */
export type SignatureRecord = { fileKey: string | null; signerName: string; signedAt: string; ip: string | null };

export async function findContract(db: Db, siteId: string, contractId: string): Promise<ContractRow | null> {
  const rows = await db.select().from(contracts).where(and(eq(contracts.siteId, siteId), eq(contracts.id, contractId))).limit(1);
  return rows[0] ?? null;
}


/** Forgets a signature image that lost a race to a concurrent signing. */
export async function deleteFileRow(db: Db, siteId: string, key: string): Promise<void> {
  await db.delete(files).where(and(eq(files.siteId, siteId), eq(files.key, key)));
}
