import { z } from 'zod/mini';
import { defineCall } from '../call';
import { MAX_PAGE_SIZE } from '../limits';

/**
 * The chat's few HTTP calls; the conversation itself runs on the live connection (live.ts).
 * The admin's side lists every writer of the site with their conversation and how much of it the
 * admin has not read, most recent conversation first (writers who never wrote come last, by name).
 */
export const ADMIN_CHATS_PAGE_SIZE = 20;

export const adminChatRow = z.object({
  writerId: z.string(),
  writerName: z.string(),
  writerImg: z.nullable(z.string()),
  lastMessageAt: z.nullable(z.string()),
  lastSeq: z.number().check(z.int()),
  unread: z.number().check(z.int()),
});
export type AdminChatRow = z.infer<typeof adminChatRow>;

export const listAdminChats = defineCall({
  method: 'GET',
  path: '/api/admin/chats',
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int('Page must be a whole number'), z.gte(1, 'Page starts at 1'), z.lte(10_000))),
    limit: z.optional(z.coerce.number().check(z.int('Limit must be a whole number'), z.gte(1), z.lte(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`))),
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
  response: z.object({ status: z.boolean(), chats: z.array(adminChatRow), total: z.number().check(z.int()), page: z.number().check(z.int()), limit: z.number().check(z.int()), hasMore: z.boolean() }),
});

/** The reader's unread chat messages, for the menu badges: per conversation, at most 100 conversations. */
export const myUnreadChats = defineCall({
  method: 'GET',
  path: '/api/chat/unread',
  response: z.object({ status: z.boolean(), total: z.number().check(z.int()), conversations: z.array(z.object({ key: z.string(), unread: z.number().check(z.int()) })) }),
});
