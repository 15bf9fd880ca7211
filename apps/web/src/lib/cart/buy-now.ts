import { storage } from '../storage';
import type { GuestCartItem } from './guest-cart';

/** Spec §3 buy-now item: exactly one item, kept under `buyNowItem` for checkout to read. */
export type BuyNowItem = Omit<GuestCartItem, 'key' | 'addedQuantity'>;

export const buyNow = {
  set(item: BuyNowItem): void {
    storage.setJson('buyNowItem', item);
  },
  get(): BuyNowItem | null {
    const item = storage.getJson<BuyNowItem>('buyNowItem');
    return item && typeof item === 'object' && typeof item.productId === 'number' ? item : null;
  },
  clear(): void {
    storage.remove('buyNowItem');
  },
};

/** Where buy-now and "proceed to checkout" lead; the checkout page reads which basket to use. */
export const CHECKOUT_PATHS = { buyNow: '/checkout/buy-now', cart: '/checkout/cart' } as const;
