import { z } from 'zod';
import { CART_ITEM_TYPES, CartItemType, ProductRef } from './cart';
import { ProductSummary } from './catalogue';
import { envelope } from './envelope';
import { TextSchema } from './fields';
import { intParam, PAGE_LIMIT_MAX } from './params';

/** The signed-in customer's wish list (spec §3, §7 customer-wishlist rows, §9 page size 50). */

export const WISHLIST_PAGE_SIZE = 50;
export const WISHLIST_MAX = 500;

/**
 * The GET's wishlist_item_type filter (spec §7): one kind, or all for the whole list, which is how
 * /WishList asks, since it shows saved services beside products.
 */
export const WISHLIST_ITEM_FILTERS = ['all', ...CART_ITEM_TYPES] as const;

export const WishlistQuery = z.object({
  'page-number': intParam('page-number', { min: 1, allow: [-1] }).optional(),
  'page-limit': intParam('page-limit', { min: 1, max: PAGE_LIMIT_MAX }).optional(),
  wishlist_item_type: z.enum(WISHLIST_ITEM_FILTERS, { error: `wishlist_item_type must be one of ${WISHLIST_ITEM_FILTERS.join(', ')}` }).optional(),
  search: TextSchema('search').trim().max(100, 'search must be at most 100 characters').optional(),
});
export type WishlistQuery = z.output<typeof WishlistQuery>;

export const WishlistAddBody = z.object({
  product: ProductRef('product'),
  /** Defaults to the product's own kind (service for services, product otherwise). */
  wishlist_item_type: CartItemType('wishlist_item_type').optional(),
});
export type WishlistAddBody = z.infer<typeof WishlistAddBody>;

export const WishlistIdParams = z.object({ wishlistId: intParam('wishlistId', { min: 1 }) });

export const WishlistItem = ProductSummary.extend({
  /** The wish list item id: DELETE takes it. */
  id: z.number().int(),
  wishlist_item_type: z.enum(CART_ITEM_TYPES),
  added_at: z.string(),
  /** How many may go to the cart now: stock, capped by the per-order limit (as on cart lines). */
  max_quantity: z.number().int(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const Wishlist = z.object({ wishlist: z.array(WishlistItem), total: z.number().int() });
export type Wishlist = z.infer<typeof Wishlist>;
export const WishlistResponse = envelope(Wishlist);
export const WishlistItemResponse = envelope(WishlistItem);
