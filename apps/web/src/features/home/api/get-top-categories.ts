import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@bazaar/contracts';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './home-keys';

export const CATEGORIES_PATH = '/pbs/rest/v3/categories';

/** Top-level categories that have products, in the store's order, for the "shop by category" tiles. */
export const getTopCategories = async (signal?: AbortSignal) => {
  const { categories } = (await apiGet<{ categories: Category[]; total: number }>(CATEGORIES_PATH, { 'page-number': -1 }, signal)).response_body;
  return categories.filter((c) => c.parent_id === null && c.product_count > 0).sort((a, b) => a.position - b.position);
};

export const topCategoriesQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.categories, queryFn: ({ signal }) => getTopCategories(signal), staleTime: 10 * 60_000 });

export const useTopCategories = () => useQuery(topCategoriesQueryOptions());
