import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokenCookies, cookieValue, fakeJwt, fakeTokenSet } from '@/test/auth-fixtures';
import {
  checkSessionAtStartUp,
  clearSession,
  displayNameOf,
  isSignedIn,
  readSession,
  storeLoginTokens,
  storeTokenSet,
  tokenCookieAttributes,
} from './auth-session';
import { storage } from './storage';

let writes: string[];

beforeEach(() => {
  // jsdom hides cookie attributes once stored, so record what is written.
  writes = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    },
  });
});

afterEach(() => {
  clearTokenCookies();
  delete (document as { cookie?: string }).cookie;
  vi.useRealTimers();
});

const written = (name: string) => writes.filter((w) => w.startsWith(`${name}=`)).at(-1)!;
const expiresOf = (cookie: string) => Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!);

describe('storeTokenSet', () => {
  it('keeps the access token for expires_in and the refresh and id tokens for refresh_expires_in', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    storeTokenSet(fakeTokenSet({ expires_in: 900, refresh_expires_in: 2_592_000 }));
    const now = Date.now();
    expect(Math.abs(expiresOf(written('access_token')) - (now + 900_000))).toBeLessThanOrEqual(1000);
    expect(Math.abs(expiresOf(written('refresh_token')) - (now + 2_592_000_000))).toBeLessThanOrEqual(1000);
    expect(Math.abs(expiresOf(written('id_token')) - (now + 2_592_000_000))).toBeLessThanOrEqual(1000);
  });

  it('writes each cookie with path / and SameSite strict, not secure over http', () => {
    storeTokenSet(fakeTokenSet());
    for (const name of ['access_token', 'refresh_token', 'id_token']) {
      const cookie = written(name);
      expect(cookie).toMatch(/; path=\//);
      expect(cookie).toMatch(/; SameSite=strict/i);
      expect(cookie).not.toMatch(/secure/i);
    }
    expect(cookieValue('access_token')).toBe('access-1');
    expect(cookieValue('refresh_token')).toBe('refresh-1');
  });

  it('asks for secure cookies on https, with lifetimes in days', () => {
    expect(tokenCookieAttributes(86_400, 'https:')).toEqual({ expires: 1, sameSite: 'strict', path: '/', secure: true });
    expect(tokenCookieAttributes(43_200, 'http:')).toMatchObject({ expires: 0.5, secure: false });
  });

  it('signs the customer in, leaving the user flag to start-up and login success', () => {
    storage.set('user', 'loggedIn');
    storeTokenSet(fakeTokenSet({ access_token: 'renewed' }));
    expect(isSignedIn()).toBe(true);
    expect(storage.get('user')).toBe('loggedIn');
  });
});

describe('the user flag (spec §4)', () => {
  it('spec §4: login success removes the stored user flag, and later reads of the session do not set it again', () => {
    storage.set('user', 'guest');
    storeLoginTokens(fakeTokenSet());
    expect(storage.get('user')).toBeNull();
    expect(readSession().isAuthenticated).toBe(true);
    expect(storage.get('user')).toBeNull();
  });

  it('spec §4: the start-up check with an access_token cookie sets user=loggedIn', () => {
    document.cookie = 'access_token=access-1; path=/';
    expect(checkSessionAtStartUp().isAuthenticated).toBe(true);
    expect(storage.get('user')).toBe('loggedIn');
  });

  it('spec §4: the start-up check without an access_token cookie sets user=guest', () => {
    expect(checkSessionAtStartUp()).toEqual({ isAuthenticated: false, user: null });
    expect(storage.get('user')).toBe('guest');
  });
});

describe('displayNameOf', () => {
  it('prefers name, then given_name, then preferred_username', () => {
    expect(displayNameOf({ name: 'Asha Rao', given_name: 'Asha', preferred_username: 'asha@x.in' })).toBe('Asha Rao');
    expect(displayNameOf({ given_name: 'Asha', preferred_username: 'asha@x.in' })).toBe('Asha');
    expect(displayNameOf({ preferred_username: 'asha@x.in' })).toBe('asha@x.in');
  });

  it('skips blank claims and gives null when none is present', () => {
    expect(displayNameOf({ name: '  ', given_name: 'Asha' })).toBe('Asha');
    expect(displayNameOf({})).toBeNull();
  });
});

describe('readSession', () => {
  it('is a guest without an access_token cookie', () => {
    expect(readSession()).toEqual({ isAuthenticated: false, user: null });
  });

  it('reads the display name and id from the id token', () => {
    storeTokenSet(fakeTokenSet({ id_token: fakeJwt({ sub: '42', given_name: 'Ravi', preferred_username: 'ravi@x.in' }) }));
    expect(readSession()).toMatchObject({ isAuthenticated: true, user: { displayName: 'Ravi', id: '42' } });
  });

  it('returns the same object while the cookies are unchanged', () => {
    storeTokenSet(fakeTokenSet());
    expect(readSession()).toBe(readSession());
  });

  it('treats an undecodable id token as signed out and clears all local storage and the auth cookies', () => {
    storage.set('ln', 'fr');
    storage.set('cart', '[1]');
    document.cookie = 'access_token=access-1; path=/';
    document.cookie = 'refresh_token=refresh-1; path=/';
    document.cookie = 'id_token=not-a-jwt; path=/';
    expect(readSession()).toEqual({ isAuthenticated: false, user: null });
    expect(isSignedIn()).toBe(false);
    expect(cookieValue('access_token')).toBeUndefined();
    expect(cookieValue('refresh_token')).toBeUndefined();
    expect(cookieValue('id_token')).toBeUndefined();
    expect(storage.get('ln')).toBeNull();
    expect(storage.get('cart')).toBeNull();
    expect(storage.get('user')).toBe('guest');
  });

  it('is signed in without a name when there is an access token but no id token', () => {
    document.cookie = 'access_token=access-1; path=/';
    expect(readSession()).toEqual({ isAuthenticated: true, user: null });
  });
});

describe('clearSession', () => {
  it('removes the three cookies and local storage except the language and its direction', () => {
    storeTokenSet(fakeTokenSet());
    storage.set('ln', 'ar');
    storage.set('direction', 'rtl');
    storage.set('cart', '[1]');
    storage.set('currentPath', '{}');
    clearSession();
    expect(document.cookie).toBe('');
    expect(storage.get('ln')).toBe('ar');
    expect(storage.get('direction')).toBe('rtl');
    expect(storage.get('cart')).toBeNull();
    expect(storage.get('currentPath')).toBeNull();
    expect(storage.get('user')).toBe('guest');
  });
});
