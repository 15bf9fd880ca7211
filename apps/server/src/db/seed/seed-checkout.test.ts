import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { coupons, paymentMethods, products, stores } from '../schema';
import { seedCheckout } from './seed-checkout';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const db = () => app.database.db;

describe('the demo checkout data (issue #11)', () => {
  it('offers cash on delivery and the three gateways in the demo store, charging delivery below ₹499', async () => {
    const methods = await db()
      .select({ provider: paymentMethods.provider })
      .from(paymentMethods)
      .where(eq(paymentMethods.storeId, 12))
      .orderBy(paymentMethods.position);
    expect(methods.map((m) => m.provider)).toEqual(['cod', 'cashfree', 'stripe', 'amazon_pay']);
    const [store] = await db().select().from(stores).where(eq(stores.id, 12));
    expect(store).toMatchObject({ deliveryFeeMinor: 4_900, freeDeliveryFromMinor: 49_900 });
  });

  it('has an expired coupon, a vendor’s own, and one that makes an order free', async () => {
    const rows = await db().select().from(coupons).where(eq(coupons.storeId, 12));
    const now = Date.now();
    expect(rows.some((c) => c.expiresAt !== null && c.expiresAt.getTime() < now)).toBe(true);
    expect(rows.filter((c) => c.vendorId !== null).length).toBeGreaterThanOrEqual(1);
    const pageOne = rows.find((c) => c.code === 'PAGEONE')!;
    // It covers every e-book of its vendor in full.
    const books = await db().select({ price: products.sellingPriceMinor }).from(products).where(eq(products.vendorId, pageOne.vendorId!));
    expect(books.some((b) => b.price > 0 && b.price <= pageOne.value)).toBe(true);
  });

  it('lets one vendor of each open store collect cash on delivery, and the rest be paid online', async () => {
    const modes = await db().select({ storeId: products.storeId, mode: products.paymentMode }).from(products);
    for (const storeId of [12, 13]) {
      const own = modes.filter((m) => m.storeId === storeId);
      expect(own.some((m) => m.mode === 'pay_on_delivery')).toBe(true);
      expect(own.some((m) => m.mode === 'online_payment')).toBe(true);
    }
  });

  it('writes nothing a second time', async () => {
    const before = await db().select().from(coupons);
    await seedCheckout(db());
    expect(await db().select().from(coupons)).toHaveLength(before.length);
  });
});
