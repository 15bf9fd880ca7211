import { storage } from '../storage';

/**
 * An add-to-cart the server refused because the session had ended (spec §4 Login success): kept
 * until the next sign-in completes it, unless that sign-in lands on a page where the customer
 * carries on by hand.
 */
export type PendingAdd = { product: number; cart_quantity: number };

export const PENDING_ADD_SKIPPED_ON = ['/checkout', '/payment', '/signup', '/signin', '/cashfree', '/ProductDetails'];

export const pendingAdd = {
  set(add: PendingAdd): void {
    storage.setJson('pending_cart_add', add);
  },
  take(): PendingAdd | null {
    const add = storage.getJson<PendingAdd>('pending_cart_add');
    storage.remove('pending_cart_add');
    return add && Number.isInteger(add.product) && Number.isInteger(add.cart_quantity) && add.cart_quantity > 0 ? add : null;
  },
};

/** Whether `pathname` is one of the skipped routes or below one (/checkout/cart counts as /checkout). */
export const skipsPendingAdd = (pathname: string) =>
  PENDING_ADD_SKIPPED_ON.some((route) => pathname.toLowerCase() === route.toLowerCase() || pathname.toLowerCase().startsWith(`${route.toLowerCase()}/`));
