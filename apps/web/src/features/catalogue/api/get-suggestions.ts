import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { catalogueKeys } from './catalogue-keys';

export const getSuggestions = async (search: string, signal?: AbortSignal) =>
  (await bodyOf(api.GET('/pbs/rest/v3/products/suggestions', { params: { query: { search } }, signal }))).suggestions;

export const suggestionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: catalogueKeys.suggestions(search),
    queryFn: ({ signal }) => getSuggestions(search, signal),
    staleTime: 60_000,
    // Suggestions are a nicety: a failure shows none rather than retrying while the person types.
    retry: false,
  });

/** Suggestions for the (already debounced) text; nothing is fetched for blank text. */
export const useSuggestions = (search: string) => useQuery({ ...suggestionsQueryOptions(search), enabled: search.trim().length > 0 });
