import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { Cart } from '@bazaar/contracts';
import { ApiError } from '../api-client';
import { useSession } from '../use-session';
import { cartQueryOptions, deleteCart, deleteCartLine, postCartLines, putCartQuantity, replaceCachedCart } from './cart-api';
import { fromGuestItem, fromServerLine, type CartViewLine } from './cart-line';
import { guestCartStore, withItem, withoutKey, withQuantity, type GuestCartItem } from './guest-cart';
import { pendingAdd } from './pending-add';
import { slotStore, withoutProductSlot } from './slot-selection';

const NO_ITEMS: GuestCartItem[] = [];

/**
 * The cart for components, whoever is shopping: the server cart for a signed-in customer, the
 * local cart for a guest (spec §4). The header's count is `lines.length`, so it follows every
 * change made here.
 */
export function useCart() {
  const { isAuthenticated } = useSession();
  const guest = useSyncExternalStore(guestCartStore.subscribe, guestCartStore.read, () => NO_ITEMS);
  const server = useQuery({ ...cartQueryOptions(), enabled: isAuthenticated });
  const lines = useMemo<CartViewLine[]>(
    () => (isAuthenticated ? (server.data?.Products ?? []).map(fromServerLine) : guest.map(fromGuestItem)),
    [isAuthenticated, server.data, guest],
  );
  return {
    lines,
    isSignedIn: isAuthenticated,
    isLoading: isAuthenticated && server.isPending,
    error: isAuthenticated ? server.error : null,
    refetch: server.refetch,
  };
}

export type AddToCartInput = { item: Omit<GuestCartItem, 'key' | 'addedQuantity'> };
type Callbacks = { onAdded?: () => void; onError?: (message: string) => void };

/** Cart changes. Server answers replace the cached cart, so the page and header update at once. */
export function useCartActions(callbacks: Callbacks = {}) {
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const setCart = (cart: Cart) => replaceCachedCart(queryClient, cart);
  const fail = (error: unknown) => callbacks.onError?.(error instanceof Error ? error.message : String(error));

  const add = useMutation({
    mutationFn: async ({ item }: AddToCartInput) => {
      if (!isAuthenticated) {
        guestCartStore.write(withItem(guestCartStore.read(), item));
        return;
      }
      try {
        await setCart(await postCartLines([{ product: item.productId, cart_quantity: item.cartQuantity }]));
      } catch (error) {
        // The session ended mid-add: remember it so the next sign-in finishes the job.
        if (error instanceof ApiError && error.status === 401) pendingAdd.set({ product: item.productId, cart_quantity: item.cartQuantity });
        throw error;
      }
    },
    onSuccess: () => callbacks.onAdded?.(),
    onError: fail,
  });

  const setQuantity = useMutation({
    mutationFn: async ({ line, quantity }: { line: CartViewLine; quantity: number }) => {
      if (line.lineId === null) guestCartStore.write(withQuantity(guestCartStore.read(), line.key, quantity));
      else await setCart(await putCartQuantity(line.lineId, quantity));
    },
    onError: fail,
  });

  const remove = useMutation({
    mutationFn: async (line: CartViewLine) => {
      if (line.lineId === null) guestCartStore.write(withoutKey(guestCartStore.read(), line.key));
      else await setCart(await deleteCartLine(line.lineId));
      // A removed product's slot goes with it.
      slotStore.write(withoutProductSlot(slotStore.read(), line.productId));
    },
    onError: fail,
  });

  const clear = useMutation({
    mutationFn: async () => {
      if (isAuthenticated) await setCart(await deleteCart());
      else guestCartStore.write([]);
      slotStore.write([]);
    },
    onError: fail,
  });

  return { add, setQuantity, remove, clear };
}
