import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { newId } from '../platform/db/ids';
import * as t from '../platform/db/schema';

const MINUTE = 60_000;
type Line = { from: 'customer' | 'writer' | 'admin'; text: string; minutesAgo: number };

/**
 * What the demo's chats hold: a conversation on Jordan's order in progress (1003) and Wendy's chat
 * with the admins, written as sends would have written them (sequence numbers, read marks: the
 * writer has read everything but the customer's last message, so the demo shows an unread divider).
 */
export async function seedChats(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const ids = { customer: users['customer@example.com']!, writer: users['writer@example.com']!, admin: users['admin@example.com']! };
  const names = { customer: 'Jordan Lee', writer: 'Wendy Parker', admin: 'Alex Morgan' };
  const roles = { customer: 'user', writer: 'writer', admin: 'admin' } as const;
  const [order] = await db.select({ id: t.orders.id }).from(t.orders).where(and(eq(t.orders.siteId, siteId), eq(t.orders.number, 1003))).limit(1);
  if (!order) return;

  const write = async (conversation: { kind: 'order'; orderId: string } | { kind: 'staff'; writerId: string }, lines: Line[], reads: Record<string, number>) => {
    const id = newId();
    const last = lines.at(-1)!;
    await db.insert(t.chatConversations).values({
      id,
      siteId,
      kind: conversation.kind,
      orderId: conversation.kind === 'order' ? conversation.orderId : null,
      writerId: conversation.kind === 'staff' ? conversation.writerId : null,
      lastSeq: lines.length,
      lastMessageAt: new Date(Date.now() - last.minutesAgo * MINUTE),
    });
    await db.insert(t.chatMessages).values(
      lines.map((line, i) => ({
        id: newId(),
        siteId,
        conversationId: id,
        seq: i + 1,
        senderId: ids[line.from],
        senderName: names[line.from],
        senderRole: roles[line.from],
        clientId: `demo-${i + 1}`,
        type: 'text' as const,
        content: line.text,
        createdAt: new Date(Date.now() - line.minutesAgo * MINUTE),
      })),
    );
    await db.insert(t.chatReads).values(Object.entries(reads).map(([userId, readSeq]) => ({ conversationId: id, userId, siteId, readSeq, mailedSeq: readSeq })));
  };

  await write(
    { kind: 'order', orderId: order.id },
    [
      { from: 'writer', text: "Hi Jordan, I'm Wendy and I'll be writing your resume. I've read your questionnaire — thanks for the detail.", minutesAgo: 3 * 24 * 60 },
      { from: 'customer', text: 'Great to meet you! Should the resume lead with the product launches or the team I built?', minutesAgo: 3 * 24 * 60 - 40 },
      { from: 'writer', text: 'Lead with the launches: they carry the numbers recruiters look for. The team goes in the summary.', minutesAgo: 3 * 24 * 60 - 55 },
      { from: 'writer', text: 'The first draft is up. Have a look and tell me what you think.', minutesAgo: 2 * 24 * 60 },
      { from: 'customer', text: 'Thanks! I will read it tonight. Could we mention the 2023 award too?', minutesAgo: 50 },
    ],
    { [ids.writer]: 4, [ids.customer]: 5 },
  );
  await write(
    { kind: 'staff', writerId: ids.writer },
    [
      { from: 'writer', text: 'Hello! I can take two more executive resumes next week if any come in.', minutesAgo: 26 * 60 },
      { from: 'admin', text: "Thanks Wendy, noted. I'll send the next executive orders your way.", minutesAgo: 25 * 60 },
    ],
    { [ids.writer]: 2, [ids.admin]: 2 },
  );
}
