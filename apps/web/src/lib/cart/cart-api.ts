import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart, CartAddBody, CartQuery } from '@bazaar/contracts';
import type { z } from 'zod';
import { CART_PATH } from '@bazaar/contracts/constants';
import { apiGet, apiRequest } from '../api-client';

/** The customer-cart calls of spec §7; each change answers with the whole cart. */

export const cartKey = ['cart'] as const;

/**
 * Spec §7: every line (page_number -1) of every kind (cart_item_type `all`, since the cart shows
 * goods and services together). Typed by the contract, so a value the server refuses won't compile.
 */
const CART_QUERY = { page_number: '-1', cart_item_type: 'all' } as const satisfies z.input<typeof CartQuery>;

export const fetchCart = async (signal?: AbortSignal) => (await apiGet<Cart>(CART_PATH, CART_QUERY, signal)).response_body;

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKey,
    queryFn: ({ signal }) => fetchCart(signal),
    // Spec §7: no refetch on focus, no retry.
    refetchOnWindowFocus: false,
    retry: false,
  });

export const postCartLines = async (lines: CartAddBody['customer_cart']) =>
  (await apiRequest<Cart>(CART_PATH, { method: 'POST', body: { customer_cart: lines } })).response_body;

export const putCartQuantity = async (cartItemId: number, quantity: number) =>
  (await apiRequest<Cart>(`${CART_PATH}/${cartItemId}`, { method: 'PUT', body: { cart_quantity: quantity } })).response_body;

export const deleteCartLine = async (cartItemId: number) => (await apiRequest<Cart>(`${CART_PATH}/${cartItemId}`, { method: 'DELETE' })).response_body;

export const deleteCart = async () => (await apiRequest<Cart>(CART_PATH, { method: 'DELETE' })).response_body;

/**
 * Every change answers with the whole cart, which becomes the cached one. A read still in flight
 * was asked before the change, so it is cancelled first or its older answer would land last.
 */
export async function replaceCachedCart(queryClient: QueryClient, cart: Cart): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKey });
  queryClient.setQueryData(cartKey, cart);
}
