import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Review, ReviewSummary } from '@bazaar/contracts';
import { productReviewsPath } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { productKeys } from './product-keys';

export const REVIEWS_PAGE_SIZE = 5;

export const getReviews = async (id: number, page: number, signal?: AbortSignal) =>
  (
    await apiGet<{ reviews: Review[]; total: number; summary: ReviewSummary }>(
      productReviewsPath(id),
      { 'page-number': page, 'page-limit': REVIEWS_PAGE_SIZE },
      signal,
    )
  ).response_body;

export const reviewsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: productKeys.reviews(id, page),
    queryFn: ({ signal }) => getReviews(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useReviews = (id: number, page: number) => useQuery(reviewsQueryOptions(id, page));
