import { eq } from 'drizzle-orm';
import type { OrderRecord, VendorOrderItem } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { customers, orderItems, products, refunds, returnRequests, vendorUsers } from '../../db/schema';
import { outboxCount, post as postJson } from '../../test/identity-helpers';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { signInVendorUser } from '../../test/vendor-helpers';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';

/** Issue #12: the vendor's side, through the API with a vendor user's token, on a real database. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const db = () => app.database.db;
const kit = ordersKit(
  () => app,
  () => world,
  () => calls,
);
const { buy, paidOnline } = kit;

const vendorOf = (vendorId = world.vendor.id) => signInVendorUser(app, { id: world.store.id, realm: world.realm }, vendorId);
type Vendor = Awaited<ReturnType<typeof vendorOf>>;
const list = (v: Vendor, query = '') => app.inject({ method: 'GET', url: `/vms/rest/v3/order-items${query}`, headers: v.headers });
const move = (v: Vendor, itemId: number, to: string, note = '', outcome?: 'approved' | 'refused') =>
  app.inject({ method: 'POST', url: `/vms/rest/v3/order-items/${itemId}/transition`, headers: v.headers, payload: { to, note, outcome } });
const moved = async (v: Vendor, itemId: number, to: string, note = '', outcome?: 'approved' | 'refused') => {
  const res = await move(v, itemId, to, note, outcome);
  expect(res.statusCode, res.body).toBe(200);
  return body<VendorOrderItem>(res).response_body;
};
const customerView = async (who: { headers: Record<string, string> }, orderId: number) =>
  body<OrderRecord>(await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}`, headers: who.headers })).response_body.order_items[0]!;

describe('vendor sign-in', () => {
  it('sends a code only to a vendor user, with the same answer either way, and a wrong code is refused', async () => {
    const stranger = `nobody${Date.now()}@example.com`;
    const res = await postJson(app, '/vms/rest/v3/auth/otp', { identifier: stranger }, world.realm);
    expect([res.statusCode, body(res).response_message]).toEqual([200, 'If this phone number or email belongs to a vendor user, a code is on its way']);
    expect(await outboxCount(app, stranger)).toBe(0);
    // A code for nobody is counted like a vendor user's, so its tries left say nothing about who is one.
    for (const left of [4, 3]) {
      const wrong = await postJson(app, '/vms/rest/v3/auth/sign-in', { identifier: stranger, otp: '123456' }, world.realm);
      expect([wrong.statusCode, body(wrong).response_message, body(wrong).response_body]).toEqual([
        401,
        `That code is not right. ${left} tries left.`,
        { attempts_left: left },
      ]);
    }
    const never = await postJson(app, '/vms/rest/v3/auth/sign-in', { identifier: `never${Date.now()}@example.com`, otp: '123456' }, world.realm);
    expect([never.statusCode, body(never).response_body]).toEqual([401, { attempts_left: 0 }]);

    const vendor = await vendorOf();
    expect(vendor.session).toMatchObject({ vendor_id: world.vendor.id, vendor_name: world.vendor.name, user_name: 'Meera Iyer', token_type: 'Bearer' });
  });

  it("keeps shoppers' and vendors' tokens apart, and ends a removed vendor user's access at once", async () => {
    const vendor = await vendorOf();
    const { who } = await buy();
    expect((await app.inject({ method: 'GET', url: '/vms/rest/v3/order-items', headers: who.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/list-orders-with-order-items', headers: vendor.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/vms/rest/v3/order-items' })).statusCode).toBe(401);
    await db().delete(vendorUsers).where(eq(vendorUsers.id, vendor.user.id));
    const gone = await list(vendor);
    expect([gone.statusCode, body(gone).response_message]).toEqual([401, 'This vendor account no longer has access; ask the store for a new one']);
  });
});

describe("the vendor's order items", () => {
  it("lists only the vendor's own items, newest first, with the moves it may make; another vendor's item is not found", async () => {
    const vendor = await vendorOf();
    const other = await vendorOf(world.otherVendor.id);
    const first = await buy();
    const second = await buy();
    const page = body<{ order_items: VendorOrderItem[]; total: number }>(await list(vendor, '?page-limit=50')).response_body;
    const ids = page.order_items.map((i) => i.order_item_id);
    expect(ids.indexOf(second.itemId)).toBeLessThan(ids.indexOf(first.itemId));
    expect(page.order_items.find((i) => i.order_item_id === first.itemId)).toMatchObject({
      order_id: first.orderId,
      customer_name: expect.any(String),
      deliver_to: 'Bengaluru 560102',
      status: 'Received',
      line_total: 900,
      next: ['InProgress', 'Rejected'],
    });
    expect(body<{ total: number }>(await list(other)).response_body.total).toBe(0);
    const refused = await move(other, first.itemId, 'InProgress');
    expect([refused.statusCode, body(refused).response_message]).toEqual([404, `There is no order item ${first.itemId} among your orders`]);
    expect((await list(vendor, '?status=Shipped')).statusCode).toBe(400);
  });

  it('accepts and fulfils an item; the shopper sees it move, with the vendor in its history', async () => {
    const vendor = await vendorOf();
    const { who, orderId, itemId } = await buy();
    // Cash is due until the item is delivered, then paid, though the order's status stays Placed.
    expect(await moved(vendor, itemId, 'InProgress', 'Packed today')).toMatchObject({ status: 'InProgress', next: ['Fulfilled'], payment_status: 'Placed' });
    const done = await moved(vendor, itemId, 'Fulfilled');
    expect(done).toMatchObject({ status: 'Fulfilled', next: [], payment_status: 'Completed' });
    const seen = await customerView(who, orderId);
    expect(seen.status).toBe('Fulfilled');
    expect(seen.history.map((e) => [e.from, e.to, e.actor, e.note])).toEqual([
      ['Received', 'InProgress', 'vendor', 'Packed today'],
      ['InProgress', 'Fulfilled', 'vendor', ''],
    ]);
    const filtered = body<{ order_items: VendorOrderItem[] }>(await list(vendor, '?status=Fulfilled&page-limit=50')).response_body.order_items;
    expect(filtered.every((i) => i.status === 'Fulfilled') && filtered.some((i) => i.order_item_id === itemId)).toBe(true);
  });

  it('tells the shopper of each change in a message (the demo outbox lists it)', async () => {
    const vendor = await vendorOf();
    const { who, orderId, itemId } = await buy();
    const [me] = await db().select().from(customers).where(eq(customers.id, who.customerId));
    const to = (me!.email ?? me!.phone)!;
    await moved(vendor, itemId, 'InProgress');
    await moved(vendor, itemId, 'Fulfilled');
    const messages = async () =>
      body<{ messages: { body: string; subject: string }[] }>(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` }))
        .response_body.messages;
    const notices = async () => (await messages()).filter((m) => m.subject === `Your ${world.store.displayName} order ${orderId}`).map((m) => m.body);
    await expect.poll(async () => (await notices()).length, { interval: 10 }).toBe(2);
    expect(await notices()).toEqual([
      `${world.vendor.name} has accepted ${(await customerView(who, orderId)).product_name} (order ${orderId}) and is getting it ready.`,
      `${(await customerView(who, orderId)).product_name} (order ${orderId}) has been delivered. We hope you enjoy it.`,
    ]);
  });

  it('refuses a move outside the table with a 409 naming both states', async () => {
    const vendor = await vendorOf();
    const { itemId } = await buy();
    const skip = await move(vendor, itemId, 'Fulfilled');
    expect([skip.statusCode, body(skip).response_message]).toEqual([409, 'This item is Received and cannot be moved to Fulfilled']);
    // Cancelling is the customer's move, not the vendor's.
    expect((await move(vendor, itemId, 'Cancelled')).statusCode).toBe(409);
    expect((await move(vendor, itemId, 'Lost')).statusCode).toBe(400);
  });

  it('rejects an item paid online: its stock comes back and all it cost is refunded', async () => {
    const vendor = await vendorOf();
    const { orderId, itemId, product } = await buy({ quantity: 2 });
    await paidOnline(orderId);
    const stock = async () => (await db().select({ s: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.s;
    const before = await stock();
    const answer = await moved(vendor, itemId, 'Rejected', 'Out of stock at the warehouse');
    // No cancellation charge on a rejection: both units, ₹1,800.
    expect(answer.refund).toMatchObject({ amount: 1800, reason: 'rejected', status: 'pending', provider: 'cashfree' });
    expect(await stock()).toBe(before + 2);
  });

  it('approves a return (the cash paid is owed back), sends a replacement, and refuses a return', async () => {
    const vendor = await vendorOf();
    const returned = await kit.returned('return');
    const replaced = await kit.returned('replacement');
    const refused = await kit.returned('return');
    expect(await moved(vendor, returned.itemId, 'Refund')).toMatchObject({
      status: 'Refund',
      return_request: { kind: 'return', status: 'approved' },
      refund: { amount: 900, status: 'owed', reason: 'returned', provider: 'cod' },
    });
    expect(await moved(vendor, replaced.itemId, 'Fulfilled', 'A new one ships tomorrow', 'approved')).toMatchObject({
      status: 'Fulfilled',
      return_request: { status: 'approved' },
      refund: null,
    });
    expect(await moved(vendor, refused.itemId, 'Fulfilled', 'The photos show no damage')).toMatchObject({
      return_request: { status: 'refused' },
      refund: null,
    });
    expect(await db().select().from(refunds).where(eq(refunds.orderItemId, refused.itemId))).toEqual([]);
    expect((await db().select().from(returnRequests).where(eq(returnRequests.orderItemId, returned.itemId)))[0]!.closedAt).not.toBeNull();
  });
  it('refuses a replacement with a note, and asks a vendor to say what they mean', async () => {
    const vendor = await vendorOf();
    const ask = (kind: 'return' | 'replacement') => kit.returned(kind, 'The lid does not close');
    const replacement = await ask('replacement');
    const unsaid = await move(vendor, replacement.itemId, 'Fulfilled', 'Sorry');
    expect([unsaid.statusCode, body(unsaid).response_message]).toEqual([
      400,
      'outcome: say whether the replacement is being sent (approved) or the request is refused (refused)',
    ]);
    const silent = await move(vendor, replacement.itemId, 'Fulfilled', '', 'refused');
    expect([silent.statusCode, body(silent).response_message]).toEqual([400, 'note: tell the customer why, in a few words']);
    // Nothing moved on a refusal of the call.
    expect((await customerView(replacement.who, replacement.orderId)).status).toBe('Return');
    expect(await moved(vendor, replacement.itemId, 'Fulfilled', 'The lid closes once the seal is pressed in', 'refused')).toMatchObject({
      status: 'Fulfilled',
      return_request: { kind: 'replacement', status: 'refused' },
      refund: null,
    });
    const [me] = await db().select().from(customers).where(eq(customers.id, replacement.who.customerId));
    const outbox = async () =>
      body<{ messages: { body: string }[] }>(
        await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent((me!.email ?? me!.phone)!)}` }),
      ).response_body.messages.map((m) => m.body);
    const product = (await customerView(replacement.who, replacement.orderId)).product_name;
    await expect
      .poll(outbox, { interval: 10 })
      .toContain(`${world.vendor.name} could not replace ${product} (order ${replacement.orderId}). See the order for their note.`);

    const ret = await ask('return');
    const approving = await move(vendor, ret.itemId, 'Fulfilled', 'Fine', 'approved');
    expect([approving.statusCode, body(approving).response_message]).toEqual([400, 'outcome: a return is approved by moving the item to Refund']);
    expect((await move(vendor, ret.itemId, 'Fulfilled')).statusCode).toBe(400);
    // A vendor may refund a replacement request instead (nothing left to send).
    const instead = await ask('replacement');
    expect(await moved(vendor, instead.itemId, 'Refund', 'Out of stock; refunding instead')).toMatchObject({
      status: 'Refund',
      return_request: { status: 'approved' },
    });
  });

  it('needs a note to reject an item, after checking the move itself', async () => {
    const vendor = await vendorOf();
    const { itemId } = await buy();
    const bare = await move(vendor, itemId, 'Rejected');
    expect([bare.statusCode, body(bare).response_message]).toEqual([400, 'note: tell the customer why, in a few words']);
    await moved(vendor, itemId, 'InProgress');
    const late = await move(vendor, itemId, 'Rejected');
    expect([late.statusCode, body(late).response_message]).toEqual([409, 'This item is InProgress and cannot be moved to Rejected']);
  });
});

describe.runIf(testDriver() === 'postgres')('on PostgreSQL', () => {
  it('five vendor users accepting one item at once: one moves it, the others are told where it is', async () => {
    const vendors = await Promise.all([0, 1, 2, 3, 4].map(() => vendorOf()));
    const { itemId } = await buy();
    const answers = await Promise.all(vendors.map((v) => move(v, itemId, 'InProgress')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(body(answers.find((a) => a.statusCode === 409)!).response_message).toBe('This item is InProgress and cannot be moved to InProgress');
    const [item] = await db().select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item!.status).toBe('InProgress');
  });
});
