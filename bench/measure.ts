/** One load run with autocannon, and the statistics over a row's rounds. */
import { Worker } from 'node:worker_threads';
import type { Call } from './capture';

/** One run as autocannon saw it: req/s over the run, latency percentiles in ms, failures. */
export type Sample = { reqs: number; p50: number; p99: number; non2xx: number; errors: number; requests: number };
type LoadJob = { base: string; calls: Call[]; connections: number; seconds: number; amount?: number };

/**
 * `connections` keep-alive connections on `base` for `seconds`, or until `amount` requests are
 * answered, each request the next of `calls`; autocannon runs in a worker thread (load-worker.mjs).
 */
export function load(base: string, calls: Call[], connections: number, seconds: number, amount?: number): Promise<Sample> {
  if (calls.length === 0) throw new Error('Nothing to send');
  const job: LoadJob = { base, calls, connections, seconds, ...(amount === undefined ? {} : { amount }) };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: job });
    worker.once('message', (message: { sample?: Sample; error?: string }) => {
      if (message.sample) resolve(message.sample);
      else reject(new Error(`autocannon: ${message.error}`));
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median, min and max of one measure over a row's rounds. */
export type Spread = { median: number; min: number; max: number };
export const spread = (values: number[]): Spread => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/** The rounds of one target (the app or its ceiling) for one endpoint and concurrency. */
export const summary = (runs: Sample[]) => ({
  reqs: spread(runs.map((s) => s.reqs)),
  // A run that answered nothing has no latency to count.
  p99: spread(runs.filter((s) => s.requests > 0).map((s) => s.p99)),
  p50: spread(runs.filter((s) => s.requests > 0).map((s) => s.p50)),
  unanswered: runs.filter((s) => s.requests === 0).length,
  runs: runs.length,
  non2xx: runs.reduce((n, s) => n + s.non2xx, 0),
  errors: runs.reduce((n, s) => n + s.errors, 0),
});
export type Summary = ReturnType<typeof summary>;
