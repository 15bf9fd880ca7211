import { eq } from 'drizzle-orm';
import type { OrderRecord, OrderSummary } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { testDriver } from '../../test/test-db';
import { orderItemEvents, orders, products, refunds } from '../../db/schema';
import type { SignedIn } from '../../test/auth-helpers';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { cancelItem, requestReturn } from './item-actions.service';
import { ordersKit, POLICIES } from '../../test/orders-kit';

/** Issue #12: the customer's side of an order after purchase, through the API on a real database. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const db = () => app.database.db;

const { buy, paidOnline, setItem } = ordersKit(
  () => app,
  () => world,
  () => calls,
);
const post = (who: SignedIn, path: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/cfs/rest/v3/order-items/${path}`, headers: who.headers, payload });
const details = async (who: SignedIn, orderId: number) =>
  body<OrderRecord>(await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}`, headers: who.headers })).response_body;

describe('order details', () => {
  it('shows the owner the order with items, actions, payments and an empty history; nobody else finds it', async () => {
    const { who, orderId, itemId } = await buy();
    const order = await details(who, orderId);
    expect(order).toMatchObject({ order_id: orderId, payments: [{ provider: 'cod', status: 'Pending', amount: 900 }], refunds: [] });
    expect(order.order_items[0]).toMatchObject({ order_item_id: itemId, status: 'Received', history: [], return_request: null, review: null });
    // Cash not yet paid: cancelling gives nothing back, and so charges nothing.
    expect(order.order_items[0]!.actions).toMatchObject({ can_cancel: true, cancel_refund: 0, cancellation_charge: 0, can_return: false });

    const stranger = await world.shopper();
    const res = await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}`, headers: stranger.headers });
    expect([res.statusCode, body(res).response_message]).toEqual([404, `There is no order ${orderId} among your orders`]);
    expect((await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/orders/abc', headers: who.headers })).statusCode).toBe(400);
  });
});

describe('cancelling an item', () => {
  it('refunds what was paid online less the charge, gives the stock back and keeps the move in the history', async () => {
    const { who, orderId, itemId, product } = await buy({ quantity: 2 });
    await paidOnline(orderId);
    const stockBefore = (await db().select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.stock;
    const res = await post(who, `${itemId}/cancel`, { reason: 'Ordered twice by mistake' });
    expect(res.statusCode).toBe(200);
    // Two at ₹900, less the ₹49 charge.
    expect(body<{ status: string; refund: unknown }>(res).response_body).toMatchObject({
      status: 'Cancelled',
      refund: { amount: 1751, status: 'pending', reason: 'cancelled', provider: 'cashfree' },
    });
    expect((await db().select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(stockBefore + 2);
    const order = await details(who, orderId);
    expect(order.order_items[0]!.history).toMatchObject([{ from: 'Received', to: 'Cancelled', actor: 'customer', note: 'Ordered twice by mistake' }]);
    expect(order.refunds).toMatchObject([{ order_item_id: itemId, amount: 1751 }]);
    expect(order.order_items[0]!.actions.can_cancel).toBe(false);
  });

  it('cancels a cash item without a refund row, and refuses a second cancel with a 409 naming the state', async () => {
    const { who, itemId } = await buy();
    expect((await post(who, `${itemId}/cancel`, { reason: 'No longer needed' })).statusCode).toBe(200);
    expect(await db().select().from(refunds).where(eq(refunds.orderItemId, itemId))).toEqual([]);
    const again = await post(who, `${itemId}/cancel`, { reason: 'No longer needed' });
    expect([again.statusCode, body(again).response_message]).toEqual([409, 'This item is Cancelled and can no longer be cancelled']);
  });

  it('refunds nothing after the refund window, at its edge in the store day (the store is in India)', async () => {
    // The services take the time: a fake clock over days would expire the test's own sign-in.
    const early = await buy();
    const late = await buy();
    const placedAt = new Date('2030-03-01T06:00:00Z');
    for (const o of [early, late]) {
      await paidOnline(o.orderId);
      await db().update(orders).set({ createdAt: placedAt }).where(eq(orders.id, o.orderId));
    }
    // 5 days after 1 March in India: refunded until 23:59:59.999 on 6 March there.
    const edge = new Date('2030-03-06T18:29:59.999Z');
    const reason = { reason: 'Changed my mind' };
    expect((await cancelItem(await world.contextOf(early.who), early.itemId, reason, { now: edge })).refund?.amount).toBe(851);
    expect((await cancelItem(await world.contextOf(late.who), late.itemId, reason, { now: new Date(edge.getTime() + 1) })).refund).toBeNull();
  });

  it('refuses what the policy or the state does not allow, and bad input, changing nothing', async () => {
    const fixed = await buy({ policies: { ...POLICIES, cancellation_allowed: false } });
    const refused = await post(fixed.who, `${fixed.itemId}/cancel`, { reason: 'Changed my mind' });
    expect([refused.statusCode, body(refused).response_message]).toEqual([409, 'This product cannot be cancelled under its policy']);

    const { who, itemId } = await buy();
    await setItem(itemId, { status: 'Fulfilled', fulfilledAt: new Date() });
    expect(body(await post(who, `${itemId}/cancel`, { reason: 'Too late?' })).response_message).toBe('This item is Fulfilled and can no longer be cancelled');
    const short = await post(who, `${itemId}/cancel`, { reason: 'no' });
    expect([short.statusCode, body(short).response_message]).toEqual([400, 'reason: Say why, in at least 3 characters']);
    const other = await world.shopper();
    expect((await post(other, `${itemId}/cancel`, { reason: 'Not mine' })).statusCode).toBe(404);
    expect(await db().select().from(orderItemEvents).where(eq(orderItemEvents.orderItemId, itemId))).toEqual([]);
  });
});

describe('at once', () => {
  // PGlite runs one statement at a time: only PostgreSQL can show two requests racing.
  it.skipIf(testDriver() !== 'postgres')('cancels an item once when five cancels race: one refund, one history line, its stock back once', async () => {
    const { who, orderId, itemId, product } = await buy();
    await paidOnline(orderId);
    const stockOf = async () => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.stock;
    const before = await stockOf();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(who, `${itemId}/cancel`, { reason: 'Double tapped' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await db().select().from(refunds).where(eq(refunds.orderItemId, itemId))).toHaveLength(1);
    expect(await db().select().from(orderItemEvents).where(eq(orderItemEvents.orderItemId, itemId))).toHaveLength(1);
    // The unit comes back to stock once.
    expect(await stockOf()).toBe(before + 1);
  });
});

describe('returns and replacements', () => {
  it('asks for a return within the window, withdraws it, and cannot ask twice at once', async () => {
    const { who, orderId, itemId } = await buy();
    await setItem(itemId, { status: 'Fulfilled', fulfilledAt: new Date() });
    const asked = await post(who, `${itemId}/return`, { reason: 'The strap broke', kind: 'return' });
    expect(asked.statusCode).toBe(200);
    expect(body<{ status: string; actions: { can_withdraw_return: boolean } }>(asked).response_body).toMatchObject({
      status: 'Return',
      actions: { can_withdraw_return: true },
    });
    const twice = await post(who, `${itemId}/return`, { reason: 'Again', kind: 'replacement' });
    expect(twice.statusCode).toBe(409);

    const withdrawn = await app.inject({ method: 'DELETE', url: `/cfs/rest/v3/order-items/${itemId}/return`, headers: who.headers });
    expect(body<{ status: string }>(withdrawn).response_body.status).toBe('Fulfilled');
    const order = await details(who, orderId);
    expect(order.order_items[0]!.return_request).toMatchObject({ kind: 'return', status: 'withdrawn' });
    // The history keeps the customer's own words, and no English of ours.
    expect(order.order_items[0]!.history.map((e) => [`${e.from}>${e.to}`, e.note])).toEqual([
      ['Fulfilled>Return', 'The strap broke'],
      ['Return>Fulfilled', ''],
    ]);
    const none = await app.inject({ method: 'DELETE', url: `/cfs/rest/v3/order-items/${itemId}/return`, headers: who.headers });
    expect([none.statusCode, body(none).response_message]).toEqual([409, 'This item has no open return or replacement request to withdraw']);
  });

  it('closes the window at the end of the store day, Replacement Days after delivery', async () => {
    const { who, itemId } = await buy();
    // Delivered 01:30 on 11 March in India; the replacement window (3 days) ends at 23:59:59.999 on 14 March there.
    await setItem(itemId, { status: 'Fulfilled', fulfilledAt: new Date('2030-03-10T20:00:00Z') });
    const ctx = await world.contextOf(who);
    const ask = { reason: 'Wrong size', kind: 'replacement' as const, images: [] };
    await expect(requestReturn(ctx, itemId, ask, new Date('2030-03-14T18:30:00.000Z'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'The replacement window for this item closed on 14 March 2030',
    });
    expect((await requestReturn(ctx, itemId, ask, new Date('2030-03-14T18:29:59.999Z'))).status).toBe('Return');
  });

  it('refuses a return before delivery and where the policy has none', async () => {
    const { who, itemId } = await buy();
    const early = await post(who, `${itemId}/return`, { reason: 'Not yet here', kind: 'return' });
    expect([early.statusCode, body(early).response_message]).toEqual([409, 'This item is Received; a return can be asked for once it has been delivered']);
    const strict = await buy({ policies: { ...POLICIES, return_allowed: false } });
    await setItem(strict.itemId, { status: 'Fulfilled', fulfilledAt: new Date() });
    expect(body(await post(strict.who, `${strict.itemId}/return`, { reason: 'Changed mind', kind: 'return' })).response_message).toBe(
      'This product does not allow a return under its policy',
    );
    expect((await post(strict.who, `${strict.itemId}/return`, { reason: 'Changed mind', kind: 'exchange' })).statusCode).toBe(400);
    const foreign = await post(strict.who, `${strict.itemId}/return`, { reason: 'Broken', kind: 'return', images: ['uploads/1/999/photo.jpg'] });
    expect([foreign.statusCode, body(foreign).response_message]).toEqual([400, 'images: attach only photos you uploaded for this request']);
  });
});

describe('the order list', () => {
  it('filters by item status, product name and days of placing, and says what each item allows', async () => {
    const { who, itemId, product } = await buy();
    const list = async (query: string) => body<{ orders: OrderSummary[]; total: number }>(await calls.orders(who, query)).response_body;
    expect((await list('')).orders[0]!.order_items[0]).toMatchObject({
      order_item_id: itemId,
      // The policy keeps its charge in paise; the API gives rupees, like every amount.
      policies: { ...POLICIES, cancellation_charge: POLICIES.cancellation_charge / 100 },
      actions: { can_cancel: true },
    });
    expect((await list('?status=Received')).total).toBe(1);
    expect((await list('?status=Fulfilled')).total).toBe(0);
    expect((await list(`?search=${encodeURIComponent(product.name.slice(2, 9))}`)).total).toBe(1);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const bad = await calls.orders(who, '?from=2030-02-31');
    expect([bad.statusCode, body(bad).response_message]).toEqual([400, 'from is not a real calendar date']);
    expect((await calls.orders(who, '?from=2030-03-02&to=2030-03-01')).statusCode).toBe(400);
  });
});
