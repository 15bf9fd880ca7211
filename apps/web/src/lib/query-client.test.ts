import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { CACHE_LIFETIME_MS, createQueryClient, RETRY_COUNT, retryDelay, shouldRetry } from './query-client';

describe('retryDelay', () => {
  it('doubles from 1000 ms', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('is capped at 30000 ms', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(10)).toBe(30_000);
    expect(retryDelay(100)).toBe(30_000);
  });
});

describe('shouldRetry', () => {
  it('retries a failure up to three times', () => {
    const error = new Error('network down');
    expect(RETRY_COUNT).toBe(3);
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
  });

  it('retries a server error (5xx)', () => {
    expect(shouldRetry(0, new ApiError(500, 'boom'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'unavailable'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'unavailable'))).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 499])('never retries an ApiError %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('keeps unused data for five minutes', () => {
    expect(CACHE_LIFETIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(5 * 60 * 1000);
  });

  it('uses the retry rules and delays for queries, and no retry for mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('retries a failing query three times with the exponential delays, then fails', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const queryFn = vi.fn().mockRejectedValue(new Error('network down'));
      const result = client.fetchQuery({ queryKey: ['flaky'], queryFn }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(queryFn).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(queryFn).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(4000);
      expect(queryFn).toHaveBeenCalledTimes(4);
      expect(await result).toBeInstanceOf(Error);
      client.clear();
    } finally {
      vi.useRealTimers();
    }
  });
});
