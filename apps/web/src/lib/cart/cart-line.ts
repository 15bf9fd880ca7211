import type { BundledPart, CartLine, ProductSummary } from '@bazaar/contracts';
import type { z } from 'zod';
import type { GuestCartItem } from './guest-cart';

/** One shape for a cart line whether it lives on the server or in the guest's browser. */
export type CartViewLine = {
  /** The server's cart item id, or the guest line's key. */
  key: string;
  lineId: number | null;
  productId: number;
  name: string;
  price: number | null;
  finalPrice: number | null;
  discount: string;
  image: string;
  quantity: number;
  maxQuantity: number;
  productType: ProductSummary['product_type_name'];
  priceVisibility: boolean;
  slotRequired: boolean;
  orderFlow: ProductSummary['order_flow'];
  vendorName: string;
  bundled: z.infer<typeof BundledPart>[];
};

export const fromServerLine = (line: CartLine): CartViewLine => ({
  key: String(line.id),
  lineId: line.id,
  productId: line.product_id,
  name: line.product_name,
  price: line.product_price,
  finalPrice: line.final_price,
  discount: line.discount_details,
  image: line.product_image,
  quantity: line.quantity,
  maxQuantity: line.max_quantity,
  productType: line.product_type_name,
  priceVisibility: line.price_visibility,
  slotRequired: line.slot_required,
  orderFlow: line.order_flow,
  vendorName: line.vendor_name,
  bundled: line.bundled_products,
});

export const fromGuestItem = (item: GuestCartItem): CartViewLine => ({
  key: item.key,
  lineId: null,
  productId: item.productId,
  name: item.productName,
  price: item.productPrice,
  finalPrice: item.sellingPrice,
  discount: item.discountDetails ?? '',
  image: item.productImage ?? '',
  quantity: item.cartQuantity,
  maxQuantity: item.quantity,
  productType: item.productTypeName,
  priceVisibility: item.priceVisibility ?? true,
  slotRequired: item.slotRequired ?? false,
  orderFlow: item.orderFlow ?? 'checkout_based',
  vendorName: item.vendorName ?? '',
  bundled: item.bundledProducts ?? [],
});

/** Order totals; lines with a hidden price count nothing (the vendor quotes them). */
export function cartTotals(lines: CartViewLine[]) {
  let mrp = 0;
  let total = 0;
  for (const line of lines) {
    if (!line.priceVisibility || line.finalPrice === null) continue;
    mrp += (line.price ?? line.finalPrice) * line.quantity;
    total += line.finalPrice * line.quantity;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return { mrp: round(mrp), discount: round(mrp - total), total: round(total), items: lines.reduce((n, l) => n + l.quantity, 0) };
}
