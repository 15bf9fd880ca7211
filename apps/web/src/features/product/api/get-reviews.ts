import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { productKeys } from './product-keys';

export const REVIEWS_PAGE_SIZE = 5;

export const getReviews = (id: number, page: number, signal?: AbortSignal) =>
  bodyOf(api.GET('/pbs/rest/v3/products/{id}/reviews', { params: { path: { id }, query: { 'page-number': page, 'page-limit': REVIEWS_PAGE_SIZE } }, signal }));

export const reviewsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: productKeys.reviews(id, page),
    queryFn: ({ signal }) => getReviews(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useReviews = (id: number, page: number) => useQuery(reviewsQueryOptions(id, page));
