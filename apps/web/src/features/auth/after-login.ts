import type { QueryClient } from '@tanstack/react-query';
import { completePendingAdd, mergeGuestCart } from '@/lib/cart/merge-guest-cart';

/** `destination` is the page the sign-in is about to open, which is where the customer "is" next. */
export type AfterLoginContext = { destination: string; queryClient: QueryClient };

const pathOf = (destination: string) => new URL(destination, 'http://x').pathname;

/**
 * Runs after every successful sign-in or sign-up, once the tokens are stored and before leaving
 * the page (spec §4 Login success): the guest cart goes to the server cart unless the customer is
 * headed for /cart (the cart page merges it there, in view), then a pending add-to-cart is done
 * unless the destination is one of the routes that skip it. Callers ignore its errors: a failure
 * here must not block the sign-in.
 */
export async function afterLogin({ destination, queryClient }: AfterLoginContext): Promise<void> {
  const path = pathOf(destination);
  if (path.toLowerCase() !== '/cart') await mergeGuestCart(queryClient);
  await completePendingAdd(queryClient, path);
}
