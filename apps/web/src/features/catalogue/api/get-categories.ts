import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@bazaar/contracts';
import { apiGet } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const CATEGORIES_PATH = '/pbs/rest/v3/categories';

/** Every category (page-number -1), parents before children, for the filter tree. */
export const getCategories = async (signal?: AbortSignal) =>
  (await apiGet<{ categories: Category[]; total: number }>(CATEGORIES_PATH, { 'page-number': -1 }, signal)).response_body.categories;

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.categories, queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
