import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AssistantAction, AssistantProductCard } from '@bazaar/contracts';
import { customers } from './identity';
import { stores } from './store';

/**
 * The AI assistant's conversations (issue #15), owned by the assistant module: one customer's, in
 * one store. A conversation keeps the action it last offered, so a confirmation can only carry out
 * what was offered to this customer here, never what a later message claims was offered.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The product ids of the cards last shown, in order: "the second one" means the second of these. */
    shownProductIds: jsonb('shown_product_ids').$type<number[]>().notNull().default([]),
    /** The offered action still awaiting the customer's yes (null: none). */
    pendingAction: jsonb('pending_action').$type<AssistantAction>(),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assistant_conversations_title_ck', sql`char_length(${t.title}) between 1 and 80`),
    // The customer's list, newest first.
    index('assistant_conversations_customer_idx').on(t.storeId, t.customerId, t.updatedAt),
  ],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['customer', 'assistant'] }).notNull(),
    /** Plain text, never HTML. */
    body: text('body').notNull(),
    products: jsonb('products').$type<AssistantProductCard[]>().notNull().default([]),
    action: jsonb('action').$type<AssistantAction>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('assistant_messages_length_ck', sql`char_length(${t.body}) <= 8000`), index('assistant_messages_conversation_idx').on(t.conversationId, t.id)],
);
