import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vendors } from './catalogue';
import { orderItems } from './checkout';
import { enquiries } from './enquiries';
import { customers } from './identity';
import { stores } from './store';

/**
 * Customer–vendor chat (issue #13, spec §7 lead-enquiry), owned by the enquiries module. A room is
 * an enquiry or a request-based order item (room-type 2 or 1); it keeps its two parties and how far
 * each has read, so unread counts are one indexed count.
 */

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The last message id each side has seen; messages past it from the other side are unread. */
    customerReadId: integer('customer_read_id').notNull().default(0),
    vendorReadId: integer('vendor_read_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_rooms_one_subject_ck', sql`(${t.enquiryId} is null) <> (${t.orderItemId} is null)`),
    uniqueIndex('chat_rooms_enquiry_uq').on(t.enquiryId),
    uniqueIndex('chat_rooms_order_item_uq').on(t.orderItemId),
    // A party's rooms (lead-enquiry/rooms) without scanning the table.
    index('chat_rooms_customer_idx').on(t.storeId, t.customerId),
    index('chat_rooms_vendor_idx').on(t.storeId, t.vendorId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** Spec §3's sender: true when the customer sent it. */
    fromCustomer: boolean('from_customer').notNull(),
    /** Plain text as sent (trimmed, contact details masked per the store's setting); never HTML. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chat_messages_length_ck', sql`char_length(${t.body}) between 1 and 255`), index('chat_messages_room_idx').on(t.roomId, t.id)],
);
