import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@bazaar/contracts';
import { api, bodyOf } from '../api';

/**
 * The store's categories, read once for every page that shows them (home tiles, the category
 * tree, the listing's filter): one request, one cache entry. Each page takes its own view of
 * them with `select`.
 */
export const categoriesQueryKey = ['catalogue', 'categories'] as const;

/** page-number -1 asks for every category at once: a tree needs them all. */
export const getCategories = async (signal?: AbortSignal) =>
  (await bodyOf(api.GET('/pbs/rest/v3/categories', { params: { query: { 'page-number': -1 } }, signal }))).categories;

// Categories change when the store's staff edit them, rarely within a visit.
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesQueryKey, queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 });

export const useCategories = <T = Category[]>(select?: (categories: Category[]) => T) => useQuery({ ...categoriesQueryOptions(), select });
