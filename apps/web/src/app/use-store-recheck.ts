import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onStoreRecheck } from '@/lib/api-client';

/** A burst of calls failing together (a page's parallel reads) shares one re-check. */
export const STORE_RECHECK_COALESCE_MS = 1000;

/**
 * Spec §4: a response of 400 or above (other than a refreshable 401) re-checks the store status.
 * Failures while a re-check runs, or within a second of its start, share it; every later failure
 * starts a new one, since the store may have closed after the last answer.
 */
export function useStoreRecheck(queryClient: QueryClient): void {
  useEffect(() => {
    let running: Promise<void> | null = null;
    return onStoreRecheck(() => {
      if (running) return;
      const shortest = new Promise((resolve) => setTimeout(resolve, STORE_RECHECK_COALESCE_MS));
      running = Promise.allSettled([queryClient.invalidateQueries({ queryKey: ['store'] }), shortest]).then(() => {
        running = null;
      });
    });
  }, [queryClient]);
}
