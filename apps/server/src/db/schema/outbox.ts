import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './store';

/** What the notifier sent (or, in demo mode, would have sent). Kept in the database so any process can list it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.id)],
);
