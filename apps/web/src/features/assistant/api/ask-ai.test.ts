import type { AskAiEvent } from '@bazaar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { storeTokenSet } from '@/lib/auth-session';
import { clearTokenCookies, envelope, fakeTokenSet, jsonResponse } from '@/test/auth-fixtures';
import { streamAskAi } from './ask-ai';

const REFRESH = '/ums/rest/v3/refresh-token';
const encoder = new TextEncoder();

/** A text/event-stream body that sends these chunks, one read each. */
const eventStream = (chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

type Init = RequestInit & { headers: Record<string, string> };

afterEach(() => {
  vi.unstubAllGlobals();
  clearTokenCookies();
});

async function collect(fetchMock: (url: URL, init: Init) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetchMock));
  const events: AskAiEvent[] = [];
  await streamAskAi(
    { message: 'shirts under 500', conversation_id: 3 },
    { language: 'hi', signal: new AbortController().signal, onEvent: (e) => events.push(e) },
  );
  return events;
}

describe('streamAskAi', () => {
  it("posts the question as JSON with the customer's token and language, and hands on each event in order, whatever the chunks", async () => {
    storeTokenSet(fakeTokenSet({ access_token: 'access-1' }));
    let sent: { url: URL; init: Init } | undefined;
    const events = await collect(async (url, init) => {
      sent = { url: new URL(String(url)), init };
      return eventStream([
        ': open\n\nevent: delta\ndata: {"text":"Here ',
        'are"}\n\nevent: delta\r\ndata: {"text":" two."}\r\n\r\n',
        'event: products\ndata: {"products":[{"product_id":5,"product_name":"Linen Shirt","final_price":null,"product_image":"a.webp"}]}\n\n',
        'event: products\ndata: {"products":[{"product_id":"5"}]}\n\n',
        'event: action\ndata: {"action":{"action_id":"a1","kind":"add_to_cart","label":"Add it","status":"offered"}}\n\n',
        'event: surprise\ndata: {}\n\nevent: delta\ndata: not json\n\n',
        'event: done\ndata: {"conversation_id":3,"message_id":8}\n\n',
      ]);
    });
    expect(sent!.url.pathname).toBe('/cfs/rest/v3/ask-ai');
    expect(sent!.url.searchParams.get('language-code')).toBe('hi');
    expect(sent!.init.method).toBe('POST');
    expect(JSON.parse(String(sent!.init.body))).toEqual({ message: 'shirts under 500', conversation_id: 3 });
    expect(sent!.init.headers).toMatchObject({ Authorization: 'Bearer access-1', Accept: 'text/event-stream', 'Content-Type': 'application/json' });
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Here are' } },
      { event: 'delta', data: { text: ' two.' } },
      { event: 'products', data: { products: [{ product_id: 5, product_name: 'Linen Shirt', final_price: null, product_image: 'a.webp' }] } },
      { event: 'action', data: { action: { action_id: 'a1', kind: 'add_to_cart', label: 'Add it', status: 'offered' } } },
      { event: 'done', data: { conversation_id: 3, message_id: 8 } },
    ]);
  });

  it('renews an expired session once and asks the same question again with the new token', async () => {
    storeTokenSet(fakeTokenSet({ access_token: 'access-1', refresh_token: 'refresh-1' }));
    const asked: { authorization: string; body: unknown }[] = [];
    const events = await collect(async (url, init) => {
      if (new URL(String(url)).pathname === REFRESH) return jsonResponse(200, envelope(fakeTokenSet({ access_token: 'access-2', refresh_token: 'refresh-2' })));
      asked.push({ authorization: init.headers.Authorization!, body: JSON.parse(String(init.body)) });
      if (init.headers.Authorization !== 'Bearer access-2') return jsonResponse(401, envelope(null, 401, 'Your session has expired'));
      return eventStream(['event: done\ndata: {"conversation_id":3,"message_id":9}\n\n']);
    });
    expect(asked).toEqual([
      { authorization: 'Bearer access-1', body: { message: 'shirts under 500', conversation_id: 3 } },
      { authorization: 'Bearer access-2', body: { message: 'shirts under 500', conversation_id: 3 } },
    ]);
    expect(events).toEqual([{ event: 'done', data: { conversation_id: 3, message_id: 9 } }]);
  });

  it("rejects a refusal before the stream with the server's message and Retry-After", async () => {
    storeTokenSet(fakeTokenSet({ access_token: 'access-1' }));
    const refused = collect(async () => jsonResponse(429, envelope(null, 429, 'Too many questions; wait a minute.'), { 'Retry-After': '60' }));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 429, message: 'Too many questions; wait a minute.', retryAfter: 60 });
  });
});
