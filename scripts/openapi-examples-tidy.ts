/**
 * What scripts/openapi-examples.ts does to real answers before they become examples: long lists
 * cut to their first items, and the values that change from run to run (tokens, ids drawn at
 * random) replaced by stable ones of the same shape. Timestamps need nothing here: the run's clock
 * is stopped (demo-clock.ts).
 */
import { createHash } from 'node:crypto';

/**
 * Every list of objects cut to its first `keep` items, at any depth (a total beside it still
 * counts them all); a list of plain values (option names, payment options) only past 3 × `keep`.
 */
export function trimLists(value: unknown, keep: number): unknown {
  if (Array.isArray(value)) {
    const plain = value.every((item) => typeof item !== 'object' || item === null);
    return value.slice(0, plain ? keep * 3 : keep).map((item) => trimLists(item, keep));
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimLists(item, keep)]));
}

/** The events of a server-sent stream cut to the first `keep` of each kind, in their order. */
export function trimEvents(stream: string, keep: number): string {
  const seen = new Map<string, number>();
  const events = stream.split('\n\n').filter((event) => {
    const kind = /^event: (.+)$/m.exec(event)?.[1] ?? 'message';
    seen.set(kind, (seen.get(kind) ?? 0) + 1);
    return event.trim() && seen.get(kind)! <= keep;
  });
  return `${events.join('\n\n')}\n\n`;
}

const digest = (seed: string, algorithm = 'sha256') => createHash(algorithm).update(`bazaar-openapi-examples:${seed}`).digest();
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A random-looking, fixed stand-in for a secret of `bytes` random bytes (a refresh token), in base64url. */
export const standIn = (seed: string, bytes = 32) => digest(seed).subarray(0, bytes).toString('base64url');

/** A random-looking, fixed UUID (version 4 layout) for the nth one met. */
function stableUuid(n: number): string {
  const hex = digest(`uuid-${n}`).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Number.parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;

/**
 * The examples' text with every token and random id made stable: a JWT keeps its real claims
 * (the clock is stopped, so iat and exp are too) with a fixed key id, session id and signature;
 * each UUID becomes the fixed one of its order of appearance; `secrets` (a refresh token, a
 * one-time code) become the stand-ins given.
 */
export function stabilise(text: string, secrets: Map<string, string>): string {
  const uuids = new Map<string, string>();
  const uuid = (real: string) => {
    if (!uuids.has(real)) uuids.set(real, stableUuid(uuids.size + 1));
    return uuids.get(real)!;
  };
  let out = text.replace(JWT, (token) => {
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    const claims = { ...payload, ...(typeof payload!.sid === 'string' ? { sid: uuid(payload!.sid) } : {}) };
    const body = `${base64url({ ...header, kid: 'demo-signing-key' })}.${base64url(claims)}`;
    // An ES256 signature is 64 bytes; this one is fixed, and verifies nothing.
    return `${body}.${digest(body, 'sha512').toString('base64url')}`;
  });
  out = out.replace(UUID, uuid);
  // Whole JSON strings only: a code's six digits may well occur inside another value.
  for (const [secret, stand] of secrets) out = out.replaceAll(JSON.stringify(secret), JSON.stringify(stand));
  return out;
}
