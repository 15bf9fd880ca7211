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

/** A call as the client hands it over: its body already written (JSON text, a form or a file). The session's headers are the sender's alone. */
export type SendOptions = {
  method: string;
  /** Accept, Content-Type and any a call adds (an Idempotency-Key); the session's own are added to them. */
  headers: Record<string, string>;
  /** Sent again as it is after a session renewal: a string, a FormData or a Blob can be. */
  body?: BodyInit | null;
  signal?: AbortSignal | null;
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

/** The call's address on this origin, in the shopper's language unless the call names one. */
function buildUrl(pathAndQuery: string): URL {
  const url = new URL(pathAndQuery, window.location.origin);
  const language = storage.get('ln');
  if (language && !url.searchParams.has('language-code')) url.searchParams.set('language-code', language);
  // Written as URLSearchParams writes it, as the start-up answers' keys are (startUpKey).
  url.search = url.searchParams.toString();
  return url;
}

/**
 * Spec §7: JSON with Accept unless the call asks for something else, a bearer token when there
 * is one, otherwise the realm-name header on /pbs/, /ums/ and /cfs/ paths (§6).
 */
function send(url: URL, options: SendOptions): Promise<Response> {
  const { Authorization: _token, 'realm-name': _realm, ...asked } = options.headers;
  const headers: Record<string, string> = { Accept: 'application/json', ...asked };
  const token = accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (/\/(pbs|ums|cfs)\//.test(url.pathname)) headers['realm-name'] = currentRealm();
  return fetch(url, { method: options.method, headers, body: options.body ?? undefined, signal: options.signal ?? undefined });
}

/** A failed answer as the ApiError its caller reads: the server's response_message and Retry-After. */
export async function toError(response: Response): Promise<ApiError> {
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
    const response = await fetch(buildUrl(REFRESH_TOKEN_PATH), {
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
async function sendChecked(url: URL, options: SendOptions): Promise<Response> {
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

/** A store start-up read answered inside index.html, as the server would have answered it. */
const answered = (envelope: unknown) => new Response(JSON.stringify(envelope), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * The fetch of the typed client (lib/api.ts): every shopper call goes through here, so each one
 * gets the language, the token or realm, one renewal after a 401 (§4), the store re-check after a
 * failure, and a failure thrown as an ApiError with the server's response_message.
 */
export async function clientFetch(request: { url: string; method: string } & Omit<SendOptions, 'method'>): Promise<Response> {
  const url = buildUrl(request.url);
  // A store start-up read answered inside index.html: the first visit does not wait for it.
  const inlined = request.method === 'GET' ? takeStartAnswer(url.pathname + url.search) : undefined;
  if (inlined !== undefined) return answered(inlined);
  return sendChecked(url, request);
}
