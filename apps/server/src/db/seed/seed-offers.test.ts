import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptedOffer, Checkout, EnquiryList, OfferList } from '@bazaar/contracts';
import { findCustomerId, signInAs, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { offers } from '../schema';
import { DEMO_SHOPPER } from './seed-customers';
import { DEMO_OFFER, seedOffers } from './seed-offers';

// Issue #13's demo offer: Priya can accept the cleaning contract's quote and check out.
let app: TestApp;
let priya: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
});
afterAll(async () => {
  await app.close();
});

const get = async <T>(url: string) => body<T>(await app.inject({ method: 'GET', url, headers: priya.headers })).response_body;

describe('the demo offer', () => {
  it("stands open on Priya's In progress enquiry, valid for about a week, and goes into her cart and checkout", async () => {
    const { enquiries } = await get<EnquiryList>('/cfs/rest/v3/enquiry?enquiry-status=2');
    const enquiry = enquiries.find((e) => e.product_details.product_name.includes(DEMO_OFFER.product))!;
    const [offer] = (await get<OfferList>(`/cfs/rest/v3/enquiry-offers?enquiry-id=${enquiry.id}`)).offers;
    expect(offer).toMatchObject({ status: 'open', unit_price: 18_500, quantity: 1, total: 18_500, currency: { iso_code: 'INR' } });
    const daysLeft = (Date.parse(offer!.valid_until) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6);
    expect(daysLeft).toBeLessThanOrEqual(7);

    const accepted = await app.inject({ method: 'POST', url: `/cfs/rest/v3/enquiry-offers/${offer!.id}/accept`, headers: priya.headers });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(body<AcceptedOffer>(accepted).response_body.offer.status).toBe('accepted');
    const checkout = await app.inject({ method: 'POST', url: '/cfs/rest/v3/checkout', headers: priya.headers, payload: { source: 'cart' } });
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect(body<Checkout>(checkout).response_body.checkoutItems.find((i) => i.offer_id === offer!.id)).toMatchObject({ final_price: 18_500, quantity: 1 });
  });

  it('is written once: seeding again adds no offer', async () => {
    const before = await app.database.db.select().from(offers).where(eq(offers.storeId, DEMO_SHOPPER.storeId));
    await seedOffers(app.database.db);
    expect(await app.database.db.select().from(offers).where(eq(offers.storeId, DEMO_SHOPPER.storeId))).toHaveLength(before.length);
    expect(before).toHaveLength(1);
  });
});
