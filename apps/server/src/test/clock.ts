import { vi } from 'vitest';

/**
 * A fake clock for limits and expiries: only Date is faked (timers still run), and every limit
 * and expiry reads its time from Date rather than the database's now(), so a test sets it exactly.
 * Call `restore()` (or vi.useRealTimers) after the test.
 */
export function fakeClock(start = new Date()) {
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return {
    now: () => new Date(),
    advance: (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000)),
    advanceMs: (ms: number) => vi.setSystemTime(new Date(Date.now() + ms)),
    restore: () => vi.useRealTimers(),
  };
}
