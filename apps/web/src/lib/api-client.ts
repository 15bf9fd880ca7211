import type { Envelope } from '@bazaar/contracts';
import { accessToken } from './auth-session';
import { currentRealm } from './realm';
import { storage } from './storage';

/** A failed call, carrying the server's response_message for the person to read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Spec §7: JSON with Accept, a bearer token when there is one, otherwise the realm-name header
 * on /pbs/ and /ums/ paths (§6), and the stored language as language-code.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const url = new URL(path, window.location.origin);
  const language = storage.get('ln');
  if (language && !url.searchParams.has('language-code')) url.searchParams.set('language-code', language);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (path.includes('/pbs/') || path.includes('/ums/') || path.includes('/cfs/')) headers['realm-name'] = currentRealm();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      (payload as Partial<Envelope<unknown>> | null)?.response_message ?? `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, payload);
  }
  return payload as Envelope<T>;
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal });
