import { queryOptions } from '@tanstack/react-query';
import type { Wishlist, WishlistItem, WishlistQuery } from '@bazaar/contracts';
import { WISHLIST_PATH } from '@bazaar/contracts/constants';
import { apiGet, apiRequest } from '../api-client';

/** The customer-wishlist calls of spec §7 (signed-in customers only). */

/** Spec §9: wish list page size 50. */
export const WISHLIST_PAGE_SIZE = 50;
export const wishlistKeys = {
  all: ['wishlist'] as const,
  page: (page: number, search: string) => ['wishlist', 'page', page, search] as const,
  /** Every saved product id, for hearts on product pages. */
  ids: ['wishlist', 'ids'] as const,
};

/** Spec §7 names wishlist_item_type on the GET; this app shows saved products and services together. */
const EVERY_KIND = 'all' satisfies WishlistQuery['wishlist_item_type'];

export const wishlistPageOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: wishlistKeys.page(page, search),
    queryFn: async ({ signal }) =>
      (
        await apiGet<Wishlist>(
          WISHLIST_PATH,
          { 'page-number': page, 'page-limit': WISHLIST_PAGE_SIZE, wishlist_item_type: EVERY_KIND, search: search || undefined },
          signal,
        )
      ).response_body,
    placeholderData: (previous) => previous,
  });

export const wishlistIdsOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.ids,
    queryFn: async ({ signal }) => {
      const all = (await apiGet<Wishlist>(WISHLIST_PATH, { 'page-number': -1, wishlist_item_type: EVERY_KIND }, signal)).response_body.wishlist;
      return new Map(all.map((item) => [item.product_id, item.id]));
    },
    // Every change goes through this app's own calls, which refresh it; no need to re-read the
    // whole list on each product page.
    staleTime: 5 * 60_000,
  });

export const addToWishlist = async (product: number) => (await apiRequest<WishlistItem>(WISHLIST_PATH, { method: 'POST', body: { product } })).response_body;

export const removeFromWishlist = async (wishlistId: number) => {
  await apiRequest<null>(`${WISHLIST_PATH}/${wishlistId}`, { method: 'DELETE' });
};
