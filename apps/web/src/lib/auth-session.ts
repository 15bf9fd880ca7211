import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import type { IdTokenClaims, TokenSet } from '@bazaar/contracts';
import { storage, type StorageKey } from './storage';

/**
 * The customer's session (spec §3 token set and identity, §4 Auth, §9 cookies). A customer is
 * signed in exactly when the access_token cookie is present; who they are comes from the id token.
 */
export const TOKEN_COOKIES = ['access_token', 'refresh_token', 'id_token'] as const;

/** Logout keeps the chosen language (spec §4); its direction belongs to that choice. */
export const KEPT_ON_LOGOUT: StorageKey[] = ['ln', 'direction'];

const SECONDS_PER_DAY = 86_400;

export type SessionUser = {
  /** First present of name, given_name, preferred_username; null when the token has none. */
  displayName: string | null;
  /** The customer id (the token's subject). */
  id: string | null;
  claims: Partial<IdTokenClaims>;
};

export type Session = { isAuthenticated: boolean; user: SessionUser | null };

const GUEST: Session = Object.freeze({ isAuthenticated: false, user: null });

// The cookies parsed once per text of document.cookie: every session snapshot (each component
// that asks whether someone is signed in, on every render) reads them.
let jar: { text: string; values: Record<string, string> } | null = null;

const readCookie = (name: (typeof TOKEN_COOKIES)[number]): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const text = document.cookie;
  if (jar?.text !== text) jar = { text, values: Cookies.get() };
  return jar.values[name] || undefined;
};

export const accessToken = () => readCookie('access_token');
export const refreshToken = () => readCookie('refresh_token');
export const idToken = () => readCookie('id_token');

/** Spec §9: lifetimes in days (seconds ÷ 86400), SameSite strict, path /, secure over https. */
export function tokenCookieAttributes(seconds: number, protocol: string): Cookies.CookieAttributes {
  return { expires: seconds / SECONDS_PER_DAY, sameSite: 'strict', path: '/', secure: protocol === 'https:' };
}

/** Keeps a fresh token set (sign-in, sign-up or renewal). A renewal without a new id token keeps the old one. */
export function storeTokenSet(tokens: Pick<TokenSet, 'access_token' | 'expires_in'> & Partial<TokenSet>): void {
  const protocol = window.location.protocol;
  Cookies.set('access_token', tokens.access_token, tokenCookieAttributes(tokens.expires_in, protocol));
  const longLived = tokens.refresh_expires_in ?? tokens.expires_in;
  if (tokens.refresh_token) Cookies.set('refresh_token', tokens.refresh_token, tokenCookieAttributes(longLived, protocol));
  if (tokens.id_token) Cookies.set('id_token', tokens.id_token, tokenCookieAttributes(longLived, protocol));
  notifySessionChanged();
}

/** Spec §4 Login success: store the tokens and remove the stored user flag (start-up sets it again). */
export function storeLoginTokens(tokens: TokenSet): void {
  storeTokenSet(tokens);
  storage.remove('user');
}

export function clearAuthCookies(): void {
  for (const name of TOKEN_COOKIES) Cookies.remove(name, { path: '/' });
}

/** Sign-out and failed renewal: the cookies go, and local storage except the language. */
export function clearSession(): void {
  clearAuthCookies();
  storage.clearExcept(KEPT_ON_LOGOUT);
  storage.set('user', 'guest');
  notifySessionChanged();
}

/** First present of name, given_name, preferred_username (spec §3). */
export function displayNameOf(claims: Partial<IdTokenClaims>): string | null {
  for (const value of [claims.name, claims.given_name, claims.preferred_username]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function decodeIdentity(token: string): SessionUser | null {
  try {
    const claims = jwtDecode<Partial<IdTokenClaims>>(token);
    if (typeof claims !== 'object' || claims === null) return null;
    return { displayName: displayNameOf(claims), id: typeof claims.sub === 'string' ? claims.sub : null, claims };
  } catch {
    return null;
  }
}

let cached: { access: string | undefined; id: string | undefined; session: Session } | null = null;

/**
 * The current session, read from the cookies. The result is cached per token pair so React can
 * use it as an external-store snapshot. An id token that cannot be decoded clears all local
 * storage and the auth cookies, and the customer is a guest (spec §4, §8).
 */
export function readSession(): Session {
  const access = accessToken();
  const id = idToken();
  if (cached && cached.access === access && cached.id === id) return cached.session;
  let session: Session = GUEST;
  if (access) {
    if (id === undefined) {
      session = { isAuthenticated: true, user: null };
    } else {
      const user = decodeIdentity(id);
      if (user) {
        session = { isAuthenticated: true, user };
      } else {
        clearAuthCookies();
        storage.clearExcept([]);
        cached = { access: undefined, id: undefined, session: GUEST };
        storage.set('user', 'guest');
        return GUEST;
      }
    }
  }
  cached = { access, id, session };
  return session;
}

/**
 * Spec §4 Auth, once as the page starts: with an access_token cookie the customer is logged in
 * (user=loggedIn), without one a guest (user=guest). Later reads leave the flag alone, so the
 * removal at login success stands.
 */
export function checkSessionAtStartUp(): Session {
  const session = readSession();
  storage.set('user', session.isAuthenticated ? 'loggedIn' : 'guest');
  return session;
}

export const isSignedIn = (): boolean => readSession().isAuthenticated;

const listeners = new Set<() => void>();

export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * For useSyncExternalStore. Cookies fire no events, so another tab signing in or out is noticed
 * when this one regains focus.
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

export const GUEST_SESSION = GUEST;
