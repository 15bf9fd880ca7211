import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InputConfig } from '@bazaar/contracts';
import { products, vendors } from './catalogue';
import { orderItems } from './checkout';
import { customers } from './identity';
import { stores } from './store';

/**
 * Enquiries and custom request forms (issue #13). A product sold by enquiry or by request may have
 * one form; an enquiry keeps its answers, and a request-based order item keeps the answers of its
 * product's form. Answers copy the field's name, type and sensitive flag, so a form edited later
 * does not change what a customer sent. Chat rooms and offers (later) hang off `enquiries.id` and
 * `order_items.id`, the two rooms of spec §7's room-type.
 */

export const customForms = pgTable(
  'custom_forms',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_forms_product_uq').on(t.productId)],
);

export const customFormAttributes = pgTable(
  'custom_form_attributes',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => customForms.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Spec §3's form input data type ids (contracts `DATATYPE`). */
    datatypeId: smallint('datatype_id').notNull(),
    /** Option names for checkbox, radio, select and choice chips; empty for the others. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    inputConfig: jsonb('input_config').$type<InputConfig>().notNull().default({}),
    required: boolean('required').notNull().default(false),
    sensitive: boolean('sensitive').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** A field taken off the form stays for the answers that name it, but is no longer asked. */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    index('custom_form_attributes_form_idx').on(t.formId, t.position, t.id),
    check('custom_form_attributes_datatype_ck', sql`${t.datatypeId} in (1, 2, 3, 5, 7, 9, 11, 12, 14, 16, 18, 19, 30, 32)`),
  ],
);

export const enquiries = pgTable(
  'enquiries',
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
      .references(() => products.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** As they were when the enquiry was sent, as order items keep them. */
    productName: text('product_name').notNull(),
    vendorName: text('vendor_name').notNull(),
    /** Spec §4: 1 open, 2 in progress, 3 closed, 4 rejected. */
    status: smallint('status').notNull().default(1),
    feedback: text('feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enquiries_status_ck', sql`${t.status} between 1 and 4`),
    // The customer's list (all tabs) and each status tab, newest first.
    index('enquiries_customer_idx').on(t.storeId, t.customerId, t.createdAt.desc(), t.id.desc()),
    index('enquiries_customer_status_idx').on(t.storeId, t.customerId, t.status, t.createdAt.desc(), t.id.desc()),
    // The vendor console's list and its status tabs.
    index('enquiries_vendor_status_idx').on(t.storeId, t.vendorId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The copy of a field an answer keeps; shared by enquiry answers and request-form answers. */
const answerColumns = () => ({
  id: serial('id').primaryKey(),
  attributeId: integer('attribute_id')
    .notNull()
    .references(() => customFormAttributes.id),
  attributeName: text('attribute_name').notNull(),
  datatypeId: smallint('datatype_id').notNull(),
  sensitive: boolean('sensitive').notNull().default(false),
  /** Text as one value; chosen option names, or uploaded files' paths, one each. */
  values: jsonb('values').$type<string[]>().notNull(),
  position: integer('position').notNull().default(0),
});

export const enquiryAttributeValues = pgTable(
  'enquiry_attribute_values',
  {
    ...answerColumns(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('enquiry_attribute_values_uq').on(t.enquiryId, t.attributeId), index('enquiry_attribute_values_attr_idx').on(t.attributeId)],
);

/**
 * The request form's answers of a request-based order item: the buyer answers them after ordering
 * (PUT crf-attributes, which replaces them all at once); get-crf-attributes reads them.
 */
export const orderItemFormValues = pgTable(
  'order_item_form_values',
  {
    ...answerColumns(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('order_item_form_values_uq').on(t.orderItemId, t.attributeId), index('order_item_form_values_attr_idx').on(t.attributeId)],
);
