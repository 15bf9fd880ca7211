import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, CategoryList } from '@bazaar/contracts';
import { CATEGORIES_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '../api-client';

/**
 * The store's categories, read once for every page that shows them (home tiles, the category
 * tree, the listing's filter): one request, one cache entry. Each page takes its own view of
 * them with `select`.
 */
export const categoriesQueryKey = ['catalogue', 'categories'] as const;

/** page-number -1 asks for every category at once: a tree needs them all. */
export const getCategories = async (signal?: AbortSignal) =>
  (await apiGet<CategoryList>(CATEGORIES_PATH, { 'page-number': -1 }, signal)).response_body.categories;

// Categories change when the store's staff edit them, rarely within a visit.
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesQueryKey, queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 });

export const useCategories = <T = Category[]>(select?: (categories: Category[]) => T) => useQuery({ ...categoriesQueryOptions(), select });
