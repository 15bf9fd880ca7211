import type { Envelope } from '@bazaar/contracts';
import { ApiError } from '@/lib/api-client';
import { currentRealm } from '@/lib/realm';
import { storage } from '@/lib/storage';
import { endVendorSession, vendorToken } from '../vendor-session';

type Query = Record<string, string | number | undefined>;
export type VendorRequestOptions = { method?: 'GET' | 'POST' | 'DELETE'; query?: Query; body?: unknown; signal?: AbortSignal };

function urlOf(path: string, query: Query | undefined): URL {
  const url = new URL(path, window.location.origin);
  const language = storage.get('ln');
  if (language) url.searchParams.set('language-code', language);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function toError(response: Response, payload: Partial<Envelope<unknown>> | null): ApiError {
  const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  const message = payload?.response_message ?? `Request failed with status ${response.status}`;
  return new ApiError(response.status, message, payload, Number.isFinite(retryAfter) ? retryAfter : null);
}

/**
 * The vendor console's calls (/vms). Not api-client's: that one sends the shopper's token and,
 * after a 401, renews the shopper's session. These send the vendor token (or the realm-name
 * header before sign-in), and a 401 ends the vendor session, which has no refresh.
 */
async function send<T>(path: string, options: VendorRequestOptions, token: string | undefined): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  else headers['realm-name'] = currentRealm();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(urlOf(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const payload = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
  if (!response.ok) throw toError(response, payload);
  return payload?.response_body as T;
}

/** Sign-in calls: no token yet, the store named by its realm. */
export const vendorSignInRequest = <T>(path: string, body: unknown) => send<T>(path, { method: 'POST', body }, undefined);

/** A call as the signed-in vendor user; a 401 sends them back to the sign-in form. */
export async function vendorRequest<T>(path: string, options: VendorRequestOptions = {}): Promise<T> {
  return asVendor((token) => send<T>(path, options, token));
}

/** A file the vendor API serves (a return photo), with the vendor token; a refusal is the server's ApiError. */
export function vendorFile(path: string, options: Pick<VendorRequestOptions, 'query' | 'signal'> & { accept?: string } = {}): Promise<Blob> {
  return asVendor(async (token) => {
    const response = await fetch(urlOf(path, options.query), {
      headers: { Accept: options.accept ?? 'image/*, application/json', Authorization: `Bearer ${token}` },
      signal: options.signal,
    });
    if (!response.ok) throw toError(response, (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null);
    return response.blob();
  });
}

/** A server-sent event stream of the vendor API (the chat), with the vendor token; the caller reads its body. */
export function vendorStream(path: string, options: Pick<VendorRequestOptions, 'query' | 'signal'> = {}): Promise<Response> {
  return asVendor(async (token) => {
    const response = await fetch(urlOf(path, options.query), {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal: options.signal,
    });
    if (!response.ok) throw toError(response, (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null);
    return response;
  });
}

/** Runs a call with the vendor token; a 401 ends the vendor session. */
async function asVendor<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = vendorToken();
  if (!token) {
    endVendorSession({ expired: true });
    throw new ApiError(401, 'Not signed in to the vendor console');
  }
  try {
    return await call(token);
  } catch (error) {
    // A sign-in in the meantime (another token) is not ended by the old token's answer.
    if (error instanceof ApiError && error.status === 401 && vendorToken() === token) endVendorSession({ expired: true });
    throw error;
  }
}
