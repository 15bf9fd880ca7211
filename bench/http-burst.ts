/**
 * The bench's HTTP client: plain node:http with one keep-alive Agent per scenario, so the number
 * of connections is exactly what the scenario asks for and every answer (status, body, latency,
 * or the socket error of a request the server never answered) is kept one by one. autocannon
 * reports totals only and repeats one request list per connection; these bursts need 1,000
 * different requests sent once each and their individual answers.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** `body` is sent as JSON; `raw` as given, byte for byte (a signed webhook must arrive exactly as it was signed). */
export type Call = { method: 'GET' | 'POST' | 'PUT'; path: string; headers?: Record<string, string>; body?: unknown; raw?: string };
/** status 0: no answer (the connection failed or closed first); `error` says why. */
export type Answer = { status: number; json: any; ms: number; error?: string };

export class Client {
  private readonly agent: http.Agent;

  constructor(
    private readonly base: string,
    readonly connections: number,
  ) {
    // maxFreeSockets as high as maxSockets: otherwise the agent closes all but 256 of the
    // connections warm() opened, and the burst would pay for new TCP handshakes.
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  send(call: Call): Promise<Answer> {
    return new Promise((resolve) => {
      const started = performance.now();
      let settled = false;
      const finish = (answer: Omit<Answer, 'ms'>) => {
        if (settled) return;
        settled = true;
        resolve({ ...answer, ms: performance.now() - started });
      };
      const payload = call.raw ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
      const headers: Record<string, string> = { 'realm-name': 'demo', ...call.headers };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const request = http.request(this.base + call.path, { method: call.method, agent: this.agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the error message.
          }
          finish({ status: response.statusCode ?? 0, json });
        });
        // A server killed while writing the body: the answer never fully arrived.
        response.on('error', (error) => finish({ status: 0, json: null, error: error.message }));
        response.on('close', () => finish({ status: 0, json: null, error: 'connection closed before the answer ended' }));
      });
      request.on('error', (error) => finish({ status: 0, json: null, error: error.message }));
      request.end(payload);
    });
  }

  /** Opens every connection before the clock starts, so a burst measures the app, not TCP handshakes. */
  async warm(): Promise<number> {
    const answers = await Promise.all(Array.from({ length: this.connections }, () => this.send({ method: 'GET', path: '/health' })));
    const failed = answers.filter((a) => a.status !== 200);
    if (failed.length > 0) throw new Error(`${failed.length} warm-up requests failed: ${failed[0]?.error ?? failed[0]?.status}`);
    return Object.values(this.agent.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0);
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Sends every call at once, or one every `spacingMs` (a stream of buyers rather than one instant);
 * `onStart` runs as the clock starts, `onAnswer` on each answer as it arrives. Latency runs from
 * each request's own sending.
 */
export async function burst(client: Client, calls: Call[], options: { spacingMs?: number; onStart?: () => void; onAnswer?: (answer: Answer) => void } = {}) {
  const { spacingMs = 0, onStart, onAnswer } = options;
  const started = performance.now();
  onStart?.();
  const answers = await Promise.all(
    calls.map(async (call, i) => {
      if (spacingMs > 0) await new Promise((resolve) => setTimeout(resolve, started + i * spacingMs - performance.now()));
      const answer = await client.send(call);
      onAnswer?.(answer);
      return answer;
    }),
  );
  return { answers, wallMs: performance.now() - started };
}

/** Runs `fn` over `items` with at most `limit` at a time (preparation, which is not measured). */
export async function inBatches<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Nearest-rank percentile of latencies in ms. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const statusCounts = (answers: Answer[]) => {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return counts;
};
