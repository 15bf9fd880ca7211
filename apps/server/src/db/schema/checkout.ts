import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, vendors } from './catalogue';
import { customers } from './identity';
import { stores } from './store';

/** How a store takes money (spec §3 "Payment method"); providers other than cod are gateways. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['cod', 'cashfree', 'stripe', 'amazon_pay'] }).notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_methods_store_provider_uq').on(t.storeId, t.provider), index('payment_methods_store_idx').on(t.storeId, t.position)],
);

/** Store-wide or one vendor's; percent (value 1–100) or fixed (value in minor units). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
    /** Percent coupons may cap what they take off (minor units). */
    maxDiscountMinor: integer('max_discount_minor'),
    minOrderMinor: integer('min_order_minor').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer').notNull().default(1),
    /** Uses so far; raised by one conditional UPDATE that also checks max_uses. */
    uses: integer('uses').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('coupons_store_code_uq').on(t.storeId, t.code),
    check('coupons_value_ck', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_uses_ck', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/** A checkout in progress: what is bought is fixed here, prices are read afresh each time. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['cart', 'buy_now'] }).notNull(),
    deliveryAddressId: integer('delivery_address_id'),
    billingAddressId: integer('billing_address_id'),
    couponCode: text('coupon_code'),
    paymentIds: integer('payment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkouts_customer_idx').on(t.storeId, t.customerId, t.createdAt)],
);

export const checkoutItems = pgTable(
  'checkout_items',
  {
    id: serial('id').primaryKey(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    slotId: text('slot_id'),
    /** The accepted offer the line was bought at (enquiries' offers); priced from it, not the catalogue. */
    offerId: integer('offer_id'),
  },
  (t) => [uniqueIndex('checkout_items_product_uq').on(t.checkoutId, t.productId), check('checkout_items_quantity_ck', sql`${t.quantity} > 0`)],
);

/** Money columns are minor units of the order's currency, fixed when the order was placed. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentStatus: text('payment_status', { enum: ['Created', 'Placed', 'Failed', 'Completed'] }).notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    numberToBasic: integer('number_to_basic').notNull(),
    mrpTotalMinor: integer('mrp_total_minor').notNull(),
    subTotalMinor: integer('sub_total_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    deliveryMinor: integer('delivery_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    onlineMinor: integer('online_minor').notNull(),
    codMinor: integer('cod_minor').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, string>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One order per attempt, and one per checkout: a double click or a retry finds the first.
    uniqueIndex('orders_idempotency_uq').on(t.storeId, t.customerId, t.idempotencyKey),
    uniqueIndex('orders_checkout_uq').on(t.checkoutId),
    index('orders_customer_idx').on(t.storeId, t.customerId, t.createdAt.desc(), t.id.desc()),
    // The reconciliation job's scan: orders still waiting for a gateway.
    index('orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'Created'`),
  ],
);

/** The customer's use of a coupon, counted against its per-customer limit. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [index('coupon_redemptions_customer_idx').on(t.couponId, t.customerId), uniqueIndex('coupon_redemptions_order_uq').on(t.orderId)],
);

/** One vendor's part of an order: what it ships, and its delivery charge. */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    subTotalMinor: integer('sub_total_minor').notNull(),
    deliveryMinor: integer('delivery_minor').notNull(),
  },
  (t) => [uniqueIndex('order_groups_order_vendor_uq').on(t.orderId, t.vendorId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** What the shopper bought, as it was then: the catalogue may change later. */
    productName: text('product_name').notNull(),
    vendorName: text('vendor_name').notNull(),
    productImage: text('product_image').notNull().default(''),
    productType: text('product_type').notNull(),
    orderFlow: text('order_flow').notNull(),
    itemType: text('item_type', { enum: ['standard_item', 'request_item', 'free_item'] }).notNull(),
    paymentMode: text('payment_mode', { enum: ['online_payment', 'pay_on_delivery'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    unitSellingMinor: integer('unit_selling_minor').notNull(),
    couponDiscountMinor: integer('coupon_discount_minor').notNull().default(0),
    slotId: text('slot_id'),
    /** The booked slot's day and times as they were when booked. */
    slot: jsonb('slot').$type<{ slot_id: string; date: string; start_time: string; end_time: string }>(),
    status: text('status', { enum: ['Received', 'InProgress', 'Fulfilled', 'Cancelled', 'Return', 'Refund', 'Rejected'] })
      .notNull()
      .default('Received'),
    policies: jsonb('policies'),
    /** When the vendor marked it fulfilled (delivered, or the service given): return windows count from it. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.id),
    index('order_items_vendor_idx').on(t.storeId, t.vendorId, t.id),
    // The vendor console's status tabs: one vendor's items in one status, newest first.
    index('order_items_vendor_status_idx').on(t.storeId, t.vendorId, t.status, t.id),
    // The customer's status tabs and the vendor console's list filter by status.
    index('order_items_status_idx').on(t.storeId, t.status, t.orderId),
  ],
);

/** One attempt to take money through a provider, or the cash due on delivery. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    provider: text('provider', { enum: ['cod', 'cashfree', 'stripe', 'amazon_pay'] }).notNull(),
    /** Our reference at the provider (merchant_reference, order_id, client_reference_id): unique and unguessable. */
    reference: text('reference').notNull(),
    /** The provider's own id (Cashfree order, Stripe session), once created. */
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['Created', 'Pending', 'Completed', 'Failed'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** What the browser does next (a redirect URL or form fields), kept so a retry answers the same. */
    next: jsonb('next'),
    failureReason: text('failure_reason'),
    /** Money the provider took for a payment already failed here (it arrived too late): to be refunded. */
    refundDue: boolean('refund_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_reference_uq').on(t.reference), index('payments_order_idx').on(t.orderId)],
);

/** Webhook and return events already applied: a replay is recognised and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.eventId)],
);
