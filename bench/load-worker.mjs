/**
 * Runs one autocannon load in a worker thread (measure.ts starts it), so the client never shares
 * the event loop of the app it measures: on PGlite every statement blocks the app's thread, and a
 * client in that thread would stop counting while it waits. Plain JavaScript: a worker thread
 * does not inherit the TypeScript loader the bench runs under.
 *
 * workerData: { base, calls: [{ method, path, headers, body? }], connections, seconds, amount? }
 * posts back { sample: { reqs, p50, p99, non2xx, errors, requests } } or { error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** A request slower than this counts as an error (autocannon's default is 10 s). */
const TIMEOUT_SECONDS = 30;

/** autocannon's defaults (host, port) kept; a call without a body keeps the empty default. */
const withCall = (request, call) => ({
  ...request,
  method: call.method,
  path: call.path,
  headers: { ...request.headers, ...call.headers },
  ...(call.body === undefined ? {} : { body: call.body }),
});

const sampleOf = (result) => ({
  reqs: result.duration > 0 ? result.requests.total / result.duration : 0,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  requests: result.requests.total,
});

/**
 * `connections` keep-alive connections for `seconds`, or until `amount` requests are answered.
 * Every request takes the next call of the list, round the list (a call per shopper, per
 * checkout): a counter shared by all connections, so they never move through the list in step.
 */
async function run({ base, calls, connections, seconds, amount }) {
  let next = 0;
  const options = {
    url: base,
    connections: amount === undefined ? connections : Math.min(connections, amount),
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    requests: [{ setupRequest: (request) => withCall(request, calls[next++ % calls.length]) }],
    ...(amount === undefined ? {} : { amount }),
  };
  // Outside the main thread autocannon answers its raw histograms: aggregated here as it would.
  return sampleOf(autocannon.aggregateResult([await autocannon(options)], options));
}

run(workerData).then(
  (sample) => parentPort.postMessage({ sample }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
