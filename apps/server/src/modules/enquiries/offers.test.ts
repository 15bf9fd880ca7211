import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiries, offers } from '../../db/schema';
import { fakeClock } from '../../test/clock';
import { createCatalogue } from '../../test/catalogue-factory';
import { hoursFrom, offerKit, refusal } from '../../test/offer-kit';
import { OFFER_LIMIT } from './offer.service';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';

/** Issue #13: a vendor makes offers on its enquiries (POST /vms/…/offers) and both sides list them (GET …/enquiry-offers). */

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

const DAY_MS = 24 * 60 * 60 * 1000;

let elsewhere: Awaited<ReturnType<typeof createCatalogue>> | undefined;
/** Another vendor of the same store, and a vendor of another store. */
async function outsiders() {
  elsewhere ??= await createCatalogue(app.database.db, { numberToBasic: 100 });
  return {
    rival: await kit.vendorUser(world.otherVendor.id),
    stranger: await kit.vendorUser(elsewhere.refs.vendorId, { id: elsewhere.store.id, realm: elsewhere.realm }),
  };
}
const enquiryStatus = async (id: number) => (await app.database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!.status;

describe('making an offer', () => {
  it('answers the offer in the main unit, moves an Open enquiry to In progress and lists it for both sides', async () => {
    const { customer, vendor, product, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { unit_price: 1250.5, quantity: 3 });
    expect(offer).toMatchObject({
      enquiry_id: enquiryId,
      product_id: product.id,
      product_name: product.name,
      unit_price: 1250.5,
      quantity: 3,
      total: 3751.5,
      currency: { symbol: '₹', iso_code: 'INR', number_to_basic: 100 },
      status: 'open',
      order_id: null,
    });
    const [row] = await app.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ unitPriceMinor: 125_050, customerId: customer.customerId, vendorId: product.vendorId, createdBy: vendor.user.id });
    expect(await enquiryStatus(enquiryId)).toBe(2);
    expect(await kit.offersOf(customer, enquiryId)).toEqual([offer]);
    expect(await kit.offersOf(vendor, enquiryId, 'vms')).toEqual([offer]);
  });

  it('withdraws the open offer before it: one live offer, newest first', async () => {
    const { customer, vendor, enquiryId } = await kit.deal({ status: 2 });
    const first = await kit.made(vendor, enquiryId, { unit_price: 900 });
    const second = await kit.made(vendor, enquiryId, { unit_price: 850 });
    expect((await kit.offersOf(customer, enquiryId)).map((o) => [o.id, o.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'withdrawn'],
    ]);
    expect(await enquiryStatus(enquiryId)).toBe(2);
  });

  it('keeps one live offer per enquiry in the database itself', async () => {
    const { vendor, enquiryId } = await kit.deal();
    const live = await kit.made(vendor, enquiryId);
    const [row] = await app.database.db.select().from(offers).where(eq(offers.id, live.id));
    const { id: _id, ...copy } = row!;
    await expect(app.database.db.insert(offers).values(copy)).rejects.toThrow();
  });

  it.each([
    [{ unit_price: 0 }, 'unit_price must be more than 0'],
    [{ unit_price: -5 }, 'unit_price must be more than 0'],
    [{ unit_price: 500_000.01 }, 'unit_price must be at most 500000'],
    [{ unit_price: '1250' }, 'unit_price must be a number'],
    [{ unit_price: 19.999 }, "unit_price may have at most 2 decimals in this store's currency"],
    [{ quantity: 0 }, 'quantity must be at least 1'],
    [{ quantity: 1.5 }, 'quantity must be a whole number'],
    [{ quantity: 11 }, 'quantity must be at most 10'],
    [{ valid_until: '2026-12-01' }, 'valid_until must be a date and time with its zone'],
    [{ valid_until: 'tomorrow' }, 'valid_until must be a date and time with its zone'],
  ])('refuses %o with 400', async (change, message) => {
    const { vendor, enquiryId } = await kit.deal();
    const res = await kit.make(vendor, enquiryId, { unit_price: 1000, quantity: 2, valid_until: hoursFrom(24), ...change });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(message);
    expect(await kit.offersOf(vendor, enquiryId, 'vms')).toEqual([]);
    expect(await enquiryStatus(enquiryId)).toBe(1);
  });

  it('takes a price of 19.99 as 1999 paise exactly', async () => {
    const { vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { unit_price: 19.99, quantity: 3 });
    expect([offer.unit_price, offer.total]).toEqual([19.99, 59.97]);
  });

  it('takes valid_until up to exactly 30 days ahead, and not a millisecond more or the present', async () => {
    clock = fakeClock();
    const { vendor, enquiryId } = await kit.deal();
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    expect(refusal(await kit.make(vendor, enquiryId, { unit_price: 10, quantity: 1, valid_until: at(30 * DAY_MS + 1) }))).toEqual([
      400,
      'valid_until must be at most 30 days ahead',
    ]);
    expect(refusal(await kit.make(vendor, enquiryId, { unit_price: 10, quantity: 1, valid_until: at(0) }))).toEqual([400, 'valid_until must be in the future']);
    expect(refusal(await kit.make(vendor, enquiryId, { unit_price: 10, quantity: 1, valid_until: at(-1) }))).toEqual([
      400,
      'valid_until must be in the future',
    ]);
    expect((await kit.made(vendor, enquiryId, { unit_price: 10, quantity: 1, valid_until: at(1) })).status).toBe('open');
    // The same instant written in India's time: the zone is read, not dropped.
    const end = new Date(Date.now() + 30 * DAY_MS);
    const inIndia = new Date(end.getTime() + 330 * 60_000).toISOString().replace('Z', '+05:30');
    const longest = await kit.made(vendor, enquiryId, { unit_price: 10, quantity: 1, valid_until: inIndia });
    expect(longest.valid_until).toBe(end.toISOString());
  });

  it("refuses more than the product's stock with 409, and the product's own limit with 400", async () => {
    const { vendor, enquiryId } = await kit.deal({ product: { stock: 4, maxPerOrder: 6 } });
    expect(refusal(await kit.make(vendor, enquiryId, { unit_price: 10, quantity: 7, valid_until: hoursFrom(2) }))[0]).toBe(400);
    expect(refusal(await kit.make(vendor, enquiryId, { unit_price: 10, quantity: 5, valid_until: hoursFrom(2) }))).toEqual([
      409,
      expect.stringMatching(/^Only 4 of .* are in stock; offer at most that many$/),
    ]);
    expect((await kit.made(vendor, enquiryId, { quantity: 4 })).quantity).toBe(4);
  });

  it('refuses a total past what an order may hold', async () => {
    const { vendor, enquiryId } = await kit.deal({ product: { maxPerOrder: 999, stock: 999 } });
    expect(refusal(await kit.make(vendor, enquiryId, { unit_price: 500_000, quantity: 21, valid_until: hoursFrom(2) }))).toEqual([
      400,
      'unit_price × quantity is more than one offer may come to; make it smaller',
    ]);
    expect((await kit.made(vendor, enquiryId, { unit_price: 500_000, quantity: 20 })).total).toBe(10_000_000);
  });

  it.each([3, 4])('refuses an enquiry in status %i with 409, naming it', async (status) => {
    const { vendor, enquiryId } = await kit.deal({ status });
    expect(refusal(await kit.make(vendor, enquiryId, { unit_price: 10, quantity: 1, valid_until: hoursFrom(2) }))).toEqual([
      409,
      `This enquiry is ${status === 3 ? 'Closed' : 'Rejected'}; it takes no new offers`,
    ]);
  });

  it('refuses a product taken off sale with 409', async () => {
    const { vendor, enquiryId } = await kit.deal({ product: { isActive: false } });
    expect(refusal(await kit.make(vendor, enquiryId, { unit_price: 10, quantity: 1, valid_until: hoursFrom(2) }))).toEqual([
      409,
      'The product of this enquiry is no longer sold, so it cannot be offered',
    ]);
  });

  it('takes 10 offers an hour on one enquiry, then answers 429 with Retry-After until the hour has passed', async () => {
    clock = fakeClock();
    const { vendor, enquiryId } = await kit.deal();
    for (let i = 0; i < OFFER_LIMIT.limit; i += 1) await kit.made(vendor, enquiryId, { unit_price: 100 + i, valid_until: hoursFrom(2) });
    const refused = await kit.make(vendor, enquiryId, { unit_price: 99, quantity: 1, valid_until: hoursFrom(2) });
    expect(refusal(refused)).toEqual([429, 'This enquiry has had many offers this hour; try again in 60 minutes']);
    expect(refused.headers['retry-after']).toBe('3600');
    clock.advance(60 * 60 - 1);
    expect((await kit.make(vendor, enquiryId, { unit_price: 99, quantity: 1, valid_until: hoursFrom(2) })).statusCode).toBe(429);
    clock.advance(1);
    expect((await kit.made(vendor, enquiryId, { unit_price: 99, valid_until: hoursFrom(2) })).unit_price).toBe(99);
    // Another enquiry of the same vendor has its own count.
    const other = await kit.deal();
    expect((await kit.made(vendor, other.enquiryId)).status).toBe('open');
  });

  it("answers another vendor, another store's vendor and an unknown enquiry with the same 404; a customer token or none with 401", async () => {
    const { customer, enquiryId } = await kit.deal();
    const payload = { unit_price: 10, quantity: 1, valid_until: hoursFrom(2) };
    const { rival, stranger } = await outsiders();
    for (const who of [rival, stranger]) expect(refusal(await kit.make(who, enquiryId, payload))).toEqual([404, 'There is no such enquiry']);
    expect(refusal(await kit.make(rival, 999_999_999, payload))).toEqual([404, 'There is no such enquiry']);
    expect((await kit.make(customer, enquiryId, payload)).statusCode).toBe(401);
    expect((await kit.make(undefined, enquiryId, payload)).statusCode).toBe(401);
    expect(await enquiryStatus(enquiryId)).toBe(1);
  });
});

describe('listing offers', () => {
  it('shows open and accepted offers expired from valid_until on, exactly', async () => {
    clock = fakeClock();
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { valid_until: hoursFrom(0.1) });
    clock.advanceMs(6 * 60 * 1000 - 1);
    expect((await kit.offersOf(customer, enquiryId))[0]!.status).toBe('open');
    clock.advanceMs(1);
    expect((await kit.offersOf(customer, enquiryId))[0]!.status).toBe('expired');
    expect((await kit.offersOf(vendor, enquiryId, 'vms'))[0]).toMatchObject({ id: offer.id, status: 'expired' });
  });

  it('shows a stale offer replaced after it expired as expired, not withdrawn', async () => {
    clock = fakeClock();
    const { customer, vendor, enquiryId } = await kit.deal();
    const stale = await kit.made(vendor, enquiryId, { valid_until: hoursFrom(0.1) });
    clock.advance(6 * 60);
    await kit.made(vendor, enquiryId);
    expect((await kit.offersOf(customer, enquiryId)).find((o) => o.id === stale.id)!.status).toBe('expired');
  });

  it("answers another customer's, another vendor's, another store's and an unknown enquiry with 404; bad ids with 400", async () => {
    const { vendor, enquiryId } = await kit.deal();
    await kit.made(vendor, enquiryId);
    const other = await world.shopper();
    const { rival, stranger } = await outsiders();
    expect(refusal(await kit.list(other, enquiryId))).toEqual([404, 'There is no such enquiry']);
    expect(refusal(await kit.list(rival, enquiryId, 'vms'))).toEqual([404, 'There is no such enquiry']);
    expect(refusal(await kit.list(stranger, enquiryId, 'vms'))).toEqual([404, 'There is no such enquiry']);
    expect(refusal(await kit.list(other, 999_999_999))[0]).toBe(404);
    expect(refusal(await kit.list(other, 'abc'))).toEqual([400, 'enquiry-id must be a whole number']);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/enquiry-offers', headers: other.headers })).statusCode).toBe(400);
    expect((await kit.list(vendor, enquiryId)).statusCode).toBe(401);
    expect((await kit.list(undefined, enquiryId)).statusCode).toBe(401);
  });
});
