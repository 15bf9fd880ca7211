import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/clock';
import { chatKit } from '../../test/chat-kit';
import { hoursFrom, offerKit } from '../../test/offer-kit';
import { rateLimitLine } from '../../test/rate-limit-headers';
import type { TestApp } from '../../test/test-app';
import { postUpload } from '../../test/upload-helpers';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { OFFER_LIMIT } from './offer.service';

/**
 * The RateLimit headers of the limited calls around enquiries: sending one, its chat, the vendor's
 * offers, and the uploads its form takes. Every answer of a counted call carries them, a refusal
 * for another reason too; the fake clock makes every Reset exact.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const offers = offerKit(
  () => app,
  () => world,
  () => calls,
);
const chat = chatKit(
  () => app,
  () => world,
  () => calls,
);
let clock: ReturnType<typeof fakeClock> | undefined;
afterEach(() => clock?.restore());
const T0 = new Date('2026-11-24T09:00:00Z');

describe('offers (POST /vms/…/enquiries/{id}/offers)', () => {
  it(`count down from ${OFFER_LIMIT.limit} to 0, then answer 429 with Remaining 0 and Reset equal to Retry-After`, async () => {
    clock = fakeClock(T0);
    const { vendor, enquiryId } = await offers.deal();
    const offer = (price: number) => offers.make(vendor, enquiryId, { unit_price: price, quantity: 1, valid_until: hoursFrom(2) });
    for (let i = 0; i < OFFER_LIMIT.limit; i++) {
      const made = await offer(100 + i);
      expect([made.statusCode, rateLimitLine(made)]).toEqual([201, `10 ${9 - i} ${3600 - 60 * i} 10;w=3600`]);
      clock.advance(60);
    }
    const refused = await offer(99);
    expect([refused.statusCode, rateLimitLine(refused), refused.headers['retry-after']]).toEqual([429, '10 0 3000 10;w=3600', '3000']);
  });
});

describe('chat messages (POST …/lead-enquiry)', () => {
  it("carry each sender's own count, the customer's and the vendor's", async () => {
    clock = fakeClock(T0);
    const customer = await world.shopper();
    const room = await chat.enquiry(customer.customerId);
    const vendor = await chat.vendorUser(world.refs.vendorId);
    await chat.sent(customer, room, 'Is the blue one in stock?');
    clock.advance(5);
    const second = await chat.send(customer, room, 'And in a larger size?');
    expect([second.statusCode, rateLimitLine(second)]).toEqual([200, '20 18 55 20;w=60']);
    const answer = await chat.send(vendor, room, 'Yes, both.', 'vms');
    expect([answer.statusCode, rateLimitLine(answer)]).toEqual([200, '20 19 60 20;w=60']);
  });
});

describe('enquiries (POST /cfs/rest/v3/enquiry)', () => {
  it('describe the ten-minute limit before the daily one, on a 404 of a counted call too', async () => {
    clock = fakeClock(T0);
    const who = await world.shopper();
    const product = await world.product({ orderFlow: 'enquiry_based' });
    const send = (productId: number) => app.inject({ method: 'POST', url: '/cfs/rest/v3/enquiry', headers: who.headers, payload: { product_id: productId } });
    const sent = await send(product.id);
    expect([sent.statusCode, rateLimitLine(sent)]).toEqual([200, '10 9 600 10;w=600, 50;w=86400']);
    clock.advance(100);
    const unknown = await send(999_999_999);
    expect([unknown.statusCode, rateLimitLine(unknown)]).toEqual([404, '10 8 500 10;w=600, 50;w=86400']);
  });
});

describe('uploads (POST /cfs/rest/v3/files)', () => {
  it('are counted before the body is read, so a refused file carries the headers too', async () => {
    clock = fakeClock(T0);
    const who = await world.shopper();
    const empty = await postUpload(app, who, []);
    expect([empty.statusCode, rateLimitLine(empty)]).toEqual([400, '20 19 600 20;w=600, 100;w=86400']);
  });
});
