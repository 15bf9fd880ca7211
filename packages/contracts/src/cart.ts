import { z } from 'zod';
import { ProductSummary, ProductType } from './catalogue';
import { envelope } from './envelope';
import { intParam } from './params';

/**
 * The signed-in customer's cart (spec §3 "Cart line (server)", §7 customer-cart rows). Lines are
 * keyed by product: adding a product already in the cart replaces its line (§4). Prices always
 * come from the catalogue, in the currency's main unit.
 */

/** Per-line ceiling whatever the stock: nobody buys 10,000 of one thing from a storefront. */
export const CART_QUANTITY_MAX = 999;
/** Distinct products a cart may hold. */
export const CART_LINES_MAX = 100;
/** Lines one POST may add. */
export const CART_ADD_MAX = 50;

export const CART_ITEM_TYPES = ['product', 'service'] as const;
export const CartItemType = (name: string) => z.enum(CART_ITEM_TYPES, { error: `${name} must be one of ${CART_ITEM_TYPES.join(', ')}` });
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** Services and packaged services are booked; everything else is a product. */
export const itemTypeOf = (type: ProductType): CartItemType => (type === 'Service' || type === 'Packaged Service' ? 'service' : 'product');

/** A JSON number that must be a whole quantity: strings, fractions, 0 and negatives are refused. */
export const CartQuantity = z
  .number({ error: 'cart_quantity must be a whole number from 1 to ' + CART_QUANTITY_MAX })
  .int('cart_quantity must be a whole number, not a fraction')
  .min(1, 'cart_quantity must be at least 1; remove the line to take a product out')
  .max(CART_QUANTITY_MAX, `cart_quantity must be at most ${CART_QUANTITY_MAX}`);

export const ProductRef = (name: string) =>
  z
    .number({ error: `${name} must be a product id` })
    .int(`${name} must be a product id`)
    .min(1, `${name} must be a product id`)
    .max(2_147_483_647, `${name} must be a product id`);

export const CartLineInput = z.object({ product: ProductRef('product'), cart_quantity: CartQuantity });

export const CartAddBody = z.object({
  customer_cart: z
    .array(CartLineInput, { error: 'customer_cart must be a list of { product, cart_quantity }' })
    .min(1, 'customer_cart must hold at least one line')
    .max(CART_ADD_MAX, `customer_cart may hold at most ${CART_ADD_MAX} lines at once`)
    .refine((lines) => new Set(lines.map((l) => l.product)).size === lines.length, 'customer_cart names the same product twice'),
});
export type CartAddBody = z.infer<typeof CartAddBody>;

export const CartQuantityBody = z.object({ cart_quantity: CartQuantity });

/**
 * The cart GET's cart_item_type (spec §7): one kind of line, or `all`. The cart page asks for
 * `all` because it shows goods and services together; leaving it out means the same.
 */
export const CART_ITEM_TYPE_FILTERS = ['all', ...CART_ITEM_TYPES] as const;

export const CartQuery = z.object({
  // Spec §7 spells this one with an underscore.
  page_number: intParam('page_number', { min: 1, allow: [-1] }).optional(),
  cart_item_type: z.enum(CART_ITEM_TYPE_FILTERS, { error: `cart_item_type must be one of ${CART_ITEM_TYPE_FILTERS.join(', ')}` }).optional(),
});
export type CartQuery = z.output<typeof CartQuery>;

export const CartItemIdParams = z.object({ cartItemId: intParam('cartItemId', { min: 1 }) });

export const BundledPart = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string(),
  quantity: z.number().int(),
});

export const CartLine = z.object({
  /** The cart item id: PUT and DELETE take it. */
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_price: z.number().nullable(),
  final_price: z.number().nullable(),
  quantity: z.number().int(),
  discount_details: z.string(),
  product_image: z.string(),
  rating: z.number(),
  is_subscribed: z.boolean(),
  product_type_name: ProductType,
  bundled_products: z.array(BundledPart),
  cart_item_type: z.enum(CART_ITEM_TYPES),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  price_visibility: z.boolean(),
  order_flow: ProductSummary.shape.order_flow,
  slot_required: z.boolean(),
  /** How many may be ordered now: the lower of stock and the product's per-order maximum. */
  max_quantity: z.number().int(),
  estimated_delivery_days: z.number().int(),
  /**
   * The vendor's offer this line was accepted at (issue #13), else null: its price is the offer's
   * and its quantity is fixed. Always sent; optional for clients written before offers.
   */
  offer_id: z.number().int().nullable().optional(),
});
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z.object({ Products: z.array(CartLine), total: z.number().int() });
export type Cart = z.infer<typeof Cart>;
export const CartResponse = envelope(Cart);
