import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/chat/calls';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { pageOfStaffChats, unreadOf } from './chat-lists.store';

export function registerChatRoutes(app: FastifyInstance, platform: Platform): void {
  const db = platform.database.db;

  addRoute(app, calls.listAdminChats, ['admin'], async ({ site, user, query }) => {
    const limit = query.limit ?? calls.ADMIN_CHATS_PAGE_SIZE;
    const page = query.page ?? 1;
    const { rows, total } = await pageOfStaffChats(db, site.id, user.id, { limit, offset: (page - 1) * limit, search: query.search || undefined });
    return { status: true, chats: rows.slice(0, limit), total, page, limit, hasMore: rows.length > limit };
  });

  // Reviewers have no chat input and no badges (spec 001 section 6).
  addRoute(app, calls.myUnreadChats, ['user', 'writer', 'admin'], async ({ site, user }) => {
    const conversations = await unreadOf(db, site.id, user.id);
    return { status: true, total: conversations.reduce((sum, c) => sum + c.unread, 0), conversations };
  });
}
