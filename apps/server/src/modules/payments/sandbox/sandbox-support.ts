import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What the three sandboxes share. Their sessions live in this process's memory: the sandbox is
 * for the demo and the tests, one process each. A bounded map, so a long-running demo cannot grow
 * without end (the oldest sessions go first).
 */

export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit = 10_000) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}

export const randomId = (prefix: string, bytes = 12) => `${prefix}${randomBytes(bytes).toString('hex')}`;
export const randomDigits = (length: number) => Array.from(randomBytes(length), (b) => String(b % 10)).join('');

/** A URL the sandbox may send a browser or a webhook to. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Sends a webhook as the provider would, signed by the caller. Awaited before the browser is sent
 * back, so the demo and the tests see one order of events; a delivery that fails is logged, as a
 * provider would retry it later and the return page or reconciliation settles the payment anyway.
 */
export async function deliverWebhook(log: FastifyBaseLogger, url: string, body: string, headers: Record<string, string>): Promise<void> {
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) log.warn({ url, status: res.status, answer: await res.text() }, 'the sandbox webhook was refused');
  } catch (error) {
    log.warn({ url, err: error }, 'the sandbox webhook could not be delivered');
  }
}

type Form = Record<string, string | undefined>;
export const IDEMPOTENCY_CONFLICT = 'Keys for idempotent requests can only be used with the same parameters';

/** The metadata[key] fields of a form-encoded Stripe request, as an object. */
export const formMetadata = (form: Form): Record<string, string> =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => /^metadata\[[^\]]+\]$/.test(k))
      .map(([k, v]) => [k.slice(9, -1), v ?? '']),
  );

/**
 * Stripe's Idempotency-Key: a retry with the same parameters gets what the first request made;
 * the same key with other parameters is refused.
 */
export function idempotencyKeys() {
  const seen = new BoundedMap<string, { params: string; id: string }>();
  const keyOf = (headers: Record<string, unknown>) => (typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : null);
  return {
    /** The id the first request made, 'conflict' for other parameters, null for a new request. */
    earlier(headers: Record<string, unknown>, form: Form): string | 'conflict' | null {
      const key = keyOf(headers);
      const found = key === null ? undefined : seen.get(key);
      if (!found) return null;
      return found.params === JSON.stringify(form) ? found.id : 'conflict';
    },
    remember(headers: Record<string, unknown>, form: Form, id: string) {
      const key = keyOf(headers);
      if (key !== null) seen.set(key, { params: JSON.stringify(form), id });
    },
  };
}
