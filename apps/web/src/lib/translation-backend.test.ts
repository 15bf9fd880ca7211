import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackend } from './translation-backend';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Reads one namespace and resolves with what the backend told i18next. */
function read(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return new Promise<{ error: unknown; data: unknown; url: string }>((resolve) =>
    fetchBackend('/translations/{{lng}}/{{ns}}/translation.json').read('hi', 'cart', (error, data) =>
      resolve({ error, data, url: String(fetchMock.mock.calls[0]?.[0]) }),
    ),
  );
}

describe('fetchBackend', () => {
  it("fetches the language's file of the namespace and hands i18next its JSON", async () => {
    const { error, data, url } = await read(async () => Response.json({ title: 'कार्ट' }));
    expect(url).toBe('/translations/hi/cart/translation.json');
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'कार्ट' });
  });

  it('spec §8: reports a server error and a failed network as worth retrying', async () => {
    expect((await read(async () => new Response('', { status: 503 }))).data).toBe(true);
    expect((await read(() => Promise.reject(new TypeError('offline')))).data).toBe(true);
  });

  it('spec §8: reports a 4xx and a file that is not JSON as final', async () => {
    const missing = await read(async () => new Response('', { status: 404 }));
    expect(missing.error).toMatch(/404/);
    expect(missing.data).toBe(false);
    expect((await read(async () => new Response('<html>', { status: 200 }))).data).toBe(false);
  });
});
