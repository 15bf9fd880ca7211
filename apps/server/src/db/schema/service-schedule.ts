import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ITEM_ACTORS } from './after-purchase';
import { orderItems } from './checkout';

/** A booked slot as an order item keeps it: the slot id and its day and times in the store's zone. */
export type SlotSnapshot = { slot_id: string; date: string; start_time: string; end_time: string };

/**
 * Each move of an order item's booking to another slot (issue #12): who moved it, when, from which
 * slot to which. The rows of an item are also how many times it has been moved, which the vendor's
 * reschedule limit is checked against under the item's row lock.
 */
export const orderItemReschedules = pgTable(
  'order_item_reschedules',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    fromSlot: jsonb('from_slot').$type<SlotSnapshot>().notNull(),
    toSlot: jsonb('to_slot').$type<SlotSnapshot>().notNull(),
    actor: text('actor', { enum: ITEM_ACTORS }).notNull(),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_item_reschedules_item_idx').on(t.orderItemId, t.id)],
);
