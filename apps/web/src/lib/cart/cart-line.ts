import type { BundledPart, CartLine } from '@bazaar/contracts';
import type { z } from 'zod';
import { imageList } from '../file-url';
import type { GuestCartItem } from './guest-cart';

/**
 * One shape for a cart line whether it lives on the server or in the guest's browser: the UI
 * shape of spec §3 "Cart line (server)", named as the spec names it, plus what this app needs
 * to draw and change a line (key … vendorName).
 */
export type CartViewLine = {
  productId: number;
  productName: string;
  productPrice: number | null;
  /** How many are in the cart. */
  quantity: number;
  sellingPrice: number | null;
  discountDetails: string;
  /** The cover: the first of the comma-separated paths. */
  productImage: string;
  /** Every path, comma-separated, as the server sent it. */
  productImagePath: string;
  /** Spec: 0. Nothing here is staged before saving; the stepper saves each change at once. */
  addedQuantity: number;
  /** Spec: false. The cart never loads the wish list, so it cannot know better. */
  iswishlist: boolean;
  rating: number;
  subscribed: boolean;
  productTypeName: CartLine['product_type_name'];
  bundled_products: z.infer<typeof BundledPart>[];
  /** The server's cart item id, or the guest line's key. */
  key: string;
  lineId: number | null;
  maxQuantity: number;
  priceVisibility: boolean;
  slotRequired: boolean;
  orderFlow: CartLine['order_flow'];
  vendorName: string;
  /** The vendor's offer the line was accepted at (issue #13): its price is agreed and its quantity fixed. */
  offerId: number | null;
};

// The web reads answers unparsed, so a line without the field must not break the header's count.
const firstImage = (paths: string | undefined) => (paths ? (imageList(paths)[0] ?? '') : '');

export const fromServerLine = (line: CartLine): CartViewLine => ({
  productId: line.product_id,
  productName: line.product_name,
  productPrice: line.product_price,
  quantity: line.quantity,
  sellingPrice: line.final_price,
  discountDetails: line.discount_details,
  productImage: firstImage(line.product_image),
  productImagePath: line.product_image ?? '',
  addedQuantity: 0,
  iswishlist: false,
  rating: line.rating ?? 0,
  subscribed: line.is_subscribed ?? false,
  productTypeName: line.product_type_name,
  bundled_products: line.bundled_products ?? [],
  key: String(line.id),
  lineId: line.id,
  maxQuantity: line.max_quantity,
  priceVisibility: line.price_visibility,
  slotRequired: line.slot_required,
  orderFlow: line.order_flow,
  vendorName: line.vendor_name,
  offerId: line.offer_id ?? null,
});

/** Guest lines predate rating and subscriptions, so those take the spec's defaults. */
export const fromGuestItem = (item: GuestCartItem): CartViewLine => ({
  productId: item.productId,
  productName: item.productName,
  productPrice: item.productPrice,
  quantity: item.cartQuantity,
  sellingPrice: item.sellingPrice,
  discountDetails: item.discountDetails ?? '',
  productImage: firstImage(item.productImage),
  productImagePath: item.productImage ?? '',
  addedQuantity: 0,
  iswishlist: false,
  rating: 0,
  subscribed: false,
  productTypeName: item.productTypeName,
  bundled_products: item.bundledProducts ?? [],
  key: item.key,
  lineId: null,
  maxQuantity: item.quantity,
  priceVisibility: item.priceVisibility ?? true,
  slotRequired: item.slotRequired ?? false,
  orderFlow: item.orderFlow ?? 'checkout_based',
  vendorName: item.vendorName ?? '',
  offerId: null,
});

/** Order totals; lines with a hidden price count nothing (the vendor quotes them). */
export function cartTotals(lines: CartViewLine[]) {
  let mrp = 0;
  let total = 0;
  for (const line of lines) {
    if (!line.priceVisibility || line.sellingPrice === null) continue;
    mrp += (line.productPrice ?? line.sellingPrice) * line.quantity;
    total += line.sellingPrice * line.quantity;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return { mrp: round(mrp), discount: round(mrp - total), total: round(total), items: lines.reduce((n, l) => n + l.quantity, 0) };
}
