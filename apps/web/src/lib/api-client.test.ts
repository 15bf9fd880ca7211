import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiRequest } from './api-client';
import { storage } from './storage';

let fetchMock: ReturnType<typeof vi.fn>;
let realmMeta: HTMLMetaElement;

const envelope = (response_body: unknown, response_code = 200, response_message = 'OK') => ({ response_code, response_message, response_body });

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The URL and request options of the one fetch made. */
function sent(): { url: URL; init: RequestInit & { headers: Record<string, string> } } {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: new URL(String(url)), init };
}

beforeEach(() => {
  fetchMock = vi.fn();
  respond(200, envelope({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
  realmMeta = document.createElement('meta');
  realmMeta.name = 'bazaar-realm';
  realmMeta.content = 'acme';
  document.head.appendChild(realmMeta);
});

afterEach(() => {
  vi.unstubAllGlobals();
  realmMeta.remove();
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('apiRequest headers', () => {
  it('asks for JSON with a GET on the same origin', async () => {
    await apiGet('/pbs/rest/v3/store-images');
    const { url, init } = sent();
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/pbs/rest/v3/store-images');
    expect(init.method).toBe('GET');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it.each(['/pbs/rest/v3/languages', '/ums/rest/v3/validate-store', '/cfs/rest/v3/enquiry'])('sends the realm name without a token on %s', async (path) => {
    await apiGet(path);
    const { init } = sent();
    expect(init.headers['realm-name']).toBe('acme');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends no realm name to other services', async () => {
    await apiGet('/translations/en/common/translation.json');
    expect(sent().init.headers).not.toHaveProperty('realm-name');
  });

  it('sends the bearer token, and no realm name, when the access_token cookie exists', async () => {
    document.cookie = 'access_token=abc; path=/';
    await apiGet('/pbs/rest/v3/languages');
    const { init } = sent();
    expect(init.headers.Authorization).toBe('Bearer abc');
    expect(init.headers).not.toHaveProperty('realm-name');
  });
});

describe('apiRequest query', () => {
  it('adds the stored language as language-code', async () => {
    storage.set('ln', 'ar');
    await apiGet('/pbs/rest/v3/content-settings', { 'page-limit': 10, 'page-number': 1 });
    const { url } = sent();
    expect(url.searchParams.get('language-code')).toBe('ar');
    expect(url.searchParams.get('page-limit')).toBe('10');
    expect(url.searchParams.get('page-number')).toBe('1');
  });

  it('sends no language-code when no language is stored', async () => {
    await apiGet('/pbs/rest/v3/content-settings');
    expect(sent().url.searchParams.has('language-code')).toBe(false);
  });

  it('keeps a language-code already in the path', async () => {
    storage.set('ln', 'ar');
    await apiGet('/ums/rest/v3/validate-store?language-code=fr');
    expect(sent().url.searchParams.getAll('language-code')).toEqual(['fr']);
  });

  it('leaves out undefined query values and writes the rest as text', async () => {
    await apiGet('/cfs/rest/v3/enquiry', { 'enquiry-id': undefined, 'page-number': 2, active: false });
    const { url } = sent();
    expect(url.searchParams.has('enquiry-id')).toBe(false);
    expect(url.searchParams.get('page-number')).toBe('2');
    expect(url.searchParams.get('active')).toBe('false');
  });
});

describe('apiRequest body and result', () => {
  it('posts a JSON body', async () => {
    await apiRequest('/cfs/rest/v3/lead-enquiry', { method: 'POST', body: { message: 'Hi', enquiry_id: 4 } });
    const { init } = sent();
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"message":"Hi","enquiry_id":4}');
  });

  it('sends a raw body as it is, with its own type as Content-Type', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await apiRequest('/cfs/rest/v3/profile/avatar', { method: 'PUT', rawBody: file });
    const { init } = sent();
    expect(init.method).toBe('PUT');
    expect(init.headers['Content-Type']).toBe('image/png');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.body).toBe(file);
  });

  it('sends the extra headers a call gives, but never its own token or store', async () => {
    await apiRequest('/cfs/rest/v3/checkout/c1/place-order', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'key-12345', Authorization: 'Bearer forged', 'realm-name': 'other' },
    });
    const { init } = sent();
    expect(init.headers['Idempotency-Key']).toBe('key-12345');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers['realm-name']).toBe('acme');
    expect(init.headers.Accept).toBe('application/json');
  });

  it('labels a raw body without a type as octet-stream', async () => {
    await apiRequest('/cfs/rest/v3/profile/avatar', { method: 'PUT', rawBody: new Blob(['x']) });
    expect(sent().init.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('returns the whole envelope on success', async () => {
    respond(200, envelope({ store_logo_path: 'a.png', store_logo_path_dark: null }));
    await expect(apiGet('/pbs/rest/v3/store-images')).resolves.toEqual(envelope({ store_logo_path: 'a.png', store_logo_path_dark: null }));
  });

  it('throws an ApiError with the status and the server message for a 400 envelope', async () => {
    const body = envelope(null, 400, 'Cart quantity exceeds stock');
    respond(400, body);
    const error = await apiRequest('/cfs/rest/v3/customer-cart', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, message: 'Cart quantity exceeds stock', body });
  });

  it('throws an ApiError with a generic message when the error has no JSON body', async () => {
    respond(502, '<html>Bad gateway</html>');
    await expect(apiGet('/pbs/rest/v3/languages')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
      body: null,
    });
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    await apiGet('/pbs/rest/v3/languages', undefined, controller.signal);
    expect(sent().init.signal).toBe(controller.signal);
  });
});
