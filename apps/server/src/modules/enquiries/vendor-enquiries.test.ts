import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MAX, MASKED_VALUE } from '@bazaar/contracts';
import { enquiries } from '../../db/schema';
import { enquiriesOf } from '../../test/enquiry-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { vendorEnquiryCalls, vendorEnquiryWorld, type VendorEnquiryWorld } from '../../test/vendor-enquiry-kit';
import { NO_SUCH_ENQUIRY } from './enquiry.queries';

/** Issue #13: the vendor console's enquiries (GET /vms/rest/v3/enquiries) and their moves (POST …/{id}/status), on a real database. */

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
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];
const outbox = async (to: string) =>
  body<{ messages: { subject: string; body: string }[] }>(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).response_body
    .messages;
const chat = (who: { headers: Record<string, string> }, side: 'cfs' | 'vms', enquiryId: number, message: string) =>
  app.inject({ method: 'POST', url: `/${side}/rest/v3/lead-enquiry`, headers: who.headers, payload: { message, enquiry_id: enquiryId } });

describe('GET /vms/rest/v3/enquiries', () => {
  it("lists the vendor's own enquiries, newest first, with who asked, unread messages and the sensitive answer masked", async () => {
    const me = await w.shopper({ name: 'Priya Sharma' });
    const first = await w.enquiry(me);
    const second = await w.enquiry(me);
    await chat(me, 'cfs', second.id, 'Can it be ready by 5 December?');
    await chat(me, 'cfs', second.id, 'Gold thread, please.');

    const list = await calls.listed(w.vendor, `?page-limit=50`);
    const mine = list.enquiries.filter((e) => [first.id, second.id].includes(e.id));
    expect(mine.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({
      enquiry_status: 1,
      enquiry_status_display_name: 'Open',
      customer_name: 'Priya Sharma',
      unread: 2,
      product_details: { product_id: w.product.id, product_name: 'Bespoke Sherwani', vendor_name: w.shop.vendor.name },
    });
    expect(mine[1]!.unread).toBe(0);
    const phone = mine[0]!.enquiry_details.attribute_values.find((v) => v.attribute_name === 'Phone')!;
    expect(phone).toMatchObject({ value: MASKED_VALUE, masked: true });

    // Reading the room clears the vendor's unread; the customer's side counts the vendor's reply.
    await app.inject({ method: 'GET', url: `/vms/rest/v3/lead-enquiry?room-type=2&enquiry-id=${second.id}`, headers: w.vendor.headers });
    await chat(w.vendor, 'vms', second.id, 'Yes, it can.');
    expect((await calls.listed(w.vendor, `?enquiry-id=${second.id}`)).enquiries[0]!.unread).toBe(0);
    const customerSide = await enquiriesOf(app, me);
    expect(customerSide.enquiries.map((e) => [e.id, e.unread])).toEqual([
      [second.id, 1],
      [first.id, 0],
    ]);

    const revealed = await calls.listed(w.vendor, `?enquiry-id=${second.id}&reveal=true`);
    expect(revealed.total).toBe(1);
    expect(revealed.enquiries[0]!.enquiry_details.attribute_values.find((v) => v.attribute_name === 'Phone')).toMatchObject({
      value: '+91 98765 43210',
      masked: false,
    });
    // reveal without an enquiry-id shows nothing more.
    const all = await calls.listed(w.vendor, '?reveal=true&page-limit=50');
    expect(all.enquiries.find((e) => e.id === second.id)!.enquiry_details.attribute_values.find((v) => v.attribute_name === 'Phone')!.value).toBe(MASKED_VALUE);
  });

  it('pages 10 by default, filters by status, and shows each vendor only its own', async () => {
    const me = await w.shopper();
    const base = Date.now() - 1_000_000;
    await app.database.db.insert(enquiries).values(
      Array.from({ length: 12 }, (_, i) => ({
        storeId: w.shop.store.id,
        customerId: me.customerId,
        productId: w.rivalProduct.id,
        vendorId: w.rival.id,
        productName: w.rivalProduct.name,
        vendorName: w.rival.name,
        status: (i % 4) + 1,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const page = await calls.listed(w.rivalUser);
    expect(page.total).toBe(12);
    expect(page.enquiries).toHaveLength(10);
    expect((await calls.listed(w.rivalUser, '?page-number=2')).enquiries).toHaveLength(2);
    const rejected = await calls.listed(w.rivalUser, '?enquiry-status=4');
    expect(rejected.total).toBe(3);
    expect(rejected.enquiries.every((e) => e.enquiry_status === 4)).toBe(true);
    expect((await calls.listed(w.vendor, '?page-limit=50')).enquiries.some((e) => e.product_details.product_id === w.rivalProduct.id)).toBe(false);
    expect((await calls.listed(w.stranger)).total).toBe(0);
  });

  it("answers another vendor's or another store's enquiry as not found", async () => {
    const { id } = await w.enquiry(await w.shopper());
    for (const who of [w.rivalUser, w.stranger]) {
      expect(refusal(await calls.list(who, `?enquiry-id=${id}`))).toEqual([404, NO_SUCH_ENQUIRY]);
      expect(refusal(await calls.list(who, `?enquiry-id=${id}&reveal=true`))).toEqual([404, NO_SUCH_ENQUIRY]);
    }
  });

  it('refuses bad parameters with a 400, and a customer token or none with a 401', async () => {
    for (const query of ['?page-limit=51', '?page-limit=0', '?page-number=0', '?enquiry-status=5', '?enquiry-id=x', '?reveal=yes'])
      expect((await calls.list(w.vendor, query)).statusCode, query).toBe(400);
    expect((await calls.list(await w.shopper())).statusCode).toBe(401);
    expect((await calls.list(null)).statusCode).toBe(401);
  });
});

describe('POST /vms/rest/v3/enquiries/{enquiryId}/status', () => {
  it('moves open → in progress → closed with feedback, tells the customer each time, and the customer sees the feedback', async () => {
    const me = await w.shopper();
    const { id } = await w.enquiry(me);
    const started = await calls.move(w.vendor, id, { enquiry_status: 2 });
    expect(started.statusCode, started.body).toBe(200);
    expect(body(started).response_message).toBe('Moved to In progress');
    expect(calls.moved(started)).toMatchObject({ id, enquiry_status: 2, enquiry_status_display_name: 'In progress', enquiry_feedback: null });

    const closed = await calls.move(w.colleague, id, { enquiry_status: 3, feedback: '  Quoted ₹41,500; bought in the shop.  ' });
    expect(calls.moved(closed)).toMatchObject({
      enquiry_status: 3,
      enquiry_status_display_name: 'Closed',
      enquiry_feedback: 'Quoted ₹41,500; bought in the shop.',
    });
    expect((await enquiriesOf(app, me, `?enquiry-id=${id}`)).enquiries[0]).toMatchObject({
      enquiry_status: 3,
      enquiry_feedback: 'Quoted ₹41,500; bought in the shop.',
    });
    // The chat is closed with it.
    expect((await chat(me, 'cfs', id, 'One more thing')).statusCode).toBe(409);

    const email = me.customer.email!;
    await expect
      .poll(async () => (await outbox(email)).map((m) => m.body), { interval: 10 })
      .toEqual([
        `${w.shop.vendor.name} is now working on your enquiry about Bespoke Sherwani. You can chat with them from My enquiries.`,
        `${w.shop.vendor.name} has closed your enquiry about Bespoke Sherwani. Their note: "Quoted ₹41,500; bought in the shop."`,
      ]);
    expect((await outbox(email))[0]!.subject).toBe(`Your ${w.shop.store.displayName} enquiry about Bespoke Sherwani`);
  });

  it('rejects from open or in progress; Closed and Rejected are final (409 naming both states)', async () => {
    const me = await w.shopper();
    const a = await w.enquiry(me);
    expect(calls.moved(await calls.move(w.vendor, a.id, { enquiry_status: 4, feedback: 'We only make these for teams of 20' })).enquiry_status).toBe(4);
    for (const to of [2, 3, 4])
      expect(refusal(await calls.move(w.vendor, a.id, { enquiry_status: to, ...(to === 2 ? {} : { feedback: 'x' }) }))).toEqual([
        409,
        `This enquiry is Rejected and cannot be moved to ${['', '', 'In progress', 'Closed', 'Rejected'][to]}`,
      ]);
    const b = await w.enquiry(me);
    await calls.move(w.vendor, b.id, { enquiry_status: 2 });
    expect(refusal(await calls.move(w.vendor, b.id, { enquiry_status: 2 }))).toEqual([409, 'This enquiry is In progress and cannot be moved to In progress']);
    expect(calls.moved(await calls.move(w.vendor, b.id, { enquiry_status: 4, feedback: 'Sold out of that silk' })).enquiry_status).toBe(4);
    const c = await w.enquiry(me);
    expect(calls.moved(await calls.move(w.vendor, c.id, { enquiry_status: 3, feedback: 'Answered by phone' })).enquiry_status).toBe(3);
    expect(refusal(await calls.move(w.vendor, c.id, { enquiry_status: 4, feedback: 'x' }))).toEqual([
      409,
      'This enquiry is Closed and cannot be moved to Rejected',
    ]);
  });

  it('checks the body: feedback required to close or reject, only then, 1–1000 characters once trimmed; status 2, 3 or 4', async () => {
    const { id } = await w.enquiry(await w.shopper());
    const bad = async (payload: unknown) => refusal(await calls.move(w.vendor, id, payload));
    expect(await bad({ enquiry_status: 3 })).toEqual([400, 'feedback is required to close or reject an enquiry: tell the customer why, in a few words']);
    expect((await bad({ enquiry_status: 4, feedback: '   ' }))[0]).toBe(400);
    expect(await bad({ enquiry_status: 4, feedback: 'x'.repeat(FEEDBACK_MAX + 1) })).toEqual([400, 'feedback must be at most 1000 characters']);
    expect((await bad({ enquiry_status: 2, feedback: 'Started' }))[0]).toBe(400);
    for (const payload of [{}, { enquiry_status: 1 }, { enquiry_status: 5 }, { enquiry_status: '3', feedback: 'x' }]) expect((await bad(payload))[0]).toBe(400);
    expect((await calls.move(w.vendor, 'abc', { enquiry_status: 2 })).statusCode).toBe(400);
    // Nothing was changed by any of them.
    expect((await calls.listed(w.vendor, `?enquiry-id=${id}`)).enquiries[0]!.enquiry_status).toBe(1);
    expect(calls.moved(await calls.move(w.vendor, id, { enquiry_status: 4, feedback: 'x'.repeat(FEEDBACK_MAX) })).enquiry_feedback).toHaveLength(FEEDBACK_MAX);
  });

  it("answers another vendor's or store's enquiry, and an unknown one, as not found; a customer token with a 401", async () => {
    const me = await w.shopper();
    const { id } = await w.enquiry(me);
    for (const who of [w.rivalUser, w.stranger]) expect(refusal(await calls.move(who, id, { enquiry_status: 2 }))).toEqual([404, NO_SUCH_ENQUIRY]);
    expect(refusal(await calls.move(w.vendor, 99_999_999, { enquiry_status: 2 }))).toEqual([404, NO_SUCH_ENQUIRY]);
    expect((await calls.move(me, id, { enquiry_status: 2 })).statusCode).toBe(401);
    expect((await calls.listed(w.vendor, `?enquiry-id=${id}`)).enquiries[0]!.enquiry_status).toBe(1);
  });
});
