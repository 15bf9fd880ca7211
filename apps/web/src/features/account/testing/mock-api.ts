import { vi } from 'vitest';

/** What a fake endpoint answers: a status and the response_body, wrapped in the envelope. */
export type Reply = { status: number; message: string; body: unknown };
export type Call = { method: string; path: string; url: URL; body: any };
type Handler = (call: Call) => Reply;

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
    const call: Call = { method, path: url.pathname, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler ? handler(call) : fail(404, `No stub for ${method} ${url.pathname}`);
    return new Response(
      JSON.stringify({ response_code: reply.status, response_message: reply.message, response_body: reply.body }),
      { status: reply.status, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    routes,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
