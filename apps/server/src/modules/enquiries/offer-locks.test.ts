import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, products } from '../../db/schema';
import { holdInTransaction, settled, untilWaitingOnLocks } from '../../test/lock-waits';
import { offerKit, refusal } from '../../test/offer-kit';
import type { TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { lockCustomer } from '../identity';

/**
 * Offers' races made to go one exact way on PostgreSQL (issue #13): a transaction holds a row lock
 * until the database says the requests queue on it (test/lock-waits.ts). PGlite has one
 * connection, so these run on PostgreSQL only.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const kit = offerKit(
  () => app,
  () => world,
  () => calls,
);
const db = () => app.database.db;

describe.skipIf(testDriver() !== 'postgres')('offers when requests meet on a lock', () => {
  it("queues a second offer behind the first on the enquiry's row, so both replace the one before them", async () => {
    const { vendor, enquiryId } = await kit.deal();
    const live = await kit.made(vendor, enquiryId);
    // Both new offers must withdraw the live one: held here, the first waits on it, the second on the enquiry.
    const holder = await holdInTransaction(db(), (tx) => tx.select().from(offers).where(eq(offers.id, live.id)).for('update'));
    const body = { quantity: 1, valid_until: new Date(Date.now() + 3_600_000).toISOString() };
    const first = settled(kit.make(vendor, enquiryId, { ...body, unit_price: 101 }));
    const second = settled(kit.make(vendor, enquiryId, { ...body, unit_price: 102 }));
    try {
      expect(await untilWaitingOnLocks(db(), 2)).toBe(true);
    } finally {
      holder.release();
      await holder.done;
    }
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => ('value' in a ? a.value.statusCode : a.error))).toEqual([201, 201]);
    const rows = await db().select().from(offers).where(eq(offers.enquiryId, enquiryId));
    expect(rows.map((r) => r.status).sort()).toEqual(['open', 'withdrawn', 'withdrawn']);
  });

  it("turns a sold-out offer's buyer away at once, without queueing behind the customer's other order in progress", async () => {
    const { customer, vendor, product, enquiryId } = await kit.deal();
    await kit.accepted(customer, (await kit.made(vendor, enquiryId, { quantity: 2 })).id);
    const { checkout_id: id } = await calls.open(customer);
    await calls.update(customer, id, { delivery_address_id: customer.addressId, payment_ids: [world.method('cod')] });
    await db().update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const other = await holdInTransaction(db(), async (tx) => lockCustomer(tx, await world.contextOf(customer)));
    try {
      const answer = calls.place(customer, id);
      expect(await untilWaitingOnLocks(db(), 1, { unless: answer })).toBe(false);
      expect(refusal(await answer)).toEqual([409, `Only 1 of ${product.name} is left in stock; lower the quantity to place the order`]);
    } finally {
      other.release();
      await other.done;
    }
  });
});
