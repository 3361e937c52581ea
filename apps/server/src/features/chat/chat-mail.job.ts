import type { Db } from '../../platform/db/database';
import type { Platform } from '../../platform/platform';
import { loadOwnership } from '../orders';
import { dueForMail, markMailed } from './chat.store';

/** A message still unread this long after it arrived is mailed (with the others that came since). */
export const CHAT_MAIL_AFTER_MS = 2 * 60_000;
const RUN_EVERY_MS = 20_000;
const BATCH = 100;

/**
 * Chat mail, one per batch: members whose messages have waited unread past two minutes get one
 * `chat_unread` event (the notifications feature mails it, retried by the outbox), and the batch is
 * closed in the same transaction, so two processes never mail it twice and a message read in time
 * is never mailed.
 */
export async function mailUnreadChats(platform: Platform, now = new Date()): Promise<number> {
  return platform.database.db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const due = await dueForMail(tx, new Date(now.getTime() - CHAT_MAIL_AFTER_MS), BATCH);
    for (const row of due) {
      const through = Math.max(row.readSeq, row.mailedSeq);
      if (row.lastSeq > through) {
        const order = row.orderId ? await loadOwnership(tx, row.siteId, row.orderId) : null;
        await platform.events.append(tx, {
          type: 'chat_unread',
          siteId: row.siteId,
          recipientId: row.userId,
          actor: null,
          chatType: row.kind === 'order' ? 'writerToCustomer' : 'writerToAdmin',
          orderId: row.orderId,
          orderNumber: order?.number ?? null,
          writerId: row.writerId,
          unread: row.lastSeq - through,
        });
      }
      await markMailed(tx, row.conversationId, row.userId, row.lastSeq);
    }
    return due.length;
  });
}

export function startChatMail(platform: Platform, log: (message: string, err?: unknown) => void): { stop(): Promise<void> } {
  let current: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    current = current.then(() => mailUnreadChats(platform)).catch((err: unknown) => log('chat mail failed', err));
  }, RUN_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
