import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart, CartAddBody } from '@bazaar/contracts';
import { api, bodyOf } from '../api';

/** The customer-cart calls of spec §7; each change answers with the whole cart. */

export const cartKey = ['cart'] as const;

/**
 * Spec §7: every line (page_number -1) of every kind (cart_item_type `all`, since the cart shows
 * goods and services together). Typed by the API document, so a value the server refuses won't compile.
 */
export const fetchCart = (signal?: AbortSignal) =>
  bodyOf(api.GET('/cfs/rest/v3/customer-cart', { params: { query: { page_number: -1, cart_item_type: 'all' } }, signal }));

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKey,
    queryFn: ({ signal }) => fetchCart(signal),
    // Spec §7: no refetch on focus, no retry.
    refetchOnWindowFocus: false,
    retry: false,
  });

export const postCartLines = (lines: CartAddBody['customer_cart']) => bodyOf(api.POST('/cfs/rest/v3/customer-cart', { body: { customer_cart: lines } }));

export const putCartQuantity = (cartItemId: number, quantity: number) =>
  bodyOf(api.PUT('/cfs/rest/v3/customer-cart/{cartItemId}', { params: { path: { cartItemId } }, body: { cart_quantity: quantity } }));

export const deleteCartLine = (cartItemId: number) => bodyOf(api.DELETE('/cfs/rest/v3/customer-cart/{cartItemId}', { params: { path: { cartItemId } } }));

export const deleteCart = () => bodyOf(api.DELETE('/cfs/rest/v3/customer-cart'));

/**
 * Every change answers with the whole cart, which becomes the cached one. A read still in flight
 * was asked before the change, so it is cancelled first or its older answer would land last.
 */
export async function replaceCachedCart(queryClient: QueryClient, cart: Cart): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKey });
  queryClient.setQueryData(cartKey, cart);
}
