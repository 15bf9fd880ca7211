import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFieldAnswer, OPTION_TYPES, type ChatRoom, type ChatRoomList, type CrfForm, type EnquiryList, type VendorEnquiryList } from '@bazaar/contracts';
import { findCustomerId, signInAs, type SignedIn } from '../../test/auth-helpers';
import { latestCode, outboxCount, post } from '../../test/identity-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { maskContacts } from '../../modules/enquiries/chat-masking';
import { chatMessages, chatRooms, customFormAttributes, enquiries, orderItemFormValues } from '../schema';
import { DEMO_SHOPPER, SOUK_SHOPPER } from './seed-customers';
import { seedEnquiries } from './seed-enquiries';
import { vendorUserEmail } from './seed-vendor-users';

// Issue #13's demo conversations: Priya's enquiries and her made-to-order kurta read like real chats, and agree with everything else.
let app: TestApp;
let priya: SignedIn;
const get = async <T>(url: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return body<T>(res).response_body;
};
beforeAll(async () => {
  app = await createTestApp();
  priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
});
afterAll(async () => {
  await app.close();
});

async function vendorSignIn(slug: string, realm: string) {
  const identifier = vendorUserEmail(slug);
  const seen = await outboxCount(app, identifier);
  await post(app, '/vms/rest/v3/auth/otp', { identifier }, realm);
  const res = await post(app, '/vms/rest/v3/auth/sign-in', { identifier, otp: await latestCode(app, identifier, seen) }, realm);
  return { authorization: `Bearer ${body<{ access_token: string }>(res).response_body.access_token}` };
}

describe("the demo shopper's chats", () => {
  it('cover her four enquiries and her kurta, latest first, with unread vendor messages for the badge', async () => {
    const rooms = await get<ChatRoomList>('/cfs/rest/v3/lead-enquiry/rooms', priya.headers);
    expect(rooms.rooms).toHaveLength(5);
    expect(rooms.rooms.map((r) => r.unread)).toEqual([1, 2, 1, 0, 0]);
    expect(rooms.total_unread).toBe(4);
    expect(rooms.rooms[0]).toMatchObject({ room_type: 1, last_message: expect.stringContaining('stitching') });
    const list = await get<EnquiryList>('/cfs/rest/v3/enquiry', priya.headers);
    expect(list.enquiries.map((e) => [e.enquiry_status, e.unread])).toEqual([
      [1, 2],
      [2, 1],
      [3, 0],
      [4, 0],
    ]);
  });

  it('never contradict their enquiries: after each was sent, before it was closed or rejected, and free of contact details', async () => {
    const rows = await app.database.db
      .select({ enquiry: enquiries, message: chatMessages })
      .from(chatMessages)
      .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
      .innerJoin(enquiries, eq(enquiries.id, chatRooms.enquiryId));
    expect(new Set(rows.map((r) => r.enquiry.id)).size).toBe(5);
    for (const { enquiry, message } of rows) {
      expect(message.createdAt.getTime()).toBeGreaterThan(enquiry.createdAt.getTime());
      if (enquiry.status >= 3) expect(message.createdAt.getTime()).toBeLessThanOrEqual(enquiry.updatedAt.getTime());
      expect(maskContacts(message.body)).toBe(message.body);
    }
    // The closed enquiry's chat ends as its feedback says: bought in the shop.
    const closed = rows.filter((r) => r.enquiry.status === 3).map((r) => r.message.body);
    expect(closed.join(' ')).toContain('₹41,500');
    expect(rows.find((r) => r.enquiry.status === 3)!.enquiry.feedback).toContain('₹41,500');
  });
});

describe("the demo shopper's made-to-order kurta", () => {
  it('is a request item with its form answered in several data types, a photo she can read back, and a chat', async () => {
    const [answer] = await app.database.db.select({ itemId: orderItemFormValues.orderItemId }).from(orderItemFormValues).limit(1);
    const form = await get<CrfForm>(`/cfs/rest/v3/get-crf-attributes?order-item-id=${answer!.itemId}`, priya.headers);
    expect(form.form_title_display_name).toBe('Your measurements');
    const answered = form.attributes.filter((a) => a.value !== '');
    expect(new Set(answered.map((a) => a.datatype_id))).toEqual(new Set([30, 2, 7, 1, 16, 32]));
    const fields = await app.database.db
      .select()
      .from(customFormAttributes)
      .where(
        inArray(
          customFormAttributes.id,
          answered.map((a) => a.attribute_id),
        ),
      );
    for (const a of answered) {
      const f = fields.find((x) => x.id === a.attribute_id)!;
      const value = OPTION_TYPES.includes(f.datatypeId) ? a.value.split(',') : f.datatypeId === 16 ? [a.value] : a.value;
      expect(
        checkFieldAnswer({ attribute_name: f.name, datatype_id: f.datatypeId, required: f.required, options: f.options, input_config: f.inputConfig }, value),
        f.name,
      ).toMatchObject({ ok: true });
    }
    const photo = answered.find((a) => a.datatype_id === 16)!.value;
    expect(
      (await app.inject({ method: 'GET', url: `/cfs/rest/v3/cfs-images/absolute?image-path=${encodeURIComponent(photo)}`, headers: priya.headers })).statusCode,
    ).toBe(200);
    const room = await get<ChatRoom>(`/cfs/rest/v3/lead-enquiry?room-type=1&order-item-id=${answer!.itemId}`, priya.headers);
    expect(room.messages.map((m) => m.sender)).toEqual([true, false, true, false]);
    expect(room.unread).toBe(1);
    // The vendor sees the same answers and can open the photo.
    const vendor = await vendorSignIn('rangrez-block-prints', 'demo');
    const theirs = await get<CrfForm>(`/vms/rest/v3/get-crf-attributes?order-item-id=${answer!.itemId}`, vendor);
    expect(theirs.attributes.map((a) => a.value)).toEqual(form.attributes.map((a) => a.value));
    expect(
      (await app.inject({ method: 'GET', url: `/vms/rest/v3/order-items/${answer!.itemId}/form-files?path=${encodeURIComponent(photo)}`, headers: vendor }))
        .statusCode,
    ).toBe(200);
  });
});

describe("the second store's demo enquiry", () => {
  it("is Omar's, in Arabic, in progress with the coffee house, his last question unread in their console", async () => {
    const vendor = await vendorSignIn('bayt-al-qahwa', 'souk');
    const list = await get<VendorEnquiryList>('/vms/rest/v3/enquiries', vendor);
    expect(list.enquiries).toHaveLength(1);
    expect(list.enquiries[0]).toMatchObject({ customer_name: SOUK_SHOPPER.name, enquiry_status: 2, unread: 1 });
    expect(list.enquiries[0]!.product_details.product_name).toContain('هدايا الشركات');
    const room = await get<ChatRoom>(`/vms/rest/v3/lead-enquiry?room-type=2&enquiry-id=${list.enquiries[0]!.id}`, vendor);
    expect(room.messages.every((m) => /[\u0600-\u06ff]/.test(m.message))).toBe(true);
  });
});

describe('seeding again', () => {
  it('writes nothing more', async () => {
    const counts = async () =>
      Promise.all([enquiries, chatRooms, chatMessages, orderItemFormValues].map(async (t) => (await app.database.db.select({ n: count() }).from(t))[0]!.n));
    const before = await counts();
    await app.database.db.transaction((tx) => seedEnquiries(tx as never, app.storage));
    expect(await counts()).toEqual(before);
  });
});
