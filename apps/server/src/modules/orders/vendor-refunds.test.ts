import { eq } from 'drizzle-orm';
import type { OrderRecord, VendorOrderItem } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { customers, refunds } from '../../db/schema';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { signInVendorUser } from '../../test/vendor-helpers';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';

/** Issue #12: cash paid on delivery is refunded by the vendor by hand, and recorded once. */

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
const { buy } = kit;

const vendorOf = (vendorId = world.vendor.id) => signInVendorUser(app, { id: world.store.id, realm: world.realm }, vendorId);
type Vendor = Awaited<ReturnType<typeof vendorOf>>;
const settle = (v: { headers: Record<string, string> }, itemId: number) =>
  app.inject({ method: 'POST', url: `/vms/rest/v3/order-items/${itemId}/refund/settle`, headers: v.headers });

/** A cash-on-delivery item, delivered, returned and approved by the vendor: ₹900 owed back. */
async function owedItem(vendor: Vendor) {
  const bought = await kit.returned('return', 'Too small for the shelf');
  const approved = await app.inject({
    method: 'POST',
    url: `/vms/rest/v3/order-items/${bought.itemId}/transition`,
    headers: vendor.headers,
    payload: { to: 'Refund' },
  });
  expect(body<VendorOrderItem>(approved).response_body.refund).toMatchObject({ amount: 900, status: 'owed' });
  return bought;
}

describe('settling a cash refund', () => {
  it('records the cash handed back once; the shopper sees it refunded and is told', async () => {
    const vendor = await vendorOf();
    const { who, orderId, itemId } = await owedItem(vendor);
    const done = await settle(vendor, itemId);
    expect(done.statusCode, done.body).toBe(200);
    expect(body<VendorOrderItem>(done).response_body.refund).toMatchObject({ amount: 900, status: 'completed', provider: 'cod' });
    const [row] = await db().select().from(refunds).where(eq(refunds.orderItemId, itemId));
    expect(row!.completedAt).not.toBeNull();

    const again = await settle(vendor, itemId);
    expect([again.statusCode, body(again).response_message]).toEqual([409, 'Nothing is owed to the customer for this item']);

    const order = body<OrderRecord>(await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}`, headers: who.headers })).response_body;
    expect(order.refunds).toMatchObject([{ order_item_id: itemId, amount: 900, status: 'completed' }]);

    const [me] = await db().select().from(customers).where(eq(customers.id, who.customerId));
    const outbox = async () =>
      body<{ messages: { body: string }[] }>(
        await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent((me!.email ?? me!.phone)!)}` }),
      ).response_body.messages.map((m) => m.body);
    await expect
      .poll(outbox, { interval: 10 })
      .toContain(`${world.vendor.name} has recorded handing back ₹900.00 in cash for ${order.order_items[0]!.product_name} (order ${orderId}).`);
  });

  it('refuses an item with nothing owed, another vendor, and a shopper', async () => {
    const vendor = await vendorOf();
    const { who, itemId } = await buy();
    const nothing = await settle(vendor, itemId);
    expect([nothing.statusCode, body(nothing).response_message]).toEqual([409, 'Nothing is owed to the customer for this item']);

    const owed = await owedItem(vendor);
    const other = await vendorOf(world.otherVendor.id);
    const theirs = await settle(other, owed.itemId);
    expect([theirs.statusCode, body(theirs).response_message]).toEqual([404, `There is no order item ${owed.itemId} among your orders`]);
    expect((await settle(who, owed.itemId)).statusCode).toBe(401);
    expect((await settle(vendor, 0)).statusCode).toBe(400);
    const [row] = await db().select().from(refunds).where(eq(refunds.orderItemId, owed.itemId));
    expect(row!.status).toBe('owed');
  });
});

describe.runIf(testDriver() === 'postgres')('on PostgreSQL', () => {
  it('three vendor users settling one refund at once record it once', async () => {
    const vendors = await Promise.all([0, 1, 2].map(() => vendorOf()));
    const { itemId } = await owedItem(vendors[0]!);
    const answers = await Promise.all(vendors.map((v) => settle(v, itemId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await db().select().from(refunds).where(eq(refunds.orderItemId, itemId))).map((r) => r.status)).toEqual(['completed']);
  });
});
