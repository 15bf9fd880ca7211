import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { stores } from './store';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Product policies of spec §4 (return, replacement, cancellation, refund). */
export type ProductPolicies = {
  return_allowed: boolean;
  return_days: number;
  replacement_allowed: boolean;
  replacement_days: number;
  cancellation_allowed: boolean;
  cancellation_charge: number;
  refund_cancellation_allowed: boolean;
  refund_cancellation_days: number;
};

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    city: text('city').notNull().default(''),
    logoPath: text('logo_path'),
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Delivers to every pincode; otherwise only to those in vendor_pincodes. */
    deliversEverywhere: boolean('delivers_everywhere').notNull().default(false),
    policies: jsonb('policies').$type<ProductPolicies>(),
    /** How the vendor's customers reach it about a booking; either may be missing. */
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** Where services held at the vendor's place happen (one line, as written on a sign). */
    address: text('address'),
    /**
     * The vendor's terms for moving a booked slot (orders' reschedule.service.ts): whether it may
     * be moved at all, until how many hours before it starts, and how many times per order item.
     */
    rescheduleAllowed: boolean('reschedule_allowed').notNull().default(false),
    rescheduleNoticeHours: integer('reschedule_notice_hours').notNull().default(24),
    rescheduleLimit: integer('reschedule_limit').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_store_slug_uq').on(t.storeId, t.slug),
    // GET /vendors: a store's vendors in list order.
    index('vendors_store_rating_idx').on(t.storeId, t.rating.desc().nullsFirst(), t.name, t.id),
    check('vendors_reschedule_ck', sql`${t.rescheduleNoticeHours} between 0 and 720 and ${t.rescheduleLimit} between 1 and 20`),
  ],
);

export const vendorPincodes = pgTable(
  'vendor_pincodes',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    pincode: text('pincode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.pincode] }), index('vendor_pincodes_pincode_idx').on(t.pincode, t.vendorId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_store_slug_uq').on(t.storeId, t.slug), index('categories_parent_idx').on(t.storeId, t.parentId, t.position)],
);

export const PRODUCT_TYPES = ['Physical', 'Service', 'Digital', 'Subscription', 'Bundled', 'Packaged Service', 'API Product'] as const;
export const ORDER_FLOWS = ['checkout_based', 'request_based', 'enquiry_based'] as const;
export const SERVICE_PLACES = ['customer_address', 'vendor_address', 'online'] as const;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    orderFlow: text('order_flow', { enum: ORDER_FLOWS }).notNull().default('checkout_based'),
    /** Spec §4 payment modes: paid through a gateway at checkout, or in cash on delivery. */
    paymentMode: text('payment_mode', { enum: ['online_payment', 'pay_on_delivery'] })
      .notNull()
      .default('online_payment'),
    /** Money in minor units (paise, cents) of the store's currency. */
    priceMinor: integer('price_minor').notNull(),
    sellingPriceMinor: integer('selling_price_minor').notNull(),
    discountDetails: text('discount_details').notNull().default(''),
    /** Comma-free list of storage paths; the API joins them with commas (spec §3). */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    priceVisibility: boolean('price_visibility').notNull().default(true),
    slotRequired: boolean('slot_required').notNull().default(false),
    estimatedDeliveryDays: integer('estimated_delivery_days').notNull().default(2),
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * How many of the rating_count ratings gave 1 to 5 stars: the product page's bars count the
     * same ratings as the average (rating is their mean), not only the reviews written as rows.
     */
    rating1Count: integer('rating_1_count').notNull().default(0),
    rating2Count: integer('rating_2_count').notNull().default(0),
    rating3Count: integer('rating_3_count').notNull().default(0),
    rating4Count: integer('rating_4_count').notNull().default(0),
    rating5Count: integer('rating_5_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    isDeal: boolean('is_deal').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    attributes: jsonb('attributes')
      .$type<{ name: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    policies: jsonb('policies').$type<ProductPolicies>(),
    faq: jsonb('faq')
      .$type<{ question: string; answer: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Where a booked service happens: at the customer's address, at the vendor's, or online at meeting_link. */
    servicePlace: text('service_place', { enum: SERVICE_PLACES }),
    meetingLink: text('meeting_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('products_store_slug_uq').on(t.storeId, t.slug),
    /*
     * Lists show visible products (store_id, is_active) in one of a few orders. Each index starts
     * with both columns and ends with a whole sort order, so the page is read in index order and
     * stops after page-limit rows, and the capped total is an index-only count.
     */
    index('products_popular_idx').on(t.storeId, t.isActive, t.popularity.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id),
    index('products_category_idx').on(t.storeId, t.isActive, t.categoryId, t.popularity.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id),
    // Also the product_count of GET /vendors.
    index('products_vendor_idx').on(t.storeId, t.isActive, t.vendorId, t.popularity.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id),
    // Price filters require price_visibility, so a price range is one range of this index; the
    // trailing category_id lets the total of a category and price filter be an index-only count.
    index('products_price_idx').on(t.storeId, t.isActive, t.priceVisibility.desc().nullsFirst(), t.sellingPriceMinor, t.id, t.categoryId),
    index('products_newest_idx').on(t.storeId, t.isActive, t.createdAt, t.id),
    // sort=rating and min-rating.
    index('products_rating_idx').on(t.storeId, t.isActive, t.rating.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id),
    index('products_deal_idx').on(t.storeId, t.isDeal, t.popularity),
    index('products_search_idx').using('gin', t.search),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check(
      'products_rating_counts_ck',
      sql`${t.rating1Count} >= 0 and ${t.rating2Count} >= 0 and ${t.rating3Count} >= 0 and ${t.rating4Count} >= 0 and ${t.rating5Count} >= 0 and ${t.ratingCount} = ${t.rating1Count} + ${t.rating2Count} + ${t.rating3Count} + ${t.rating4Count} + ${t.rating5Count}`,
    ),
    check(
      'products_meeting_link_ck',
      sql`(${t.servicePlace} is distinct from 'online' or ${t.meetingLink} is not null) and (${t.meetingLink} is null or ${t.meetingLink} like 'https://%')`,
    ),
  ],
);

/** A bundle's parts: a Bundled product is made of other products. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
);

/** One review per order item; the order item id arrives with checkout. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderItemId: integer('order_item_id'),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_reviews_product_idx').on(t.productId, t.createdAt), uniqueIndex('product_reviews_order_item_uq').on(t.orderItemId)],
);

/**
 * One row whose version goes up, through statement triggers (migration 0010), with every change to
 * what a product list's filters read: products' filtered columns, vendors and their pincodes. A
 * list reads the version in its page query, so a cached total is used only while no such change
 * has committed since it was counted (modules/catalogue/list-totals.ts).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The words of each store's product names, kept by triggers on products (migration 0010): the
 * vocabulary a mistyped search word is corrected against (modules/catalogue/search.ts), a few
 * hundred rows where the product names are tens of thousands.
 */
export const searchWords = pgTable(
  'search_words',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.word] }), index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
