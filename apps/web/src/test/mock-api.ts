import { vi } from 'vitest';

// A fake server for page tests: shared, so features' tests need not import each other.

/** What a fake endpoint answers: a status and the response_body, wrapped in the envelope. */
export type Reply = { status: number; message: string; body: unknown; headers?: Record<string, string> };
export type Call = { method: string; path: string; url: URL; body: any; headers: Record<string, string> };
/** A handler may answer later (a promise) to hold a call in flight while a test looks at the page. */
type Handler = (call: Call) => Reply | Promise<Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, message: 'OK', body });
export const fail = (status: number, message: string): Reply => ({ status, message, body: null });

/**
 * Replaces fetch with fake endpoints keyed "METHOD /path", answering in the server's envelope.
 * Unknown calls answer 404 so a missing stub shows up as an error state, not a hang.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    // JSON bodies are parsed; a raw body (an uploaded File) is kept as it was sent.
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const call: Call = { method, path: url.pathname, url, body, headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler ? await handler(call) : fail(404, `No stub for ${method} ${url.pathname}`);
    return new Response(JSON.stringify({ response_code: reply.status, response_message: reply.message, response_body: reply.body }), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    routes,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A vendor shaped like the server's (packages/contracts VendorProfile). */
export const fakeVendor = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  vendor_id: id,
  vendor_name: name,
  description: '',
  city: 'Jaipur',
  logo: null,
  rating: 4.1,
  rating_count: 20,
  delivers_everywhere: true,
  policies: null,
  product_count: 5,
  ...extra,
});

/** GET /pbs/rest/v3/vendors answering with these vendors, all of them on one page as page-number -1 asks. */
export const vendorsRoute = (vendors: ReturnType<typeof fakeVendor>[]): Record<string, Handler> => ({
  'GET /pbs/rest/v3/vendors': () => ok({ vendors, total: vendors.length }),
});
