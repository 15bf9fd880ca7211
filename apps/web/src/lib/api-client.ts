import type { Envelope } from '@bazaar/contracts';
import {
  AI_CONFIGURATION_PATH,
  CONTENT_SETTINGS_PATH,
  LANGUAGES_PATH,
  OTP_SEND_PATH,
  PASSWORD_RESET_PATH,
  REFRESH_TOKEN_PATH,
  SESSION_LOGOUT_PATH,
  SIGNIN_PATH,
  SIGNUP_PATH,
  STORE_IMAGES_PATH,
  VALIDATE_STORE_PATH,
} from '@bazaar/contracts/constants';
import { accessToken, clearSession, notifySessionChanged, refreshToken, storeTokenSet } from './auth-session';
import { hardNavigate } from './hard-navigate';
import { currentRealm } from './realm';
import { takeStartAnswer } from './start-answers';
import { storage } from './storage';

/** A failed call, carrying the server's response_message for the person to read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
    /** Seconds from a Retry-After header (429), when the server sent one. */
    readonly retryAfter: number | null = null,
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
  /**
   * Sent as it is instead of a JSON body (a photo upload), with its own type as Content-Type.
   * A Blob can be sent again, so the call is replayed as usual after a session renewal.
   */
  rawBody?: Blob;
  /** A multipart form (a file upload): the browser writes its Content-Type with the boundary. Sent again as it is after a renewal. */
  form?: FormData;
  /** Headers a call needs beyond the usual ones (an Idempotency-Key); they cannot replace those. */
  headers?: Record<string, string>;
  /** What the call accepts back when it is not JSON alone (a PDF, whose errors still come as JSON). */
  accept?: string;
  signal?: AbortSignal;
};

/** Calls whose 401 means "wrong credentials", not "session expired": never renewed. */
const NO_RENEWAL_PATHS = new Set([OTP_SEND_PATH, SIGNIN_PATH, SIGNUP_PATH, PASSWORD_RESET_PATH, SESSION_LOGOUT_PATH, REFRESH_TOKEN_PATH]);

/** The store-start-up reads themselves: re-checking the store after they fail would only repeat them. */
const STORE_CHECK_PATHS = new Set([VALIDATE_STORE_PATH, CONTENT_SETTINGS_PATH, LANGUAGES_PATH, STORE_IMAGES_PATH, AI_CONFIGURATION_PATH]);

export type StoreRecheckListener = (failure: { path: string; status: number }) => void;
let storeRecheck: StoreRecheckListener | null = null;

/**
 * Spec §4: the store status is re-checked after any response of 400 or above that is not a
 * refreshable 401. The app shell decides how (it invalidates the store queries).
 */
export function onStoreRecheck(listener: StoreRecheckListener): () => void {
  storeRecheck = listener;
  return () => {
    if (storeRecheck === listener) storeRecheck = null;
  };
}

const onSignInPage = () => /^\/signin\/?$/i.test(window.location.pathname);

function buildUrl(path: string, query: Query | undefined): URL {
  const url = new URL(path, window.location.origin);
  const language = storage.get('ln');
  if (language && !url.searchParams.has('language-code')) url.searchParams.set('language-code', language);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * Spec §7: JSON with Accept, a bearer token when there is one, otherwise the realm-name header
 * on /pbs/ and /ums/ paths (§6). A raw body (a file) goes with its own Content-Type instead.
 */
function send(url: URL, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: options.accept ?? 'application/json' };
  const token = accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (/\/(pbs|ums|cfs)\//.test(url.pathname)) headers['realm-name'] = currentRealm();
  let body: BodyInit | undefined;
  if (options.form !== undefined) {
    body = options.form;
  } else if (options.rawBody !== undefined) {
    headers['Content-Type'] = options.rawBody.type || 'application/octet-stream';
    body = options.rawBody;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
}

async function toError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const message = (payload as Partial<Envelope<unknown>> | null)?.response_message ?? `Request failed with status ${response.status}`;
  const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  return new ApiError(response.status, message, payload, Number.isFinite(retryAfter) ? retryAfter : null);
}

// ---- Session renewal (spec §4): one refresh at a time; everyone else waits for it. ----

let renewal: Promise<void> | null = null;

/** The session cannot be renewed: clear it and start again from home as a guest. */
function endSession(hadSession: boolean): void {
  clearSession();
  // A guest already on home has nothing to reset; reloading would loop if the call keeps failing.
  if (hadSession || window.location.pathname !== '/') hardNavigate('/');
}

const REFRESH_LOCK = 'bazaar-session-refresh';

/**
 * One refresh-token call; on any failure the session is ended the way the caller asks. Tabs
 * share the cookies, and the server ends a session whose refresh token is rotated twice, so
 * tabs take turns through a Web Lock; a tab that finds the token already rotated by another
 * simply uses the new cookies.
 */
async function refreshOnce(onFailure: () => void): Promise<void> {
  const tokenBefore = refreshToken();
  const run = async () => {
    const token = refreshToken();
    if (token !== undefined && token !== tokenBefore && accessToken() !== undefined) {
      notifySessionChanged();
      return;
    }
    await callRefresh(token, onFailure);
  };
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(REFRESH_LOCK, run);
  else await run();
}

async function callRefresh(token: string | undefined, onFailure: () => void): Promise<void> {
  if (!token) {
    onFailure();
    throw new Error('No refresh token');
  }
  try {
    const response = await fetch(buildUrl(REFRESH_TOKEN_PATH, undefined), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'realm-name': currentRealm() },
      body: JSON.stringify({ refresh_token: token, realm_name: currentRealm() }),
    });
    const payload = (await response.json().catch(() => null)) as Partial<Envelope<Record<string, unknown>>> | null;
    const tokens = payload?.response_body;
    if (!response.ok || typeof tokens?.access_token !== 'string' || typeof tokens.expires_in !== 'number') {
      throw new Error('Refresh refused');
    }
    storeTokenSet(tokens as Parameters<typeof storeTokenSet>[0]);
  } catch (error) {
    // The refresh token rotates, so a failed refresh leaves nothing to retry with.
    onFailure();
    throw error;
  }
}

function startRenewal(onFailure: () => void): Promise<void> {
  renewal ??= refreshOnce(onFailure).finally(() => {
    renewal = null;
  });
  return renewal;
}

/**
 * Renews the session after a 401 unless that already happened since the failing request was
 * sent. Concurrent callers share one refresh. Resolves when the new access token is stored.
 */
function renewAfter(sentToken: string | undefined): Promise<void> {
  if (renewal) return renewal;
  const current = accessToken();
  if (current !== undefined && current !== sentToken) return Promise.resolve();
  return startRenewal(() => endSession(current !== undefined || refreshToken() !== undefined));
}

/**
 * The access_token cookie lives only expires_in seconds, the refresh token much longer. When
 * only the latter is left, renew quietly (no navigation on failure, the session is just
 * cleared). Resolves to whether the customer is signed in afterwards.
 */
export async function restoreSession(): Promise<boolean> {
  if (accessToken() !== undefined) return true;
  if (refreshToken() === undefined) return false;
  try {
    await startRenewal(clearSession);
    // The start-up check (spec §4) found no access cookie; now there is one.
    storage.set('user', 'loggedIn');
    return true;
  } catch {
    return false;
  }
}

/** Whether restoreSession() has anything to do. */
export const canRestoreSession = () => accessToken() === undefined && refreshToken() !== undefined;

/** Sends a call, renewing the session once after a 401 (§4); a response that is not ok becomes an ApiError. */
async function sendChecked(url: URL, options: RequestOptions): Promise<Response> {
  // A request started during a renewal goes out with the new token rather than failing first.
  if (renewal) await renewal.catch(() => undefined);
  const sentToken = accessToken();
  let response = await send(url, options);
  const renewable = response.status === 401 && !NO_RENEWAL_PATHS.has(url.pathname) && !onSignInPage();
  if (renewable) {
    const firstError = await toError(response);
    try {
      await renewAfter(sentToken);
    } catch {
      throw firstError;
    }
    response = await send(url, options);
  }
  if (!response.ok) {
    if (!(renewable && response.status === 401) && !STORE_CHECK_PATHS.has(url.pathname)) {
      storeRecheck?.({ path: url.pathname, status: response.status });
    }
    throw await toError(response);
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const url = buildUrl(path, options.query);
  // A store start-up read answered inside index.html: the first visit does not wait for it.
  const inlined = (options.method ?? 'GET') === 'GET' ? takeStartAnswer(url.pathname + url.search) : undefined;
  if (inlined !== undefined) return inlined as Envelope<T>;
  const response = await sendChecked(url, options);
  const payload: unknown = await response.json().catch(() => null);
  return payload as Envelope<T>;
}

/** A file the API serves (an invoice), fetched with the session like any call; a failure is the server's ApiError. */
export async function apiFile(path: string, options: Pick<RequestOptions, 'query' | 'accept' | 'signal'> = {}): Promise<Blob> {
  const response = await sendChecked(buildUrl(path, options.query), options);
  return response.blob();
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal });

/**
 * A streamed response (server-sent events) sent with the session like any call, renewed once after a 401;
 * the caller reads its body. EventSource cannot send the Authorization header, hence fetch. A POST
 * with a JSON body (the assistant's question) is replayed as it was after a renewal, since nothing
 * of the stream has been read by then.
 */
export const apiStream = (path: string, options: Pick<RequestOptions, 'query' | 'signal' | 'method' | 'body'> = {}) =>
  sendChecked(buildUrl(path, options.query), { ...options, accept: 'text/event-stream' });
