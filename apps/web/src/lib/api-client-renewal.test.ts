import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokenCookies, cookieValue, envelope, fakeTokenSet, jsonResponse } from '@/test/auth-fixtures';
import { ApiError, clientFetch, onStoreRecheck, restoreSession } from './api-client';
import { storeTokenSet } from './auth-session';
import { hardNavigate } from './hard-navigate';
import { storage } from './storage';

vi.mock('./hard-navigate', () => ({ hardNavigate: vi.fn() }));

const REFRESH = '/ums/rest/v3/refresh-token';
let fetchMock: ReturnType<typeof vi.fn>;
let refreshReply: () => Promise<Response>;

type Call = { path: string; authorization: string | undefined; body: unknown };
const calls = (): Call[] =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as [URL, RequestInit & { headers: Record<string, string> }];
    return {
      path: new URL(String(url)).pathname,
      authorization: init.headers.Authorization,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
  });
const refreshCalls = () => calls().filter((c) => c.path === REFRESH);

/** The server: data calls need the renewed token; the refresh call answers with refreshReply. */
beforeEach(() => {
  refreshReply = async () => jsonResponse(200, envelope(fakeTokenSet({ access_token: 'access-2', refresh_token: 'refresh-2' })));
  fetchMock = vi.fn(async (url: URL, init: RequestInit & { headers: Record<string, string> }) => {
    const path = new URL(String(url)).pathname;
    if (path === REFRESH) return refreshReply();
    if (path.endsWith('/boom')) return jsonResponse(500, envelope(null, 500, 'Server fell over'));
    if (path.endsWith('/missing')) return jsonResponse(404, envelope(null, 404, 'No such thing'));
    if (init.headers.Authorization === 'Bearer access-2') return jsonResponse(200, envelope({ path }));
    return jsonResponse(401, envelope(null, 401, 'Your session has expired'));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
  clearTokenCookies();
  window.history.replaceState(null, '', '/');
});

const signInWith = (access = 'access-1') => storeTokenSet(fakeTokenSet({ access_token: access }));

/** The session's sender itself (what the typed client's every call goes out through), with paths the fake server makes up. */
const apiGet = async <T = unknown>(path: string): Promise<{ response_body: T }> =>
  (await (await clientFetch({ url: path, method: 'GET', headers: {} })).json()) as { response_body: T };
const apiSend = async (path: string, method: string, body: BodyInit, contentType = 'application/json') =>
  clientFetch({ url: path, method, headers: { 'Content-Type': contentType }, body });

describe('session renewal after a 401', () => {
  it('runs one refresh for several failing calls and replays each with the new access token', async () => {
    signInWith('access-1');
    const results = await Promise.all([
      apiGet<{ path: string }>('/cfs/rest/v3/customer-cart'),
      apiGet<{ path: string }>('/cfs/rest/v3/customer-wishlist'),
      apiGet<{ path: string }>('/cfs/rest/v3/enquiry'),
    ]);
    expect(results.map((r) => r.response_body.path)).toEqual(['/cfs/rest/v3/customer-cart', '/cfs/rest/v3/customer-wishlist', '/cfs/rest/v3/enquiry']);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]!.body).toEqual({ refresh_token: 'refresh-1', realm_name: 'demo' });
    const replays = calls().filter((c) => c.path !== REFRESH && c.authorization === 'Bearer access-2');
    expect(replays.map((c) => c.path).sort()).toEqual(['/cfs/rest/v3/customer-cart', '/cfs/rest/v3/customer-wishlist', '/cfs/rest/v3/enquiry']);
    expect(cookieValue('access_token')).toBe('access-2');
    expect(cookieValue('refresh_token')).toBe('refresh-2');
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('spec §7: the refresh-token call carries language-code from the stored language', async () => {
    storage.set('ln', 'hi');
    signInWith('access-1');
    await apiGet('/cfs/rest/v3/customer-cart');
    const [refreshUrl] = fetchMock.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname === REFRESH);
    expect(refreshUrl?.searchParams.get('language-code')).toBe('hi');
  });

  it('replays an upload with the same file and type after renewing', async () => {
    signInWith('access-1');
    const file = new File(['photo'], 'me.webp', { type: 'image/webp' });
    await apiSend('/cfs/rest/v3/profile/avatar', 'PUT', file, file.type);
    const uploads = fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/cfs/rest/v3/profile/avatar');
    expect(uploads.map(([, init]) => [init.headers.Authorization, init.headers['Content-Type'], init.body])).toEqual([
      ['Bearer access-1', 'image/webp', file],
      ['Bearer access-2', 'image/webp', file],
    ]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('holds a call made while the refresh runs and sends it with the new token', async () => {
    signInWith('access-1');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const replyAfterGate = refreshReply;
    refreshReply = async () => {
      await gate;
      return replyAfterGate();
    };
    const first = apiGet('/cfs/rest/v3/customer-cart');
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    const late = apiGet('/cfs/rest/v3/enquiry');
    release();
    await Promise.all([first, late]);
    expect(
      calls()
        .filter((c) => c.path === '/cfs/rest/v3/enquiry')
        .map((c) => c.authorization),
    ).toEqual(['Bearer access-2']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('clears the session and goes to / when the refresh fails; every waiting call fails', async () => {
    signInWith('access-1');
    storage.set('ln', 'fr');
    storage.set('cart', '[1]');
    refreshReply = async () => jsonResponse(401, envelope(null, 401, 'Refresh token is no longer valid'));
    const outcomes = await Promise.allSettled([apiGet('/cfs/rest/v3/customer-cart'), apiGet('/cfs/rest/v3/enquiry')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401, message: 'Your session has expired' });
    expect(refreshCalls()).toHaveLength(1);
    expect(document.cookie).toBe('');
    expect(storage.get('cart')).toBeNull();
    expect(storage.get('ln')).toBe('fr');
    expect(hardNavigate).toHaveBeenCalledWith('/');
  });

  it('does not try to refresh for a guest: the session is cleared and the guest goes to /', async () => {
    window.history.replaceState(null, '', '/cart');
    storage.set('cart', '[1]');
    await expect(apiGet('/cfs/rest/v3/customer-cart')).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls()).toHaveLength(0);
    expect(storage.get('cart')).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/');
  });

  it('does not reload home for a guest already on it, so a failing call cannot loop', async () => {
    await expect(apiGet('/cfs/rest/v3/customer-cart')).rejects.toMatchObject({ status: 401 });
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it.each(['/ums/rest/v3/signin', '/ums/rest/v3/signup', '/ums/rest/v3/otp/send', '/ums/rest/v3/password/reset'])(
    'passes a 401 from %s straight to the caller',
    async (path) => {
      signInWith('access-1');
      await expect(apiSend(path, 'POST', '{}')).rejects.toMatchObject({ status: 401 });
      expect(refreshCalls()).toHaveLength(0);
      expect(cookieValue('access_token')).toBe('access-1');
    },
  );

  it('does not refresh while on the sign-in page', async () => {
    signInWith('access-1');
    window.history.replaceState(null, '', '/signin');
    await expect(apiGet('/cfs/rest/v3/customer-cart')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe('session renewal across tabs', () => {
  it('takes the refresh lock and, finding the token already rotated by another tab, uses the new cookies', async () => {
    signInWith('access-1');
    const request = vi.fn(async (_name: string, run: () => Promise<void>) => {
      // Another tab held the lock and renewed the session meanwhile.
      document.cookie = 'access_token=access-2; path=/';
      document.cookie = 'refresh_token=refresh-2; path=/';
      return run();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const result = await apiGet<{ path: string }>('/cfs/rest/v3/customer-cart');
    expect(result.response_body.path).toBe('/cfs/rest/v3/customer-cart');
    expect(request).toHaveBeenCalledWith('bazaar-session-refresh', expect.any(Function));
    expect(refreshCalls()).toHaveLength(0);
  });

  it('refreshes under the lock when no other tab did', async () => {
    signInWith('access-1');
    const request = vi.fn(async (_name: string, run: () => Promise<void>) => run());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    await apiGet('/cfs/rest/v3/customer-cart');
    expect(request).toHaveBeenCalledTimes(1);
    expect(refreshCalls()).toHaveLength(1);
  });
});

describe('restoreSession', () => {
  it('renews quietly when only the refresh token is left', async () => {
    document.cookie = 'refresh_token=refresh-1; path=/';
    await expect(restoreSession()).resolves.toBe(true);
    expect(cookieValue('access_token')).toBe('access-2');
    expect(storage.get('user')).toBe('loggedIn');
  });

  it('clears the session without navigating when that renewal fails', async () => {
    document.cookie = 'refresh_token=refresh-1; path=/';
    refreshReply = async () => jsonResponse(401, envelope(null, 401, 'Refresh token is no longer valid'));
    await expect(restoreSession()).resolves.toBe(false);
    expect(document.cookie).toBe('');
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe('store re-check', () => {
  it.each([
    ['/cfs/rest/v3/boom', 500],
    ['/cfs/rest/v3/missing', 404],
  ])('is asked for after %s answers %i', async (path, status) => {
    const recheck = vi.fn();
    const stop = onStoreRecheck(recheck);
    await expect(apiGet(path)).rejects.toMatchObject({ status });
    expect(recheck).toHaveBeenCalledWith({ path, status });
    stop();
  });

  it('is not asked for after a refreshable 401, nor when the store check itself fails', async () => {
    const recheck = vi.fn();
    const stop = onStoreRecheck(recheck);
    signInWith('access-1');
    await apiGet('/cfs/rest/v3/customer-cart');
    fetchMock.mockResolvedValueOnce(jsonResponse(500, envelope(null, 500, 'down')));
    await expect(apiGet('/ums/rest/v3/validate-store')).rejects.toMatchObject({ status: 500 });
    expect(recheck).not.toHaveBeenCalled();
    stop();
  });

  it('is asked for after a wrong-code 401 from sign-in, which is not refreshable', async () => {
    const recheck = vi.fn();
    const stop = onStoreRecheck(recheck);
    await expect(apiSend('/ums/rest/v3/signin', 'POST', '{}')).rejects.toMatchObject({ status: 401 });
    expect(recheck).toHaveBeenCalledWith({ path: '/ums/rest/v3/signin', status: 401 });
    stop();
  });
});
