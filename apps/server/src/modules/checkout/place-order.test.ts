import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@bazaar/contracts';
import { cartItems, coupons, customers, orderItems, orders, payments, products, slotBookings } from '../../db/schema';
import { signInAs } from '../../test/auth-helpers';
import { fakeClock } from '../../test/clock';
import { body, type TestApp } from '../../test/test-app';
import { addDays, storeNow } from '../delivery/store-clock';
import { placed, useCheckoutSuite, type CheckoutCalls, type CheckoutWorld } from './checkout-test-kit';

/** Placing an order (issue #11): once, from catalogue prices, holding stock, slots and coupon uses. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const db = () => app.database.db;
const message = (res: { body: string }) => body(res as never).response_message;
const stockOf = async (id: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** A shopper with a cart, a checkout, an address and cash on delivery chosen (for pay-on-delivery lines). */
async function readyToPlace(cart: { productId: number; quantity: number }[], payment: 'cod' | 'stripe' | null = 'cod') {
  const who = await world.shopper(cart);
  const checkout = await calls.open(who);
  await calls.update(who, checkout.checkout_id, { delivery_address_id: who.addressId, ...(payment ? { payment_ids: [world.method(payment)] } : {}) });
  return { who, id: checkout.checkout_id };
}

describe('a cash-on-delivery order', () => {
  it('is placed from catalogue prices, split per vendor, takes the stock and empties the cart', async () => {
    const dal = await world.product({ paymentMode: 'pay_on_delivery', sellingPriceMinor: 15_000, stock: 10 });
    const rice = await world.product({ paymentMode: 'pay_on_delivery', vendorId: world.otherVendor.id, sellingPriceMinor: 52_000, stock: 4 });
    const { who, id } = await readyToPlace([
      { productId: dal.id, quantity: 3 },
      { productId: rice.id, quantity: 1 },
    ]);
    const res = await calls.place(who, id);
    expect(res.statusCode).toBe(200);
    const result = placed(res);
    expect(result).toMatchObject({ payment_status: 'Placed', next: { type: 'none' } });
    expect([await stockOf(dal.id), await stockOf(rice.id)]).toEqual([7, 3]);
    expect(await db().select().from(cartItems).where(eq(cartItems.customerId, who.customerId))).toEqual([]);

    const list = body<{ orders: OrderSummary[]; total: number }>(await calls.orders(who)).response_body;
    expect(list.total).toBe(1);
    expect(list.orders[0]).toMatchObject({ order_id: result.order_id, payment_status: 'Placed', total: 970, sub_total: 970 });
    expect(list.orders[0]!.order_items.map((i) => [i.product_id, i.vendor_id, i.quantity, i.line_total, i.status])).toEqual([
      [dal.id, world.vendor.id, 3, 450, 'Received'],
      [rice.id, world.otherVendor.id, 1, 520, 'Received'],
    ]);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, result.order_id));
    expect(payment).toMatchObject({ provider: 'cod', amountMinor: 97_000, currency: 'INR', status: 'Pending' });
  });

  it('refuses what is still missing, naming it, and changes nothing', async () => {
    const dal = await world.product({ paymentMode: 'pay_on_delivery', stock: 10 });
    const who = await world.shopper([{ productId: dal.id, quantity: 1 }]);
    const { checkout_id: id } = await calls.open(who);
    const res = await calls.place(who, id);
    expect([res.statusCode, message(res)]).toEqual([400, 'Choose a delivery address; Choose how to pay, then place the order']);
    expect(await stockOf(dal.id)).toBe(10);
    expect(await db().select().from(orders).where(eq(orders.checkoutId, id))).toEqual([]);
  });
});

describe('once only', () => {
  it('answers the same order for the same Idempotency-Key, and refuses the key for another checkout', async () => {
    const dal = await world.product({ paymentMode: 'pay_on_delivery', stock: 10 });
    const first = await readyToPlace([{ productId: dal.id, quantity: 2 }]);
    const a = placed(await calls.place(first.who, first.id, 'key-once-0001'));
    const again = await calls.place(first.who, first.id, 'key-once-0001');
    expect(placed(again).order_id).toBe(a.order_id);
    expect(await stockOf(dal.id)).toBe(8);
    const second = await calls.open(first.who, { source: 'buy_now', product_id: dal.id, quantity: 1 });
    const reused = await calls.place(first.who, second.checkout_id, 'key-once-0001');
    expect(reused.statusCode).toBe(422);
    const twice = await calls.place(first.who, first.id, 'key-once-0002');
    expect([twice.statusCode, message(twice)]).toEqual([409, `This checkout was already placed as order ${a.order_id}`]);
  });

  it('needs an Idempotency-Key', async () => {
    const dal = await world.product({ paymentMode: 'pay_on_delivery' });
    const { who, id } = await readyToPlace([{ productId: dal.id, quantity: 1 }]);
    expect((await calls.place(who, id, null)).statusCode).toBe(400);
    expect((await calls.place(who, id, 'short')).statusCode).toBe(400);
  });

  it('refuses a checkout placed after its hour, on a fake clock', async () => {
    const dal = await world.product({ paymentMode: 'pay_on_delivery' });
    const clock = fakeClock();
    const { who, id } = await readyToPlace([{ productId: dal.id, quantity: 1 }]);
    clock.advance(60 * 60 - 1);
    // Tokens live 15 minutes: the shopper signs in again within the hour.
    const again = await signInAs(app, { storeRealm: world.realm, customerId: who.customerId });
    clock.advance(1);
    const res = await calls.place(again, id);
    expect([res.statusCode, message(res)]).toEqual([410, 'This checkout has expired; start again from your cart']);
    clock.restore();
  });
});

describe('what the order holds', () => {
  it('refuses more than the stock left, naming the product, and holds nothing', async () => {
    const dal = await world.product({ paymentMode: 'pay_on_delivery', stock: 5 });
    const { who, id } = await readyToPlace([{ productId: dal.id, quantity: 3 }]);
    await db().update(products).set({ stock: 2 }).where(eq(products.id, dal.id));
    const res = await calls.place(who, id);
    expect([res.statusCode, message(res)]).toEqual([409, `Only 2 of ${dal.name} are left in stock; lower the quantity to place the order`]);
    expect(await stockOf(dal.id)).toBe(2);
  });

  it('books the chosen slot, and a full slot refuses the whole order', async () => {
    const cleaning = await world.service(1, { paymentMode: 'pay_on_delivery' });
    const day = addDays(storeNow('Asia/Kolkata').date, 2);
    const book = async () => {
      const who = await world.shopper();
      const checkout = await calls.open(who, { source: 'buy_now', product_id: cleaning.id, quantity: 1, slot: cleaning.slotOn(day) });
      await calls.update(who, checkout.checkout_id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
      return calls.place(who, checkout.checkout_id);
    };
    expect((await book()).statusCode).toBe(200);
    const full = await book();
    expect([full.statusCode, message(full)]).toEqual([409, 'This time slot is full; please choose another']);
    const scheduleId = Number(cleaning.slotOn(day).split('@')[0]);
    const [row] = await db()
      .select()
      .from(slotBookings)
      .where(and(eq(slotBookings.scheduleId, scheduleId), eq(slotBookings.day, day)));
    expect(row!.booked).toBe(1);
  });

  it('uses the coupon once and records its discount on the lines', async () => {
    const dal = await world.product({ paymentMode: 'pay_on_delivery', sellingPriceMinor: 20_000 });
    const coupon = await world.coupon({ kind: 'fixed', value: 5_000, maxUses: 10 });
    const { who, id } = await readyToPlace([{ productId: dal.id, quantity: 2 }]);
    await calls.update(who, id, { coupon_code: coupon.code });
    const { order_id: orderId } = placed(await calls.place(who, id));
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ discountMinor: 5_000, totalMinor: 35_000, couponCode: coupon.code });
    expect((await db().select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon.id)))[0]!.uses).toBe(1);
    expect((await db().select({ c: orderItems.couponDiscountMinor }).from(orderItems).where(eq(orderItems.orderId, orderId)))[0]!.c).toBe(5_000);
    // The same shopper may use it once.
    const next = await calls.open(who, { source: 'buy_now', product_id: dal.id, quantity: 1 });
    expect(message(await calls.put(who, next.checkout_id, { coupon_code: coupon.code }))).toBe(`You have already used coupon ${coupon.code}`);
  });
});

describe('before a gateway is asked', () => {
  it('says at once what a provider needs from the customer, and writes no order', async () => {
    const lamp = await world.product({ stock: 5 });
    const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
    await db().update(customers).set({ email: null }).where(eq(customers.id, who.customerId));
    const { checkout_id: id } = await calls.open(who);
    await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('amazon_pay')] });
    const res = await calls.place(who, id);
    expect([res.statusCode, message(res)]).toEqual([
      400,
      'Amazon Payment Services needs an email address: add one to your profile, or choose another way to pay',
    ]);
    expect(await db().select().from(orders).where(eq(orders.checkoutId, id))).toEqual([]);
    expect(await stockOf(lamp.id)).toBe(5);
  });
});

describe('orders with nothing to pay', () => {
  it('places a free order without a payment, and a request-only one without steps', async () => {
    const sample = await world.product({ sellingPriceMinor: 0, stock: 3 });
    const free = await readyToPlace([{ productId: sample.id, quantity: 1 }], null);
    const freeOrder = placed(await calls.place(free.who, free.id));
    expect(freeOrder).toMatchObject({ payment_status: 'Placed', next: { type: 'none' } });
    expect(await db().select().from(payments).where(eq(payments.orderId, freeOrder.order_id))).toEqual([]);
    expect(await stockOf(sample.id)).toBe(2);

    const quote = await world.product({ orderFlow: 'request_based', stock: 3 });
    const who = await world.shopper([{ productId: quote.id, quantity: 2 }]);
    const { checkout_id: id } = await calls.open(who);
    const request = placed(await calls.place(who, id));
    expect(request.payment_status).toBe('Placed');
    // A request holds no stock: the vendor answers it first.
    expect(await stockOf(quote.id)).toBe(3);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, request.order_id));
    expect(item).toMatchObject({ itemType: 'request_item', quantity: 2 });
  });
});

describe('the order list', () => {
  it("shows the customer's own orders only, newest first, by page and status", async () => {
    const dal = await world.product({ paymentMode: 'pay_on_delivery' });
    const first = await readyToPlace([{ productId: dal.id, quantity: 1 }]);
    await calls.place(first.who, first.id);
    const second = await calls.open(first.who, { source: 'buy_now', product_id: dal.id, quantity: 2 });
    await calls.update(first.who, second.checkout_id, { delivery_address_id: first.who.addressId, payment_ids: [world.method('cod')] });
    const latest = placed(await calls.place(first.who, second.checkout_id));
    const page = body<{ orders: OrderSummary[]; total: number }>(await calls.orders(first.who, '?page-limit=1&page-number=1')).response_body;
    expect(page).toMatchObject({ total: 2, orders: [{ order_id: latest.order_id }] });
    expect(body<{ total: number }>(await calls.orders(first.who, '?status=Failed')).response_body.total).toBe(0);
    const stranger = await world.shopper();
    expect(body<{ total: number }>(await calls.orders(stranger)).response_body.total).toBe(0);
    expect((await calls.orders(undefined)).statusCode).toBe(401);
    expect((await calls.orders(first.who, '?page-limit=0')).statusCode).toBe(400);
  });
});
