import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, bodyOf, envelopeOf, rawBody } from './api';
import { ApiError } from './api-client';
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

describe('the typed client: headers', () => {
  it('asks for JSON with a GET on the same origin', async () => {
    await api.GET('/pbs/rest/v3/store-images');
    const { url, init } = sent();
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/pbs/rest/v3/store-images');
    expect(init.method).toBe('GET');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it.each([
    ['/pbs/rest/v3/languages', () => api.GET('/pbs/rest/v3/languages')],
    ['/ums/rest/v3/validate-store', () => api.GET('/ums/rest/v3/validate-store', { params: { query: { 'store-realmname': 'acme' } } })],
    ['/cfs/rest/v3/enquiry', () => api.GET('/cfs/rest/v3/enquiry')],
  ] as const)('sends the realm name without a token on %s', async (_path, call) => {
    await call();
    const { init } = sent();
    expect(init.headers['realm-name']).toBe('acme');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends no realm name to other services', async () => {
    await api.GET('/translations/{language}/{namespace}/translation.json', { params: { path: { language: 'en', namespace: 'common' } } });
    expect(sent().init.headers).not.toHaveProperty('realm-name');
  });

  it('sends the bearer token, and no realm name, when the access_token cookie exists', async () => {
    document.cookie = 'access_token=abc; path=/';
    await api.GET('/pbs/rest/v3/languages');
    const { init } = sent();
    expect(init.headers.Authorization).toBe('Bearer abc');
    expect(init.headers).not.toHaveProperty('realm-name');
  });
});

describe('the typed client: query', () => {
  it('adds the stored language as language-code', async () => {
    storage.set('ln', 'ar');
    await api.GET('/pbs/rest/v3/content-settings', { params: { query: { 'page-limit': 10, 'page-number': 1 } } });
    const { url } = sent();
    expect(url.searchParams.get('language-code')).toBe('ar');
    expect(url.searchParams.get('page-limit')).toBe('10');
    expect(url.searchParams.get('page-number')).toBe('1');
  });

  it('sends no language-code when no language is stored', async () => {
    await api.GET('/pbs/rest/v3/content-settings');
    expect(sent().url.searchParams.has('language-code')).toBe(false);
  });

  it('keeps a language-code the call names', async () => {
    storage.set('ln', 'ar');
    await api.GET('/ums/rest/v3/validate-store', { params: { query: { 'store-realmname': 'acme', 'language-code': 'fr' } } });
    expect(sent().url.searchParams.getAll('language-code')).toEqual(['fr']);
  });

  it('leaves out undefined query values and writes the rest as text', async () => {
    await api.GET('/cfs/rest/v3/enquiry', { params: { query: { 'enquiry-id': undefined, 'page-number': 2, reveal: 'false' } } });
    const { url } = sent();
    expect(url.searchParams.has('enquiry-id')).toBe(false);
    expect(url.searchParams.get('page-number')).toBe('2');
    expect(url.searchParams.get('reveal')).toBe('false');
  });

  it('writes the query as URLSearchParams does, which is how the start-up answers are found', async () => {
    await api.GET('/pbs/rest/v3/products', { params: { query: { search: 'silk saree', 'page-limit': 2 } } });
    expect(sent().url.search).toBe('?search=silk+saree&page-limit=2');
  });

  it('puts path parameters into the path', async () => {
    await api.GET('/cfs/rest/v3/orders/{orderId}', { params: { path: { orderId: 42 } } });
    expect(sent().url.pathname).toBe('/cfs/rest/v3/orders/42');
  });
});

describe('the typed client: body and result', () => {
  it('posts a JSON body', async () => {
    await api.POST('/cfs/rest/v3/lead-enquiry', { body: { message: 'Hi', enquiry_id: 4 } });
    const { init } = sent();
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"message":"Hi","enquiry_id":4}');
  });

  it('sends a raw body as it is, with its own type as Content-Type', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await api.PUT('/cfs/rest/v3/profile/avatar', rawBody(file));
    const { init } = sent();
    expect(init.method).toBe('PUT');
    expect(init.headers['Content-Type']).toBe('image/png');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.body).toBe(file);
  });

  it('sends the extra headers a call gives, but never its own token or store', async () => {
    await api.POST('/cfs/rest/v3/checkout/{checkoutId}/place-order', {
      params: { path: { checkoutId: 'c1' }, header: { 'idempotency-key': 'key-12345' } },
      headers: { Authorization: 'Bearer forged', 'realm-name': 'other' },
    });
    const { init } = sent();
    expect(init.headers['Idempotency-Key']).toBe('key-12345');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(Object.keys(init.headers).map((name) => name.toLowerCase())).not.toContain('authorization');
    expect(init.headers['realm-name']).toBe('acme');
    expect(init.headers.Accept).toBe('application/json');
  });

  it('labels a raw body without a type as octet-stream', async () => {
    await api.PUT('/cfs/rest/v3/profile/avatar', rawBody(new Blob(['x'])));
    expect(sent().init.headers['Content-Type']).toBe('application/octet-stream');
  });

  it('returns the whole envelope, or its body, on success', async () => {
    respond(200, envelope({ store_logo_path: 'a.png', store_logo_path_dark: null }));
    await expect(envelopeOf(api.GET('/pbs/rest/v3/store-images'))).resolves.toEqual(envelope({ store_logo_path: 'a.png', store_logo_path_dark: null }));
    respond(200, envelope({ store_logo_path: 'b.png', store_logo_path_dark: null }));
    await expect(bodyOf(api.GET('/pbs/rest/v3/store-images'))).resolves.toEqual({ store_logo_path: 'b.png', store_logo_path_dark: null });
  });

  it('throws an ApiError with the status and the server message for a 400 envelope', async () => {
    const body = envelope(null, 400, 'Cart quantity exceeds stock');
    respond(400, body);
    const error = await api.POST('/cfs/rest/v3/customer-cart', { body: { customer_cart: [] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, message: 'Cart quantity exceeds stock', body });
  });

  it('throws an ApiError with a generic message when the error has no JSON body', async () => {
    respond(502, '<html>Bad gateway</html>');
    await expect(api.GET('/pbs/rest/v3/languages')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
      body: null,
    });
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    await api.GET('/pbs/rest/v3/languages', { signal: controller.signal });
    expect(sent().init.signal).toBe(controller.signal);
  });
});
