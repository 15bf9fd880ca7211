import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '@bazaar/contracts';
import { cartItems, enquiries, offers, products } from '../../db/schema';
import { fakeClock } from '../../test/clock';
import { createCatalogue } from '../../test/catalogue-factory';
import { signInAsNew } from '../../test/auth-helpers';
import { hoursFrom, offerKit, refusal } from '../../test/offer-kit';
import type { TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';

/** Issue #13: POST /cfs/rest/v3/enquiry-offers/{offerId}/accept puts the offer in the cart as its own line. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const kit = offerKit(
  () => app,
  () => world,
  () => calls,
);
let clock: ReturnType<typeof fakeClock> | undefined;
afterEach(() => clock?.restore());

const put = (who: { headers: Record<string, string> }, lineId: number, quantity: number) =>
  app.inject({ method: 'PUT', url: `/cfs/rest/v3/customer-cart/${lineId}`, headers: who.headers, payload: { cart_quantity: quantity } });
const addToCart = (who: { headers: Record<string, string> }, product: number, quantity = 1) =>
  app.inject({ method: 'POST', url: '/cfs/rest/v3/customer-cart', headers: who.headers, payload: { customer_cart: [{ product, cart_quantity: quantity }] } });

describe('accepting an offer', () => {
  it("puts it in the cart as its product's line at the offer's price and quantity, whatever the catalogue says", async () => {
    const { customer, vendor, product, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { unit_price: 1250.5, quantity: 3 });
    const accepted = await kit.accepted(customer, offer.id);
    expect(accepted.offer).toMatchObject({ id: offer.id, status: 'accepted' });
    const cart = await kit.cart(customer);
    expect(cart.Products).toEqual([
      expect.objectContaining({
        id: accepted.cart_item_id,
        product_id: product.id,
        product_price: 1250.5,
        final_price: 1250.5,
        quantity: 3,
        max_quantity: 3,
        discount_details: '',
        price_visibility: true,
        order_flow: 'enquiry_based',
        offer_id: offer.id,
      }),
    ]);
    expect((await kit.offersOf(vendor, enquiryId, 'vms'))[0]!.status).toBe('accepted');
  });

  it('accepts again without a second line, and puts the line back after the customer removed it', async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId);
    const first = await kit.accepted(customer, offer.id);
    expect((await kit.accepted(customer, offer.id)).cart_item_id).toBe(first.cart_item_id);
    await app.inject({ method: 'DELETE', url: `/cfs/rest/v3/customer-cart/${first.cart_item_id}`, headers: customer.headers });
    expect((await kit.cart(customer)).Products).toEqual([]);
    await kit.accepted(customer, offer.id);
    expect((await kit.cart(customer)).Products.map((l) => l.offer_id)).toEqual([offer.id]);
  });

  it('replaces the line of an earlier offer for the same product: the cart keeps one line per product', async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    const first = await kit.made(vendor, enquiryId, { unit_price: 900, quantity: 2 });
    await kit.accepted(customer, first.id);
    const second = await kit.made(vendor, enquiryId, { unit_price: 850, quantity: 4 });
    await kit.accepted(customer, second.id);
    expect((await kit.cart(customer)).Products.map((l) => [l.offer_id, l.final_price, l.quantity])).toEqual([[second.id, 850, 4]]);
  });

  it('refuses an offer that would make a 101st product in the cart, and takes it in place of a line of its product', async () => {
    const { customer, vendor, product, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { quantity: 2 });
    const others = await app.database.db
      .insert(products)
      .values(
        Array.from({ length: CART_LINES_MAX }, (_, i) => ({
          ...world.refs,
          name: `Filler ${enquiryId}-${i}`,
          slug: `filler-${enquiryId}-${i}`,
          productType: 'Physical' as const,
          priceMinor: 100,
          sellingPriceMinor: 100,
          stock: 5,
        })),
      )
      .returning({ id: products.id });
    const fill = (ids: number[]) =>
      app.database.db.insert(cartItems).values(ids.map((productId) => ({ storeId: world.store.id, customerId: customer.customerId, productId, quantity: 1 })));
    await fill(others.map((p) => p.id));
    expect(refusal(await kit.accept(customer, offer.id))).toEqual([
      422,
      `A cart can hold up to ${CART_LINES_MAX} different products. Remove some before adding more.`,
    ]);
    expect((await app.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.status).toBe('open');
    // With its own product already among the hundred, the offer takes that line's place.
    await app.database.db.delete(cartItems).where(eq(cartItems.productId, others[0]!.id));
    await fill([product.id]);
    expect((await kit.accept(customer, offer.id)).statusCode).toBe(200);
    const lines = await app.database.db.select().from(cartItems).where(eq(cartItems.customerId, customer.customerId));
    expect(lines).toHaveLength(CART_LINES_MAX);
    expect(lines.find((l) => l.productId === product.id)).toMatchObject({ offerId: offer.id, quantity: 2 });
  });

  it("keeps the offer's quantity fixed in the cart", async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    const { cart_item_id: lineId } = await kit.accepted(customer, (await kit.made(vendor, enquiryId, { quantity: 3 })).id);
    for (const quantity of [2, 3, 4]) {
      expect(refusal(await put(customer, lineId, quantity))).toEqual([
        409,
        "This line is a vendor's offer: its quantity is fixed. Remove the line to drop the offer",
      ]);
    }
    expect((await kit.cart(customer)).Products[0]!.quantity).toBe(3);
  });

  it("holds the cart's copy to the offer row in the database: another price, quantity or customer is refused", async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { unit_price: 900, quantity: 2 });
    const { cart_item_id: lineId } = await kit.accepted(customer, offer.id);
    const db = app.database.db;
    await expect(db.update(cartItems).set({ offerUnitPriceMinor: 1 }).where(eq(cartItems.id, lineId))).rejects.toThrow();
    await expect(db.update(cartItems).set({ quantity: 1 }).where(eq(cartItems.id, lineId))).rejects.toThrow();
    const other = await world.shopper();
    await expect(db.update(cartItems).set({ customerId: other.customerId }).where(eq(cartItems.id, lineId))).rejects.toThrow();
    await expect(db.update(cartItems).set({ offerId: null }).where(eq(cartItems.id, lineId))).rejects.toThrow();
  });

  it.each([
    ['expired', 'This offer has expired; ask the vendor for a new one in the enquiry chat'],
    ['withdrawn', 'The vendor withdrew this offer; look at the enquiry for their latest one'],
  ])('refuses an offer %s with 409 and leaves the cart alone', async (how, message) => {
    clock = fakeClock();
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { valid_until: hoursFrom(0.1) });
    if (how === 'expired') clock.advance(6 * 60);
    else await kit.withdraw(vendor, enquiryId, offer.id);
    expect(refusal(await kit.accept(customer, offer.id))).toEqual([409, message]);
    expect((await kit.cart(customer)).Products).toEqual([]);
  });

  it('takes an offer up to the millisecond before it expires', async () => {
    clock = fakeClock();
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { valid_until: hoursFrom(0.1) });
    clock.advanceMs(6 * 60 * 1000 - 1);
    expect((await kit.accepted(customer, offer.id)).offer.status).toBe('accepted');
  });

  it('refuses an ordered offer with 409 naming the order', async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId);
    await kit.accepted(customer, offer.id);
    const orderId = (JSON.parse((await kit.checkOut(customer)).body) as { response_body: { order_id: number } }).response_body.order_id;
    expect(refusal(await kit.accept(customer, offer.id))).toEqual([409, `This offer was already ordered (order ${orderId})`]);
  });

  it('refuses an offer whose enquiry was closed or rejected meanwhile, and one whose product went off sale', async () => {
    for (const status of [3, 4]) {
      const { customer, vendor, enquiryId } = await kit.deal();
      const offer = await kit.made(vendor, enquiryId);
      await app.database.db.update(enquiries).set({ status }).where(eq(enquiries.id, enquiryId));
      expect(refusal(await kit.accept(customer, offer.id))).toEqual([
        409,
        `This enquiry is ${status === 3 ? 'Closed' : 'Rejected'}; its offers can no longer be accepted`,
      ]);
    }
    const { customer, vendor, product, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId);
    await app.database.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(refusal(await kit.accept(customer, offer.id))).toEqual([409, 'This product is no longer sold, so the offer cannot be bought']);
    const [row] = await app.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.status).toBe('open');
  });

  it("answers another customer's, another store's customer and an unknown offer with 404; a vendor token or none with 401", async () => {
    const { vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId);
    const other = await world.shopper();
    const elsewhere = await createCatalogue(app.database.db, { numberToBasic: 100 });
    const stranger = await signInAsNew(app, { storeRealm: elsewhere.realm });
    expect(refusal(await kit.accept(other, offer.id))).toEqual([404, 'There is no such offer']);
    expect(refusal(await kit.accept(stranger, offer.id))).toEqual([404, 'There is no such offer']);
    expect(refusal(await kit.accept(other, 999_999_999))).toEqual([404, 'There is no such offer']);
    expect(refusal(await kit.accept(other, 0))[0]).toBe(400);
    expect((await kit.accept(vendor, offer.id)).statusCode).toBe(401);
    expect((await kit.accept(undefined, offer.id)).statusCode).toBe(401);
    expect((await kit.offersOf(vendor, enquiryId, 'vms'))[0]!.status).toBe('open');
  });
});

describe('an enquiry-based product outside an offer', () => {
  it('still cannot be added to the cart or bought now, with or without an offer on it', async () => {
    const { customer, vendor, product, enquiryId } = await kit.deal();
    await kit.accepted(customer, (await kit.made(vendor, enquiryId)).id);
    expect(refusal(await addToCart(customer, product.id))).toEqual([
      409,
      `${product.name} is sold by enquiry; send the vendor an enquiry instead of adding it to the cart`,
    ]);
    expect((await kit.cart(customer)).Products.map((l) => l.offer_id)).not.toContain(null);
    const buyNow = await calls.create(customer, { source: 'buy_now', product_id: product.id, quantity: 1 });
    expect(refusal(buyNow)).toEqual([409, `${product.name} is sold by enquiry; send the vendor an enquiry instead`]);
  });

  it('turns an offer line into a plain line when the product is sold in the catalogue again', async () => {
    const { customer, vendor, product, enquiryId } = await kit.deal();
    await kit.accepted(customer, (await kit.made(vendor, enquiryId, { quantity: 3, unit_price: 10 })).id);
    await app.database.db.update(products).set({ orderFlow: 'checkout_based', priceVisibility: true }).where(eq(products.id, product.id));
    expect((await addToCart(customer, product.id, 2)).statusCode).toBe(200);
    expect((await kit.cart(customer)).Products.map((l) => [l.offer_id, l.quantity, l.final_price])).toEqual([[null, 2, 2000]]);
  });
});
