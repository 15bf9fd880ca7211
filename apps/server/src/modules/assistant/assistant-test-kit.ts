import { eq, like } from 'drizzle-orm';
import type { AssistantAction, AssistantProductCard } from '@bazaar/contracts';
import { customers, rateLimitEvents } from '../../db/schema';
import { signInAs, type SignedIn } from '../../test/auth-helpers';
import { body, type TestApp } from '../../test/test-app';

/** Asking the assistant in tests: one POST, its event stream read whole and taken apart. */

export type Answer = {
  status: number;
  contentType: string | undefined;
  events: { event: string; data: unknown }[];
  text: string;
  products: AssistantProductCard[];
  action: AssistantAction | undefined;
  conversationId: number | undefined;
  error: string | undefined;
  json: { response_message?: string } | undefined;
};

export function readEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => {
      const lines = block.split('\n');
      return { event: lines.find((l) => l.startsWith('event: '))!.slice(7), data: JSON.parse(lines.find((l) => l.startsWith('data: '))!.slice(6)) as unknown };
    });
}

export async function askAi(
  app: TestApp,
  who: SignedIn | undefined,
  body: Record<string, unknown>,
  options: { language?: string; realm?: string } = {},
): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: `/cfs/rest/v3/ask-ai${options.language ? `?language-code=${options.language}` : ''}`,
    headers: { 'realm-name': options.realm ?? 'demo', ...(who?.headers ?? {}) },
    payload: body,
  });
  const contentType = res.headers['content-type'] as string | undefined;
  const streamed = contentType?.startsWith('text/event-stream') ?? false;
  const events = streamed ? readEvents(res.body) : [];
  const of = <T>(name: string) => events.filter((e) => e.event === name).map((e) => e.data as T);
  return {
    status: res.statusCode,
    contentType,
    events,
    text: of<{ text: string }>('delta')
      .map((d) => d.text)
      .join(''),
    products: of<{ products: AssistantProductCard[] }>('products').at(-1)?.products ?? [],
    action: of<{ action: AssistantAction }>('action').at(-1)?.action,
    conversationId: of<{ conversation_id: number }>('done')[0]?.conversation_id,
    error: of<{ response_message: string }>('error')[0]?.response_message,
    json: streamed ? undefined : (JSON.parse(res.body) as { response_message?: string }),
  };
}

/** The demo store's seeded shopper (shopper@example.com), signed in. */
export async function demoShopper(app: TestApp): Promise<SignedIn> {
  const [row] = await app.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'shopper@example.com'));
  return signInAs(app, { storeRealm: 'demo', customerId: row!.id });
}

/**
 * Forgets the questions counted against the per-minute limit, so a file asking more than that
 * of one customer tests what it means to (the limit itself is tested in assistant-guards).
 */
export async function forgetQuestions(app: TestApp): Promise<void> {
  await app.database.db.delete(rateLimitEvents).where(like(rateLimitEvents.key, 'ask-ai:%'));
}

/** The customer's cart lines, as the cart page reads them. */
export const cartOf = async (app: TestApp, who: SignedIn) =>
  body<{ Products: { product_id: number; quantity: number }[] }>(
    await app.inject({ method: 'GET', url: '/cfs/rest/v3/customer-cart', headers: { 'realm-name': 'demo', ...who.headers } }),
  ).response_body.Products;
