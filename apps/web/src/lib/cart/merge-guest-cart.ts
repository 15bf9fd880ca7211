import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@bazaar/contracts';
import { postCartLines, replaceCachedCart } from './cart-api';
import { guestCartStore } from './guest-cart';
import { pendingAdd, skipsPendingAdd } from './pending-add';

/**
 * Moves the guest's cart into the signed-in customer's server cart (spec §4), then clears the
 * local one. Posting a product the server cart already holds replaces that line, so the result
 * never has a product twice. When the whole batch is refused (a product sold out meanwhile), the
 * lines go one at a time so the rest still arrive. Resolves to the products that could not move.
 */
export async function mergeGuestCart(queryClient: QueryClient): Promise<string[]> {
  const items = guestCartStore.read();
  if (items.length === 0) return [];
  const lines = items.map((i) => ({ product: i.productId, cart_quantity: i.cartQuantity }));
  const failed: string[] = [];
  let cart: Cart | undefined;
  try {
    cart = await postCartLines(lines);
  } catch {
    for (const [n, line] of lines.entries()) {
      try {
        cart = await postCartLines([line]);
      } catch {
        failed.push(items[n]!.productName);
      }
    }
  }
  guestCartStore.write([]);
  if (cart) await replaceCachedCart(queryClient, cart);
  return failed;
}

/** A pending add-to-cart from before the sign-in, done unless the sign-in lands on a skipped route. */
export async function completePendingAdd(queryClient: QueryClient, destination: string): Promise<void> {
  const add = pendingAdd.take();
  if (!add || skipsPendingAdd(destination)) return;
  await replaceCachedCart(queryClient, await postCartLines([add]));
}
