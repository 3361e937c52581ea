import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { paymentAttempts } from '../../platform/db/schema';

/**
 * The critique an order was bought from: the one its paid checkout carried (the review page's
 * package button), or null for an order bought otherwise. `db` may be the caller's transaction.
 */
export async function critiqueOfOrder(db: Db, siteId: string, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ critiqueId: paymentAttempts.critiqueId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.resultId, orderId), eq(paymentAttempts.purpose, 'order'), isNotNull(paymentAttempts.critiqueId), eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.state, 'succeeded')))
    .limit(1);
  return row?.critiqueId ?? null;
}
