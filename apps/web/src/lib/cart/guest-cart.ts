import type { BundledPart, ProductSummary } from '@bazaar/contracts';
import type { z } from 'zod';
import { isRecord, isWholeNumber, localList } from './local-list';

/**
 * The guest's cart in local storage under `cart` (spec §3 "Cart item (guest, local)", §4 Cart):
 * adding a product already there replaces its line, so a product never appears twice; lines are
 * removed by key; the cart can be cleared. `quantity` is how many may be ordered (stock and the
 * per-order limit), `cartQuantity` how many are in the cart.
 */
export type GuestCartItem = {
  key: string;
  productId: number;
  productName: string;
  productPrice: number | null;
  sellingPrice: number | null;
  quantity: number;
  discountDetails: string;
  productImage: string;
  cartQuantity: number;
  addedQuantity: number;
  productTypeName: ProductSummary['product_type_name'];
  priceVisibility: boolean;
  slotRequired: boolean;
  orderFlow: ProductSummary['order_flow'];
  vendorName: string;
  bundledProducts: z.infer<typeof BundledPart>[];
};

const isGuestItem = (value: unknown): value is GuestCartItem =>
  isRecord(value) &&
  typeof value.key === 'string' &&
  isWholeNumber(value.productId) &&
  typeof value.productName === 'string' &&
  isWholeNumber(value.cartQuantity) &&
  value.cartQuantity >= 1 &&
  isWholeNumber(value.quantity);

export const guestCartStore = localList('cart', isGuestItem);

let keys = 0;
const newKey = (productId: number) => `${productId}-${Date.now().toString(36)}-${(keys += 1)}`;

/** Adds or replaces the product's line; the quantity is kept within what may be ordered. */
export function withItem(items: GuestCartItem[], item: Omit<GuestCartItem, 'key' | 'addedQuantity'>): GuestCartItem[] {
  const cartQuantity = Math.max(1, Math.min(item.cartQuantity, item.quantity));
  const line: GuestCartItem = { ...item, cartQuantity, addedQuantity: 0, key: newKey(item.productId) };
  const at = items.findIndex((i) => i.productId === item.productId);
  if (at === -1) return [...items, line];
  return items.map((existing, n) => (n === at ? { ...line, key: existing.key } : existing));
}

export const withoutKey = (items: GuestCartItem[], key: string) => items.filter((i) => i.key !== key);

export const withQuantity = (items: GuestCartItem[], key: string, cartQuantity: number) =>
  items.map((i) => (i.key === key ? { ...i, cartQuantity: Math.max(1, Math.min(cartQuantity, i.quantity)) } : i));

/** A guest line from a product as the catalogue shows it. */
export function guestItemFrom(
  product: ProductSummary & { max_quantity: number; bundled_products?: z.infer<typeof BundledPart>[] },
  cartQuantity: number,
): Omit<GuestCartItem, 'key' | 'addedQuantity'> {
  return {
    productId: product.product_id,
    productName: product.product_name,
    productPrice: product.product_price,
    sellingPrice: product.final_price,
    quantity: product.max_quantity,
    discountDetails: product.discount_details,
    productImage: product.product_image,
    cartQuantity,
    productTypeName: product.product_type_name,
    priceVisibility: product.price_visibility,
    slotRequired: product.slot_required,
    orderFlow: product.order_flow,
    vendorName: product.vendor_name,
    bundledProducts: product.bundled_products ?? [],
  };
}
