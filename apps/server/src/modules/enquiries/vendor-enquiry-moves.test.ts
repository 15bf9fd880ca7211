import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPreferences, enquiries } from '../../db/schema';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { vendorEnquiryCalls, vendorEnquiryWorld, type VendorEnquiryWorld } from '../../test/vendor-enquiry-kit';

/** Issue #13: what a vendor's status move does beside the move: the customer's notice, the live offer withdrawn, and one winner of a race. */

let app: TestApp;
let w: VendorEnquiryWorld;
beforeAll(async () => {
  app = await createTestApp();
  w = await vendorEnquiryWorld(app);
});
afterAll(async () => {
  await app.close();
});
const calls = vendorEnquiryCalls(() => app);
const outbox = async (to: string) =>
  body<{ messages: { subject: string; body: string }[] }>(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).response_body
    .messages;

describe('POST /vms/rest/v3/enquiries/{enquiryId}/status, beside the move', () => {
  it('tells the customer in their language, and not at all when they turned updates off', async () => {
    const cases = [
      ['hi', 'ने Bespoke Sherwani के बारे में आपकी पूछताछ बंद कर दी है। उनका नोट: "Quoted"'],
      ['ar', 'أغلق'],
      ['fr', 'a clôturé votre demande concernant Bespoke Sherwani. Sa note : « Quoted »'],
      ['en_US', 'has closed your enquiry about Bespoke Sherwani.'],
    ] as const;
    for (const [language, expected] of cases) {
      const me = await w.shopper();
      await app.database.db.insert(customerPreferences).values({ customerId: me.customerId, storeId: w.shop.store.id, languageCode: language });
      const { id } = await w.enquiry(me);
      await calls.move(w.vendor, id, { enquiry_status: 3, feedback: 'Quoted' });
      const email = me.customer.email!;
      await expect.poll(async () => (await outbox(email)).map((m) => m.body).join(), { interval: 10 }).toContain(expected);
    }
    const quiet = await w.shopper();
    await app.database.db.insert(customerPreferences).values({ customerId: quiet.customerId, storeId: w.shop.store.id, notifyOrderUpdates: false });
    const { id } = await w.enquiry(quiet);
    expect((await calls.move(w.vendor, id, { enquiry_status: 2 })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(await outbox(quiet.customer.email!)).toEqual([]);
  });
  it('withdraws the live offer of an enquiry it closes or rejects, and leaves it while in progress', async () => {
    const offered = async () => {
      const { id } = await w.enquiry(await w.shopper());
      const valid_until = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const made = await app.inject({
        method: 'POST',
        url: `/vms/rest/v3/enquiries/${id}/offers`,
        headers: w.vendor.headers,
        payload: { unit_price: 4500, quantity: 1, valid_until },
      });
      expect(made.statusCode, made.body).toBe(201);
      return id;
    };
    const statusOf = async (id: number) =>
      body<{ offers: { status: string }[] }>(
        await app.inject({ method: 'GET', url: `/vms/rest/v3/enquiry-offers?enquiry-id=${id}`, headers: w.vendor.headers }),
      ).response_body.offers[0]!.status;
    const kept = await offered();
    await calls.move(w.vendor, kept, { enquiry_status: 2 });
    expect(await statusOf(kept)).toBe('open');
    for (const to of [3, 4]) {
      const id = await offered();
      expect((await calls.move(w.vendor, id, { enquiry_status: to, feedback: 'Done' })).statusCode).toBe(200);
      expect(await statusOf(id)).toBe('withdrawn');
    }
  });
});

describe(`two vendor users closing one enquiry at once (${testDriver()})`, () => {
  it('gives one 200 and one 409: the check and the change are one UPDATE', async () => {
    const me = await w.shopper();
    for (let round = 0; round < 5; round += 1) {
      const { id } = await w.enquiry(me);
      const answers = await Promise.all([
        calls.move(w.vendor, id, { enquiry_status: 3, feedback: 'Closed by Farida' }),
        calls.move(w.colleague, id, { enquiry_status: 3, feedback: 'Closed by Imran' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const lost = answers.find((a) => a.statusCode === 409)!;
      expect(body(lost).response_message).toBe('This enquiry is Closed and cannot be moved to Closed');
      const won = calls.moved(answers.find((a) => a.statusCode === 200)!);
      const [row] = await app.database.db.select().from(enquiries).where(eq(enquiries.id, id));
      expect(row).toMatchObject({ status: 3, feedback: won.enquiry_feedback });
    }
  });
});
