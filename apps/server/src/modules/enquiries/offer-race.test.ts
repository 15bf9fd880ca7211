import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, offers, orders, products } from '../../db/schema';
import { offerKit } from '../../test/offer-kit';
import type { TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';

/**
 * Offers under parallel requests (issue #13). On PostgreSQL (npm run test:pg) the requests really
 * race; on PGlite they run one at a time and only the final counts are checked.
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

const RACERS = testDriver() === 'postgres' ? 6 : 3;
const db = () => app.database.db;

describe('offers under parallel requests', () => {
  it('gives one order when several checkouts of one offer are placed at once', async () => {
    const { customer, vendor, product, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { quantity: 2 });
    await kit.accepted(customer, offer.id);
    const ids: string[] = [];
    for (let i = 0; i < RACERS; i += 1) {
      const { checkout_id: id } = await calls.open(customer);
      await calls.update(customer, id, { delivery_address_id: customer.addressId, payment_ids: [world.method('cod')] });
      ids.push(id);
    }
    const answers = await Promise.all(ids.map((id) => calls.place(customer, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
    const placed = await db().select().from(orders).where(inArray(orders.checkoutId, ids));
    expect(placed).toHaveLength(1);
    expect((await db().select().from(offers).where(eq(offers.id, offer.id)))[0]).toMatchObject({ status: 'ordered', orderId: placed[0]!.id });
    expect((await db().select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(18);
  });

  it('keeps one live offer when the vendor sends several at once, each replacing the one before', async () => {
    const { vendor, enquiryId } = await kit.deal();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        kit.make(vendor, enquiryId, { unit_price: 100 + i, quantity: 1, valid_until: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(RACERS).fill(201));
    const rows = await db().select().from(offers).where(eq(offers.enquiryId, enquiryId));
    expect(rows).toHaveLength(RACERS);
    expect(rows.filter((r) => r.status === 'open')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'withdrawn')).toHaveLength(RACERS - 1);
  });

  it('never deadlocks an accept against the placing of the same offer, and never answers 500', async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId, { quantity: 1 });
    await kit.accepted(customer, offer.id);
    const { checkout_id: id } = await calls.open(customer);
    await calls.update(customer, id, { delivery_address_id: customer.addressId, payment_ids: [world.method('cod')] });
    const answers = await Promise.all([calls.place(customer, id), ...Array.from({ length: RACERS }, () => kit.accept(customer, offer.id))]);
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect((await db().select().from(offers).where(eq(offers.id, offer.id)))[0]!.status).toBe('ordered');
    // Accepts and the placing queue on the customer's row: one before the order finds its line there and the
    // order takes it out; one after finds the offer ordered. Either way the bought line is not left in the cart.
    expect(
      await db()
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.customerId, customer.customerId), eq(cartItems.offerId, offer.id))),
    ).toEqual([]);
  });

  it('ends withdrawn whichever comes first of an accept and a withdrawal', async () => {
    const { customer, vendor, enquiryId } = await kit.deal();
    const offer = await kit.made(vendor, enquiryId);
    const [accepted, withdrawn] = await Promise.all([kit.accept(customer, offer.id), kit.withdraw(vendor, enquiryId, offer.id)]);
    expect(withdrawn.statusCode).toBe(200);
    expect([200, 409]).toContain(accepted.statusCode);
    expect((await db().select().from(offers).where(eq(offers.id, offer.id)))[0]!.status).toBe('withdrawn');
    const lines = await db().select().from(cartItems).where(eq(cartItems.customerId, customer.customerId));
    expect(lines).toHaveLength(accepted.statusCode === 200 ? 1 : 0);
  });
});
