import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '@bazaar/contracts';
import { products } from '../../db/schema';
import { signInAsNew } from '../../test/auth-helpers';
import { body, type TestApp } from '../../test/test-app';
import { addDays, storeNow } from '../delivery/store-clock';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from './checkout-test-kit';

/** Making, reading and changing a checkout (issue #11): prices from the catalogue, the shopper's own only. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const message = (res: { body: string }) => body(res as never).response_message;
const tomorrow = () => addDays(storeNow('Asia/Kolkata').date, 1);

describe('making a checkout', () => {
  it('from the cart: every line with its catalogue price, grouped totals and 3 steps', async () => {
    const tea = await world.product({ priceMinor: 50_000, sellingPriceMinor: 40_000 });
    const pan = await world.product({ vendorId: world.otherVendor.id, priceMinor: 120_000, sellingPriceMinor: 120_000 });
    const who = await world.shopper([
      { productId: tea.id, quantity: 2 },
      { productId: pan.id, quantity: 1 },
    ]);
    const res = await calls.create(who);
    expect(res.statusCode).toBe(201);
    const checkout = body<Checkout>(res).response_body;
    expect(checkout.checkoutItems.map((i) => [i.product_id, i.quantity, i.final_price, i.line_total, i.item_type])).toEqual([
      [tea.id, 2, 400, 800, 'standard_item'],
      [pan.id, 1, 1200, 1200, 'standard_item'],
    ]);
    expect(checkout.orderDetails).toMatchObject({ mrp_total: 2200, product_discount: 200, sub_total: 2000, discount: 0, total: 2000, is_free: false });
    expect(checkout.steps).toEqual({ activeStep: 1, numberOfSteps: 3 });
    expect(checkout.paymentTypeRestrictions).toEqual({ online_payment: true, pay_on_delivery: false });
    expect(checkout.payment_methods.map((m) => [m.provider, m.is_payment_gateway, m.payment_type])).toEqual([
      ['cod', false, 'COD'],
      ['cashfree', true, 'ONLINE'],
      ['stripe', true, 'ONLINE'],
      ['amazon_pay', true, 'ONLINE'],
    ]);
    expect(checkout.missing).toEqual(['delivery_address', 'payment']);
  });

  it('from a product bought now, with its slot', async () => {
    const cleaning = await world.service(3);
    const who = await world.shopper();
    const day = tomorrow();
    const checkout = await calls.open(who, { source: 'buy_now', product_id: cleaning.id, quantity: 1, slot: cleaning.slotOn(day) });
    expect(checkout.checkoutItems).toMatchObject([
      { product_id: cleaning.id, slot_required: true, slot: { slot_id: cleaning.slotOn(day), date: day, start_time: '09:00', end_time: '10:00' } },
    ]);
  });

  it('refuses an empty cart, a product sold by enquiry, too many, and an unknown product, each saying why', async () => {
    const who = await world.shopper();
    expect([(await calls.create(who)).statusCode, message(await calls.create(who))]).toEqual([
      400,
      'Your cart is empty; add something to it before checking out',
    ]);
    const enquiry = await world.product({ orderFlow: 'enquiry_based' });
    const res = await calls.create(who, { source: 'buy_now', product_id: enquiry.id, quantity: 1 });
    expect(res.statusCode).toBe(409);
    const few = await world.product({ stock: 2 });
    expect(message(await calls.create(who, { source: 'buy_now', product_id: few.id, quantity: 3 }))).toBe(`Only 2 of ${few.name} left in stock`);
    expect((await calls.create(who, { source: 'buy_now', product_id: 99_999_999, quantity: 1 })).statusCode).toBe(404);
    expect((await calls.create(who, { source: 'buy_now', product_id: few.id, quantity: 0 })).statusCode).toBe(400);
    expect((await calls.create(who, { source: 'elsewhere' })).statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    expect((await calls.create(undefined)).statusCode).toBe(401);
  });
});

describe('reading a checkout', () => {
  it('prices it again from the catalogue each time', async () => {
    const lamp = await world.product({ priceMinor: 30_000, sellingPriceMinor: 25_000 });
    const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
    const { checkout_id: id } = await calls.open(who);
    await app.database.db.update(products).set({ sellingPriceMinor: 20_000 }).where(eq(products.id, lamp.id));
    expect(body<Checkout>(await calls.get(who, id)).response_body.orderDetails.total).toBe(200);
  });

  it("is the customer's own: another customer, another store and a guest are refused", async () => {
    const lamp = await world.product();
    const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
    const { checkout_id: id } = await calls.open(who);
    const stranger = await world.shopper();
    const elsewhere = await signInAsNew(app, { storeRealm: 'demo' });
    for (const other of [stranger, elsewhere]) {
      expect((await calls.get(other, id)).statusCode).toBe(404);
      expect((await calls.put(other, id, { coupon_code: null })).statusCode).toBe(404);
      expect((await calls.place(other, id)).statusCode).toBe(404);
    }
    expect((await calls.get(undefined, id)).statusCode).toBe(401);
    expect((await calls.get(who, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('changing a checkout', () => {
  it('takes the addresses from the address book only', async () => {
    const lamp = await world.product();
    const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
    const stranger = await world.shopper();
    const { checkout_id: id } = await calls.open(who);
    expect((await calls.put(who, id, { delivery_address_id: stranger.addressId })).statusCode).toBe(404);
    const checkout = await calls.update(who, id, { delivery_address_id: who.addressId });
    expect(checkout).toMatchObject({ delivery_address_id: who.addressId, billing_address_id: null, missing: ['payment'] });
    expect((await calls.put(who, id, {})).statusCode).toBe(400);
  });

  it('offers one gateway at most and cash on delivery once, from the store only', async () => {
    const lamp = await world.product();
    const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
    const { checkout_id: id } = await calls.open(who);
    expect(message(await calls.put(who, id, { payment_ids: [world.method('stripe'), world.method('cashfree')] }))).toBe(
      'Choose one online payment method only',
    );
    expect(message(await calls.put(who, id, { payment_ids: [world.method('cod'), world.method('cod')] }))).toBe('payment_ids names the same method twice');
    expect((await calls.put(who, id, { payment_ids: [987_654] })).statusCode).toBe(400);
    const checkout = await calls.update(who, id, { payment_ids: [world.method('stripe')] });
    expect(checkout).toMatchObject({ payment_ids: [world.method('stripe')], isPaymentSelectionSatisfied: true });
    // The online lines ask for a gateway only: cash on delivery besides it is not satisfied (§5).
    expect(await calls.update(who, id, { payment_ids: [world.method('stripe'), world.method('cod')] })).toMatchObject({ isPaymentSelectionSatisfied: false });
  });

  it('needs cash on delivery and a gateway for an order with both kinds of lines', async () => {
    const online = await world.product({ sellingPriceMinor: 30_000 });
    const cash = await world.product({ paymentMode: 'pay_on_delivery', sellingPriceMinor: 10_000 });
    const who = await world.shopper([
      { productId: online.id, quantity: 1 },
      { productId: cash.id, quantity: 1 },
    ]);
    const { checkout_id: id, orderDetails, paymentTypeRestrictions } = await calls.open(who);
    expect(paymentTypeRestrictions).toEqual({ online_payment: true, pay_on_delivery: true });
    expect(orderDetails).toMatchObject({ online_amount: 300, pay_on_delivery_amount: 100, total: 400 });
    expect(await calls.update(who, id, { payment_ids: [world.method('cashfree')] })).toMatchObject({ isPaymentSelectionSatisfied: false });
    expect(await calls.update(who, id, { payment_ids: [world.method('cashfree'), world.method('cod')] })).toMatchObject({ isPaymentSelectionSatisfied: true });
  });

  it('books nothing when a slot is chosen, but refuses a full one or one of another product', async () => {
    const cleaning = await world.service(1);
    const other = await world.service(1);
    const who = await world.shopper([{ productId: cleaning.id, quantity: 1 }]);
    const checkout = await calls.open(who);
    const itemId = checkout.checkoutItems[0]!.checkout_item_id;
    expect(checkout.missing).toContain('slot');
    expect((await calls.put(who, checkout.checkout_id, { slots: [{ checkout_item_id: itemId, slot: other.slotOn(tomorrow()) }] })).statusCode).toBe(404);
    const chosen = await calls.update(who, checkout.checkout_id, { slots: [{ checkout_item_id: itemId, slot: cleaning.slotOn(tomorrow()) }] });
    expect(chosen.checkoutItems[0]!.slot?.date).toBe(tomorrow());
    expect(chosen.missing).not.toContain('slot');
    expect((await calls.put(who, checkout.checkout_id, { slots: [{ checkout_item_id: 1, slot: cleaning.slotOn(tomorrow()) }] })).statusCode).toBe(404);
  });
});

describe('coupons at checkout', () => {
  it('applies a percentage, and null takes it off', async () => {
    const lamp = await world.product({ sellingPriceMinor: 80_000 });
    const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
    const coupon = await world.coupon({ value: 15 });
    const { checkout_id: id } = await calls.open(who);
    const applied = await calls.update(who, id, { coupon_code: coupon.code.toLowerCase() });
    expect(applied.coupon).toEqual({ couponCode: coupon.code, discount: 120, products: [lamp.id] });
    expect(applied.orderDetails).toMatchObject({ discount: 120, total: 680 });
    expect((await calls.update(who, id, { coupon_code: null })).coupon).toBeNull();
  });

  it('says why a coupon does not apply: unknown, expired, used up, below its minimum, another vendor’s', async () => {
    const lamp = await world.product({ sellingPriceMinor: 40_000 });
    const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
    const { checkout_id: id } = await calls.open(who);
    const expired = await world.coupon({ expiresAt: new Date(Date.now() - 1000) });
    const usedUp = await world.coupon({ maxUses: 2, uses: 2 });
    const big = await world.coupon({ minOrderMinor: 50_000 });
    const vendors = await world.coupon({ vendorId: world.otherVendor.id });
    const tries = [
      ['NOSUCHCODE', 404, 'There is no coupon NOSUCHCODE; check the code and try again'],
      [expired.code, 400, `Coupon ${expired.code} has expired`],
      [usedUp.code, 409, `Coupon ${usedUp.code} has been used up`],
      [big.code, 400, `Coupon ${big.code} needs an order of at least ₹500.00`],
      [vendors.code, 400, `Coupon ${vendors.code} does not apply to anything in this order`],
    ] as const;
    for (const [code, status, text] of tries) {
      const res = await calls.put(who, id, { coupon_code: code });
      expect([res.statusCode, message(res)], code).toEqual([status, text]);
    }
    expect((await calls.put(who, id, { coupon_code: 'bad code!' })).statusCode).toBe(400);
    expect(body<Checkout>(await calls.get(who, id)).response_body.coupon).toBeNull();
  });

  it('drops the payment step and the chosen payment when a coupon makes the order free (§4)', async () => {
    const course = await world.product({ productType: 'Digital', sellingPriceMinor: 30_000 });
    const who = await world.shopper([{ productId: course.id, quantity: 1 }]);
    const free = await world.coupon({ kind: 'fixed', value: 100_000 });
    const { checkout_id: id } = await calls.open(who);
    await calls.update(who, id, { payment_ids: [world.method('stripe')] });
    const checkout = await calls.update(who, id, { coupon_code: free.code });
    expect(checkout).toMatchObject({ payment_ids: [], steps: { numberOfSteps: 2 }, isPaymentSelectionSatisfied: true });
    expect(checkout.orderDetails).toMatchObject({ total: 0, is_free: true });
  });
});

describe('steps (§4, §9)', () => {
  it('has 2 steps when every item is free, and 0 when every item is a request', async () => {
    const sample = await world.product({ sellingPriceMinor: 0 });
    const who = await world.shopper([{ productId: sample.id, quantity: 1 }]);
    expect((await calls.open(who)).steps).toEqual({ activeStep: 1, numberOfSteps: 2 });
    const quote = await world.product({ orderFlow: 'request_based' });
    const other = await world.shopper([{ productId: quote.id, quantity: 1 }]);
    const checkout = await calls.open(other);
    expect(checkout).toMatchObject({ steps: { activeStep: 0, numberOfSteps: 0 }, checkoutHasOnlyReqBasedProducts: true, missing: [] });
  });
});
