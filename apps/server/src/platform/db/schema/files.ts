import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { sites, users } from './identity';

/**
 * Every stored file. Who may read it follows from what owns it: an order (its customer, writer,
 * the site's reviewers and admins), a writer's chat with the admins, the uploader alone while
 * unattached, anyone for branding.
 */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    siteId: text('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A file sent in a writer's chat with the admins: that writer and the site's admins read it. */
    staffChatWriterId: text('staff_chat_writer_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['upload', 'branding', 'profile', 'downloadable'] }).notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_site_order').on(t.siteId, t.orderId)],
);
