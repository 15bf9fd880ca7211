import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderSummary } from '@bazaar/contracts';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { askAi, cartOf, demoShopper, forgetQuestions } from './assistant-test-kit';

/** Offers the customer confirms: nothing changes on the assistant's word alone, and an offer is carried out once. */

let app: TestApp;
let shopper: SignedIn;

beforeAll(async () => {
  app = await createTestApp();
  shopper = await demoShopper(app);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await forgetQuestions(app);
});

describe('adding to the cart', () => {
  it.each([
    ['en', 'show me brass kadhai', 'add the first one to my cart', 'yes'],
    ['hi', 'पीतल की कढ़ाई दिखाओ', 'पहला वाला कार्ट में डालो', 'हाँ'],
    ['ar', 'أرني قدر نحاس', 'أضف الأول إلى السلة', 'نعم'],
  ])('%s: asks first, changes the cart only on yes, and only once', async (language, find, add, yes) => {
    const who = await signInAsNew(app);
    const found = await askAi(app, who, { message: find }, { language });
    expect(found.products.length).toBeGreaterThan(0);
    const wanted = found.products[0]!;
    const offered = await askAi(app, who, { message: add, conversation_id: found.conversationId }, { language });
    expect(offered.action).toMatchObject({ kind: 'add_to_cart', product_id: wanted.product_id, quantity: 1, status: 'offered' });
    expect(offered.action!.label.length).toBeGreaterThan(0);
    expect(await cartOf(app, who)).toEqual([]);

    const done = await askAi(app, who, { message: yes, conversation_id: found.conversationId }, { language });
    expect(done.error).toBeUndefined();
    expect((await cartOf(app, who)).map((l) => [l.product_id, l.quantity])).toEqual([[wanted.product_id, 1]]);
    // The same offer again: already taken, nothing more happens.
    const again = await askAi(app, who, { message: 'ok', conversation_id: found.conversationId, action_id: offered.action!.action_id }, { language });
    expect(again.text).toBe((await askAi(app, who, { message: 'x', conversation_id: found.conversationId, action_id: 'gone' }, { language })).text);
    expect(await cartOf(app, who)).toHaveLength(1);
  });

  it('the button’s action_id carries out the offer; the history shows it done', async () => {
    const found = await askAi(app, shopper, { message: 'show me brass kadhai' });
    const offered = await askAi(app, shopper, { message: 'add 2 of the first one to my cart', conversation_id: found.conversationId });
    expect(offered.action).toMatchObject({ kind: 'add_to_cart', quantity: 2 });
    const done = await askAi(app, shopper, { message: offered.action!.label, conversation_id: found.conversationId, action_id: offered.action!.action_id });
    expect(done.text).toContain('Added 2 ×');
    expect((await cartOf(app, shopper)).find((l) => l.product_id === offered.action!.product_id)?.quantity).toBe(2);
    const history = body<{ messages: { action: { status: string } | null }[] }>(
      await app.inject({
        method: 'GET',
        url: `/cfs/rest/v3/ask-ai/conversations/${found.conversationId}`,
        headers: { 'realm-name': 'demo', ...shopper.headers },
      }),
    ).response_body.messages;
    expect(history.filter((m) => m.action).map((m) => m.action!.status)).toEqual(['done']);
  });

  it('an offer lapses once the customer asks something else; no says no', async () => {
    const who = await signInAsNew(app);
    const found = await askAi(app, who, { message: 'show me brass kadhai' });
    const offered = await askAi(app, who, { message: 'add the first one to my cart', conversation_id: found.conversationId });
    const declined = await askAi(app, who, { message: 'no', conversation_id: found.conversationId });
    expect(declined.text).toContain('left it');
    const late = await askAi(app, who, { message: 'ok', conversation_id: found.conversationId, action_id: offered.action!.action_id });
    expect(late.text).toContain('no longer open');
    expect(await cartOf(app, who)).toEqual([]);
  });

  it('an action_id that is not the offer waiting carries out nothing', async () => {
    const who = await signInAsNew(app);
    const found = await askAi(app, who, { message: 'show me brass kadhai' });
    const offered = await askAi(app, who, { message: 'add the first one to my cart', conversation_id: found.conversationId });
    expect(offered.action?.status).toBe('offered');
    const wrong = await askAi(app, who, { message: 'ok', conversation_id: found.conversationId, action_id: `${offered.action!.action_id}x` });
    expect(wrong.text).toContain('no longer open');
    expect(await cartOf(app, who)).toEqual([]);
  });

  it('action_id without its conversation is refused before any event', async () => {
    const res = await askAi(app, shopper, { message: 'yes', action_id: 'abc' });
    expect(res.status).toBe(400);
    expect(res.json?.response_message).toContain('conversation_id');
  });
});

describe('orders, enquiries and returns', () => {
  const latestOrder = async (who: SignedIn) =>
    body<{ orders: OrderSummary[] }>(
      await app.inject({ method: 'GET', url: '/cfs/rest/v3/list-orders-with-order-items?page-limit=1', headers: { 'realm-name': 'demo', ...who.headers } }),
    ).response_body.orders[0]!;

  it.each([
    ['en', 'where is my order', 'Your order'],
    ['hi', 'मेरा ऑर्डर कहाँ है', 'ऑर्डर'],
    ['ar', 'أين طلبي', 'طلب'],
  ])('%s: "%s" tells the latest order and each item’s status', async (language, question, word) => {
    const order = await latestOrder(shopper);
    const answer = await askAi(app, shopper, { message: question }, { language });
    expect(answer.text).toContain(`#${order.order_id}`);
    expect(answer.text).toContain(word);
    for (const item of order.order_items) expect(answer.text).toContain(item.product_name);
  });

  it('names each item’s real status', async () => {
    const order = await latestOrder(shopper);
    const answer = await askAi(app, shopper, { message: `status of order ${order.order_id}` });
    const words: Record<string, string> = {
      Received: 'received',
      InProgress: 'being prepared',
      Fulfilled: 'delivered',
      Cancelled: 'cancelled',
      Return: 'being returned',
      Refund: 'refunded',
      Rejected: 'declined by the vendor',
    };
    for (const item of order.order_items) expect(answer.text).toContain(`${item.product_name}: ${words[item.status]}`);
  });

  it('a new customer has no orders, and another customer’s order is not found', async () => {
    const who = await signInAsNew(app);
    expect((await askAi(app, who, { message: 'where is my order' })).text).toContain('not placed any orders');
    const theirs = await latestOrder(shopper);
    const answer = await askAi(app, who, { message: `track order ${theirs.order_id}` });
    expect(answer.text).toContain(`could not find order #${theirs.order_id}`);
    for (const item of theirs.order_items) expect(answer.text).not.toContain(item.product_name);
  });

  it('tells the status of the customer’s enquiries', async () => {
    const enquiries = body<{ enquiries: { id: number; product_details: { product_name: string } }[] }>(
      await app.inject({ method: 'GET', url: '/cfs/rest/v3/enquiry', headers: { 'realm-name': 'demo', ...shopper.headers } }),
    ).response_body.enquiries;
    const answer = await askAi(app, shopper, { message: 'what about my enquiries' });
    if (enquiries.length === 0) expect(answer.text).toContain('not sent any enquiries');
    else expect(answer.text).toContain(`#${enquiries[0]!.id}`);
  });

  it('offers the return of a delivered item the policy allows and starts it on yes', async () => {
    const orders = body<{ orders: OrderSummary[] }>(
      await app.inject({
        method: 'GET',
        url: '/cfs/rest/v3/list-orders-with-order-items?page-limit=20',
        headers: { 'realm-name': 'demo', ...shopper.headers },
      }),
    ).response_body.orders;
    const returnable = orders.flatMap((o) => o.order_items.map((i) => ({ order: o.order_id, ...i }))).find((i) => i.actions.can_return);
    expect(returnable).toBeDefined();
    const offered = await askAi(app, shopper, { message: `return order ${returnable!.order}` });
    expect(offered.action).toMatchObject({ kind: 'start_return', status: 'offered' });
    const done = await askAi(app, shopper, { message: 'yes', conversation_id: offered.conversationId });
    expect(done.text).toContain('take back');
    const after = body<{ order_items: { order_item_id: number; status: string }[] }>(
      await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${returnable!.order}`, headers: { 'realm-name': 'demo', ...shopper.headers } }),
    ).response_body.order_items;
    expect(after.find((i) => i.order_item_id === offered.action!.order_item_id)?.status).toBe('Return');
  });
});
