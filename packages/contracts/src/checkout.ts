import { z } from 'zod';
import { ProductRef, CartQuantity } from './cart';
import { ITEM_TYPES, PAYMENT_MODES, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './checkout-rules';
import { OrderFlow, ProductType } from './catalogue';
import { SlotId } from './delivery';
import { envelope } from './envelope';
import { TextSchema } from './fields';

/**
 * Checkout (spec §3 "Checkout state", §4 "Checkout steps", §5, §7): a checkout is made from the cart
 * or the stored buy-now item, priced by the server from the catalogue, and placed once as an order.
 * Money is in the currency's main unit, as in the cart.
 */

export const ItemTypeSchema = z.enum(ITEM_TYPES);
export const PaymentModeSchema = z.enum(PAYMENT_MODES);
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** A store's payment method (spec §3 "Payment method"): payment_type COD or ONLINE. */
export const PaymentMethod = z.object({
  id: z.number().int(),
  payment_type: z.enum(['COD', 'ONLINE']),
  is_payment_gateway: z.boolean(),
  provider: PaymentProviderSchema,
  /** Spec §4 provider labels: Cashfree, Stripe, Amazon pay (and Cash on delivery). */
  provider_label: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentTypesResponse = envelope(z.object({ payment_types: z.array(PaymentMethod) }));

const positiveId = (name: string) =>
  z
    .number({ error: `${name} must be an id` })
    .int(`${name} must be an id`)
    .min(1, `${name} must be an id`)
    .max(2_147_483_647, `${name} must be an id`);

export const CheckoutCreateBody = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('cart') }),
    z.object({ source: z.literal('buy_now'), product_id: ProductRef('product_id'), quantity: CartQuantity, slot: SlotId.nullable().optional() }),
  ],
  { error: 'source must be "cart" or "buy_now"' },
);
export type CheckoutCreateBody = z.infer<typeof CheckoutCreateBody>;

/** A checkout id is a UUID: not guessable, so one customer cannot walk through another's. */
export const CheckoutIdParams = z.object({ checkoutId: z.uuid({ error: 'checkoutId must be a checkout id' }) });

export const CouponCode = TextSchema('coupon_code')
  .trim()
  .toUpperCase()
  .min(1, 'coupon_code must not be empty; send null to remove the coupon')
  .max(32, 'coupon_code must be at most 32 characters')
  .regex(/^[A-Z0-9_-]+$/, 'coupon_code may contain only letters, digits, "-" and "_"');

export const CHECKOUT_PAYMENTS_MAX = 2;

export const CheckoutUpdateBody = z
  .object({
    delivery_address_id: positiveId('delivery_address_id').nullable().optional(),
    billing_address_id: positiveId('billing_address_id').nullable().optional(),
    coupon_code: CouponCode.nullable().optional(),
    payment_ids: z
      .array(positiveId('payment_ids'), { error: 'payment_ids must be a list of payment method ids' })
      .max(CHECKOUT_PAYMENTS_MAX, `payment_ids may hold at most ${CHECKOUT_PAYMENTS_MAX} methods: one gateway and cash on delivery`)
      .optional(),
    /** Slots chosen at the delivery step, per checkout item. */
    slots: z
      .array(z.object({ checkout_item_id: positiveId('checkout_item_id'), slot: SlotId }), { error: 'slots must be a list of { checkout_item_id, slot }' })
      .max(100, 'slots may hold at most 100 entries')
      .optional(),
  })
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    'Send at least one of delivery_address_id, billing_address_id, coupon_code, payment_ids, slots',
  );
export type CheckoutUpdateBody = z.infer<typeof CheckoutUpdateBody>;

export const CheckoutSlot = z.object({ slot_id: z.string(), date: z.string(), start_time: z.string(), end_time: z.string() });

export const CheckoutItem = z.object({
  checkout_item_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  /** The first image path. */
  product_image: z.string(),
  product_type: ProductType,
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  slot_required: z.boolean(),
  slot: CheckoutSlot.nullable(),
  order_flow: OrderFlow,
  item_type: ItemTypeSchema,
  payment_mode: PaymentModeSchema,
  quantity: z.number().int(),
  /** Unit prices from the catalogue: MRP and selling price. */
  product_price: z.number(),
  final_price: z.number(),
  /** final_price × quantity, before the coupon. */
  line_total: z.number(),
  /** This line's share of the coupon discount. */
  coupon_discount: z.number(),
  /** The accepted offer the line is bought at (issue #13), else null; its prices are the offer's. Always sent. */
  offer_id: z.number().int().nullable().optional(),
});
export type CheckoutItem = z.infer<typeof CheckoutItem>;

export const OrderCurrency = z.object({ symbol: z.string(), iso_code: z.string(), number_to_basic: z.number().int() });

export const OrderDetails = z.object({
  /** Sum of the lines at MRP, and what the catalogue's own discounts take off it. */
  mrp_total: z.number(),
  product_discount: z.number(),
  /** Sum of the lines at their selling prices. */
  sub_total: z.number(),
  /** The coupon's discount. */
  discount: z.number(),
  delivery_charge: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What goes through a gateway, and what is paid in cash on delivery; they add up to total. */
  online_amount: z.number(),
  pay_on_delivery_amount: z.number(),
  is_free: z.boolean(),
  currency: OrderCurrency,
});
export type OrderDetails = z.infer<typeof OrderDetails>;

export const Checkout = z.object({
  checkout_id: z.string(),
  status: z.enum(['open', 'placed']),
  order_id: z.number().int().nullable(),
  checkoutItems: z.array(CheckoutItem),
  orderDetails: OrderDetails,
  paymentTypeRestrictions: z.object({ pay_on_delivery: z.boolean(), online_payment: z.boolean() }),
  checkoutHasOnlyReqBasedProducts: z.boolean(),
  payment_methods: z.array(PaymentMethod),
  steps: z.object({ activeStep: z.number().int(), numberOfSteps: z.number().int() }),
  delivery_address_id: z.number().int().nullable(),
  billing_address_id: z.number().int().nullable(),
  /** Spec §3 coupon: its code and the products it applies to. */
  coupon: z.object({ couponCode: z.string(), discount: z.number(), products: z.array(z.number().int()) }).nullable(),
  payment_ids: z.array(z.number().int()),
  /** Whether the chosen payments satisfy §5 for this checkout. */
  isPaymentSelectionSatisfied: z.boolean(),
  /** Place-order refuses what is still missing; the same list, for the page to show. */
  missing: z.array(z.enum(['delivery_address', 'billing_address', 'slot', 'payment'])),
  expires_at: z.string(),
});
export type Checkout = z.infer<typeof Checkout>;
export const CheckoutResponse = envelope(Checkout);

/** What the browser does after placing an order. */
export const PlaceOrderNext = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('redirect'), url: z.string() }),
  /** An auto-posted form (Amazon Payment Services, §7). */
  z.object({ type: z.literal('form'), action: z.string(), method: z.literal('POST'), fields: z.record(z.string(), z.string()) }),
]);
export type PlaceOrderNext = z.infer<typeof PlaceOrderNext>;

export const PlaceOrderResponse = envelope(z.object({ order_id: z.number().int(), payment_status: PaymentStatusSchema, next: PlaceOrderNext }));
export type PlaceOrderResult = z.infer<typeof PlaceOrderResponse>['response_body'];

export const IDEMPOTENCY_KEY_MAX = 128;
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required: a fresh random value per order attempt' })
    .trim()
    .min(8, 'Idempotency-Key must be at least 8 characters')
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key may contain only letters, digits and - _ . :'),
});

export const OrderIdParams = z.object({
  orderId: z
    .string({ error: 'orderId must be an order id' })
    .regex(/^\d{1,9}$/, 'orderId must be an order id')
    .transform(Number),
});

/** `returned=true` when the shopper has just come back from the provider: a payment nobody is making may then be closed. */
export const CheckOrderStatusQuery = z.object({ returned: z.enum(['true', 'false'], { error: 'returned must be true or false' }).optional() });

export const CheckOrderStatusResponse = envelope(z.object({ message: z.string(), order_id: z.number().int(), payment_status: PaymentStatusSchema }));
