import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const RETRY_COUNT = 3;
export const RETRY_DELAY_MIN_MS = 1000;
export const RETRY_DELAY_MAX_MS = 30_000;
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;

/** Exponential: 1000, 2000, 4000 … capped at 30000 ms (spec §4 Data retry, §9). */
export const retryDelay = (attempt: number) => Math.min(RETRY_DELAY_MIN_MS * 2 ** attempt, RETRY_DELAY_MAX_MS);

/** A 4xx is an answer, not a hiccup: retrying cannot change it. */
export const shouldRetry = (failureCount: number, error: unknown) => {
  if (typeof window === 'undefined') return false; // none on the server
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < RETRY_COUNT;
};

/**
 * TanStack Query already pauses retries while offline or unfocused (networkMode 'online' and its
 * focus manager); these options add the spec's counts, delays and cache lifetime.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: CACHE_LIFETIME_MS, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
