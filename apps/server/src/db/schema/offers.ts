import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, vendors } from './catalogue';
import { orders } from './checkout';
import { enquiries } from './enquiries';
import { customers } from './identity';
import { stores } from './store';
import { vendorUsers } from './vendor-users';

/**
 * Offers on enquiries (issue #13), owned by the enquiries module: a vendor's price, quantity and
 * validity for one enquiry, which its customer accepts into the cart and orders. Status only moves
 * forward: open → accepted → ordered, and open or accepted → withdrawn; expired is not stored but
 * read from valid_until on the app's clock. Price and quantity never change: a new price is a new
 * offer, which withdraws the one before it.
 */

export const OFFER_ROW_STATUSES = ['open', 'accepted', 'ordered', 'withdrawn'] as const;

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Minor units of the store's currency, as every price is kept. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: OFFER_ROW_STATUSES }).notNull().default('open'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => vendorUsers.id),
    orderId: integer('order_id').references(() => orders.id),
    /** When it was withdrawn: one withdrawn after its validity had run out reads expired. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one live offer per enquiry: making a new one withdraws the one before, in one transaction.
    uniqueIndex('offers_one_live_uq')
      .on(t.enquiryId)
      .where(sql`${t.status} in ('open', 'accepted')`),
    // What a cart line copies of its offer, so the database keeps the two equal (cart_items' foreign key).
    uniqueIndex('offers_cart_terms_uq').on(t.id, t.customerId, t.productId, t.quantity, t.unitPriceMinor),
    index('offers_enquiry_idx').on(t.enquiryId, t.createdAt.desc(), t.id.desc()),
    check('offers_status_ck', sql`${t.status} in ('open', 'accepted', 'ordered', 'withdrawn')`),
    check('offers_price_ck', sql`${t.unitPriceMinor} > 0`),
    check('offers_quantity_ck', sql`${t.quantity} > 0`),
    check('offers_ordered_ck', sql`(${t.status} = 'ordered') = (${t.orderId} is not null)`),
    check('offers_withdrawn_ck', sql`(${t.status} = 'withdrawn') = (${t.withdrawnAt} is not null)`),
  ],
);
