import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers } from './identity';
import { offers } from './offers';
import { stores } from './store';

/**
 * A signed-in customer's cart: one line per product (adding again replaces the quantity). A line
 * made by accepting an offer names it and carries its price and quantity; the composite foreign
 * key keeps them the offer's own (an offer's terms never change), so the cart shows the offer's
 * price without reading another module's table. Checkout prices it from the offer row again.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    offerId: integer('offer_id'),
    offerUnitPriceMinor: integer('offer_unit_price_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_customer_product_uq').on(t.customerId, t.productId),
    index('cart_items_list_idx').on(t.storeId, t.customerId, t.id),
    check('cart_items_quantity_ck', sql`${t.quantity} > 0`),
    check('cart_items_offer_ck', sql`(${t.offerId} is null) = (${t.offerUnitPriceMinor} is null)`),
    foreignKey({
      name: 'cart_items_offer_terms_fk',
      columns: [t.offerId, t.customerId, t.productId, t.quantity, t.offerUnitPriceMinor],
      foreignColumns: [offers.id, offers.customerId, offers.productId, offers.quantity, offers.unitPriceMinor],
    }).onDelete('cascade'),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['product', 'service'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_customer_product_uq').on(t.customerId, t.productId),
    index('wishlist_items_list_idx').on(t.storeId, t.customerId, t.createdAt, t.id),
  ],
);

/**
 * A product's weekly timetable: on `weekday` (0 = Sunday) from start to end, `capacity` bookings.
 * Dated slots are this schedule applied to a day, so a demo seeded once stays bookable forever.
 */
export const slotSchedules = pgTable(
  'slot_schedules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    index('slot_schedules_product_idx').on(t.productId, t.weekday, t.startTime),
    check('slot_schedules_weekday_ck', sql`${t.weekday} between 0 and 6`),
    check('slot_schedules_capacity_ck', sql`${t.capacity} > 0`),
    check('slot_schedules_times_ck', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** Capacity taken on one day of a schedule entry; placing an order adds to it, never past capacity. */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => slotSchedules.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.day] }), check('slot_bookings_booked_ck', sql`${t.booked} >= 0`)],
);
