import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokenCookies, envelope, fakeTokenSet, jsonResponse } from '@/test/auth-fixtures';
import { storeTokenSet } from './auth-session';
import { hardNavigate } from './hard-navigate';
import { logout } from './logout';
import { storage } from './storage';

vi.mock('./hard-navigate', () => ({ hardNavigate: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn>;
let queryClient: QueryClient;

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse(200, envelope(null, 200, 'Signed out')));
  vi.stubGlobal('fetch', fetchMock);
  storeTokenSet(fakeTokenSet());
  storage.set('ln', 'hi');
  storage.set('cart', '[{"productId":1}]');
  storage.set('currentPath', '{"path":"/cart"}');
  queryClient = new QueryClient();
  queryClient.setQueryData(['customer-cart'], { Products: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
  clearTokenCookies();
});

function expectSignedOut() {
  expect(document.cookie).toBe('');
  expect(storage.get('ln')).toBe('hi');
  expect(storage.get('cart')).toBeNull();
  expect(storage.get('currentPath')).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(hardNavigate).toHaveBeenCalledWith('/');
}

describe('logout', () => {
  it('ends the server session with the stored id token as id_token_hint', async () => {
    await logout(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [URL, RequestInit];
    expect(new URL(String(url)).pathname).toBe('/ums/rest/v3/session-logout');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ id_token_hint: fakeTokenSet().id_token });
  });

  it('clears cookies, storage except the language and the query cache, then loads home', async () => {
    await logout(queryClient);
    expectSignedOut();
  });

  it('clears the local session all the same when the server call fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, envelope(null, 500, 'down')));
    await logout(queryClient);
    expectSignedOut();
  });

  it('clears the local session when the network is down, and never tries a refresh', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await logout(queryClient);
    expectSignedOut();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not renew an expired session just to end it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, envelope(null, 401, 'Expired')));
    await logout(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expectSignedOut();
  });
});
