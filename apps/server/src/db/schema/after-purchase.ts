import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderItems, payments } from './checkout';
import { stores } from './store';

/**
 * What happens to an order item after purchase (issue #12): every status change it went through,
 * the return and replacement requests made for it, and the refunds owed or paid for it.
 */

export const ITEM_ACTORS = ['customer', 'vendor', 'system'] as const;

/** One move of an order item along the transition table (modules/orders/item-status.ts): who, when, from, to. */
export const orderItemEvents = pgTable(
  'order_item_events',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actor: text('actor', { enum: ITEM_ACTORS }).notNull(),
    /** The customer's or vendor user's id; null for the system. */
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_item_events_item_idx').on(t.orderItemId, t.id)],
);

/** A customer's request to return a fulfilled item for a refund, or to have it replaced. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['return', 'replacement'] }).notNull(),
    reason: text('reason').notNull(),
    /** Stored file paths of the customer's photos. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['open', 'approved', 'refused', 'withdrawn'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('return_requests_item_idx').on(t.orderItemId, t.id),
    // At most one open request per item, whatever races for it.
    uniqueIndex('return_requests_open_uq')
      .on(t.orderItemId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Money going back for an order item: the paid amount less any cancellation charge, against the
 * payment that took it. Gateway refunds are 'pending' until the provider confirms them; cash paid
 * on delivery is 'owed' until the vendor hands it back.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['owed', 'pending', 'completed', 'failed'] }).notNull(),
    reason: text('reason', { enum: ['cancelled', 'rejected', 'returned'] }).notNull(),
    /** The provider's id for the refund, once asked for. */
    providerRef: text('provider_ref'),
    /** Times the provider was asked; an attempt whose answer never came is checked before asking again. */
    attempts: integer('attempts').notNull().default(0),
    /** Why the provider refused it, or why the last attempt got no answer. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // One refund per item: a cancellation, rejection or return gives its money back once.
    uniqueIndex('refunds_item_uq').on(t.orderItemId),
    index('refunds_payment_idx').on(t.paymentId),
    // The retry job's list: refunds still waiting for their provider, oldest first.
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);
