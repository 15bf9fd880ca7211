import { queryOptions } from '@tanstack/react-query';
import type { WishlistQuery } from '@bazaar/contracts';
import { api, bodyOf } from '../api';

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
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/cfs/rest/v3/customer-wishlist', {
          params: { query: { 'page-number': page, 'page-limit': WISHLIST_PAGE_SIZE, wishlist_item_type: EVERY_KIND, search: search || undefined } },
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
  });

export const wishlistIdsOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.ids,
    queryFn: async ({ signal }) => {
      const { wishlist: all } = await bodyOf(
        api.GET('/cfs/rest/v3/customer-wishlist', { params: { query: { 'page-number': -1, wishlist_item_type: EVERY_KIND } }, signal }),
      );
      return new Map(all.map((item) => [item.product_id, item.id]));
    },
    // Every change goes through this app's own calls, which refresh it; no need to re-read the
    // whole list on each product page.
    staleTime: 5 * 60_000,
  });

export const addToWishlist = (product: number) => bodyOf(api.POST('/cfs/rest/v3/customer-wishlist', { body: { product } }));

export const removeFromWishlist = async (wishlistId: number) => {
  await api.DELETE('/cfs/rest/v3/customer-wishlist/{wishlistId}', { params: { path: { wishlistId } } });
};
