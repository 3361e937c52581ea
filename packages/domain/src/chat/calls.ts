import { z } from 'zod';
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
  writerImg: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastSeq: z.number().int(),
  unread: z.number().int(),
});
export type AdminChatRow = z.infer<typeof adminChatRow>;

export const listAdminChats = defineCall({
  method: 'GET',
  path: '/api/admin/chats',
  query: z.object({
    page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(10_000).optional(),
    limit: z.coerce.number().int('Limit must be a whole number').min(1).max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page`).optional(),
    search: z.string().trim().max(100).optional(),
  }),
  response: z.object({ status: z.boolean(), chats: z.array(adminChatRow), total: z.number().int(), page: z.number().int(), limit: z.number().int(), hasMore: z.boolean() }),
});

/** The reader's unread chat messages, for the menu badges: per conversation, at most 100 conversations. */
export const myUnreadChats = defineCall({
  method: 'GET',
  path: '/api/chat/unread',
  response: z.object({ status: z.boolean(), total: z.number().int(), conversations: z.array(z.object({ key: z.string(), unread: z.number().int() })) }),
});
