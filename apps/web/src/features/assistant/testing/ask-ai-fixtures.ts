import type { AssistantAction, AssistantConversation, AssistantMessage, AssistantProductCard } from '@bazaar/contracts';
import { ASK_AI_PATH } from '@bazaar/contracts/constants';
import { vi } from 'vitest';
import { mockEventStream } from '@/test/mock-event-stream';

export const card = (id: number, name: string, price: number | null = 450): AssistantProductCard => ({
  product_id: id,
  product_name: name,
  final_price: price,
  product_image: `products/${id}/cover.webp,products/${id}/side.webp`,
});

export const offer = (extra: Partial<AssistantAction> = {}): AssistantAction => ({
  action_id: 'act-1',
  kind: 'add_to_cart',
  label: 'Add Linen Shirt to my cart',
  product_id: 5,
  quantity: 1,
  status: 'offered',
  ...extra,
});

export const message = (id: number, role: AssistantMessage['role'], text: string, extra: Partial<AssistantMessage> = {}): AssistantMessage => ({
  message_id: id,
  role,
  text,
  products: [],
  action: null,
  created_at: '2026-05-02T10:00:00.000Z',
  ...extra,
});

export const conversation = (id: number, title: string, extra: Partial<AssistantConversation> = {}): AssistantConversation => ({
  conversation_id: id,
  title,
  message_count: 2,
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-01T09:30:00.000Z',
  ...extra,
});

/**
 * The assistant's answer stream over the fetch that mockApi stubbed: each question opens a stream
 * the test then writes events into; `bodies` holds each question's JSON body, in order.
 */
export function mockAskAiStream() {
  const stream = mockEventStream(ASK_AI_PATH);
  const inner = globalThis.fetch;
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === ASK_AI_PATH) bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return inner(input, init);
    }),
  );
  return {
    ...stream,
    bodies,
    /** One named event with its JSON data, as the server writes it. */
    event: (name: string, data: unknown) => stream.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
  };
}
