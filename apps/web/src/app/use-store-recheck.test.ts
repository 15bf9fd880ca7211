import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { api } from '@/lib/api';
import { mockApi, fail } from '@/test/mock-api';
import { STORE_RECHECK_COALESCE_MS, useStoreRecheck } from './use-store-recheck';

let queryClient: QueryClient;
let invalidate: MockInstance<QueryClient['invalidateQueries']>;
let finishCheck: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  mockApi({ 'GET /cfs/rest/v3/enquiry': () => fail(500, 'Server fell over') });
  queryClient = new QueryClient();
  // The re-check (refetching the store queries) answers when the test says so.
  invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(() => new Promise<void>((resolve) => (finishCheck = resolve)));
  renderHook(() => useStoreRecheck(queryClient));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const failingCall = () => expect(api.GET('/cfs/rest/v3/enquiry')).rejects.toMatchObject({ status: 500 });
const rechecks = () => invalidate.mock.calls.length;

describe('useStoreRecheck', () => {
  it('spec §4: a failure after the short de-duplication window re-checks the store again', async () => {
    await failingCall();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['store'] });
    finishCheck();
    await vi.advanceTimersByTimeAsync(STORE_RECHECK_COALESCE_MS);
    await failingCall();
    expect(rechecks()).toBe(2);
    finishCheck();
    await vi.advanceTimersByTimeAsync(3_000);
    await failingCall();
    expect(rechecks()).toBe(3);
  });

  it('spec §4: failures within a second of a re-check share it', async () => {
    await Promise.all([failingCall(), failingCall(), failingCall()]);
    finishCheck();
    await vi.advanceTimersByTimeAsync(STORE_RECHECK_COALESCE_MS - 1);
    await failingCall();
    expect(rechecks()).toBe(1);
  });

  it('spec §4: failures while a slow re-check runs share it; the first one after it ends starts another', async () => {
    await failingCall();
    await vi.advanceTimersByTimeAsync(5_000);
    await failingCall();
    expect(rechecks()).toBe(1);
    finishCheck();
    await vi.advanceTimersByTimeAsync(0);
    await failingCall();
    expect(rechecks()).toBe(2);
  });
});
