import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vendors } from './catalogue';
import { stores } from './store';

/**
 * People who work for a vendor (issue #12): they sign in to the vendor console with a one-time
 * code sent to their phone or email, and see and move only their vendor's order items. Removing
 * the row ends their access at their next request.
 */
export const vendorUsers = pgTable(
  'vendor_users',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A phone number (E.164) or an email, as the sign-in forms normalise them. */
    identifier: text('identifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_users_identifier_uq').on(t.storeId, t.identifier), index('vendor_users_vendor_idx').on(t.vendorId)],
);
