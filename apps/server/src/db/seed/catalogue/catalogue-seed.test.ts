import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isPostalCode } from '@bazaar/contracts';
import { postalCodeRules } from '../../../lib/postal-code';
import { bundleItems, categories, PRODUCT_TYPES, ORDER_FLOWS, productReviews, products, stores, vendorPincodes, vendors } from '../../schema';
import { generateBulkProducts, generateChowk, generateSouk } from '.';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const db = () => app.database.db;
const storeProducts = (storeId: number) => db().select().from(products).where(eq(products.storeId, storeId));

describe('demo catalogue seed (store 12)', () => {
  it('has at least 300 products, 6 vendors and 15 categories in a tree', async () => {
    const [p] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.storeId, 12));
    const vs = await db().select().from(vendors).where(eq(vendors.storeId, 12));
    const cs = await db().select().from(categories).where(eq(categories.storeId, 12));
    expect(p!.n).toBeGreaterThanOrEqual(300);
    expect(vs.length).toBeGreaterThanOrEqual(6);
    expect(cs.length).toBeGreaterThanOrEqual(15);
    const ids = new Set(cs.map((c) => c.id));
    expect(cs.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(4);
    for (const c of cs.filter((c) => c.parentId !== null)) expect(ids.has(c.parentId!)).toBe(true);
    for (const v of vs) expect(v.logoPath).toMatch(/^catalogue\/vendors\/.+\.svg$/);
  });

  it('covers every product type and order mode, free items, hidden prices, slots and deals', async () => {
    const rows = await storeProducts(12);
    expect(new Set(rows.map((r) => r.productType))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(rows.map((r) => r.orderFlow))).toEqual(new Set(ORDER_FLOWS));
    expect(rows.some((r) => r.priceMinor === 0 && r.sellingPriceMinor === 0)).toBe(true);
    expect(rows.some((r) => !r.priceVisibility)).toBe(true);
    expect(rows.some((r) => r.productType === 'Service' && r.slotRequired)).toBe(true);
    expect(rows.some((r) => r.productType === 'Packaged Service' && r.slotRequired)).toBe(true);
    expect(rows.some((r) => r.stock === 0)).toBe(true);
    const deals = rows.filter((r) => r.isDeal).length;
    expect(deals).toBeGreaterThanOrEqual(15);
    expect(deals).toBeLessThanOrEqual(25);
    for (const r of rows) {
      expect(r.sellingPriceMinor).toBeLessThanOrEqual(r.priceMinor);
      expect(r.priceMinor).toBeLessThanOrEqual(500000 * 100);
      if (r.sellingPriceMinor < r.priceMinor) expect(r.discountDetails).toMatch(/^\d+% off$/);
      expect(r.images.length).toBeGreaterThanOrEqual(1);
      expect(r.images.length).toBeLessThanOrEqual(3);
      expect(r.policies).toBeTruthy();
    }
    const ages = rows.map((r) => r.createdAt.getTime());
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(60 * 86_400_000);
  });

  it('has at least 5 bundles whose parts exist in the same store', async () => {
    const bundles = (await storeProducts(12)).filter((r) => r.productType === 'Bundled');
    expect(bundles.length).toBeGreaterThanOrEqual(5);
    const parts = await db()
      .select({ bundleId: bundleItems.bundleId, storeId: products.storeId })
      .from(bundleItems)
      .innerJoin(products, eq(products.id, bundleItems.productId))
      .where(
        inArray(
          bundleItems.bundleId,
          bundles.map((b) => b.id),
        ),
      );
    for (const b of bundles) expect(parts.filter((p) => p.bundleId === b.id).length).toBeGreaterThanOrEqual(2);
    for (const p of parts) expect(p.storeId).toBe(12);
  });

  it('delivers to 560038 and 110001 through some vendors but not all', async () => {
    const vs = await db().select().from(vendors).where(eq(vendors.storeId, 12));
    const pins = await db().select().from(vendorPincodes);
    const serves = (pin: string) => vs.filter((v) => v.deliversEverywhere || pins.some((p) => p.vendorId === v.id && p.pincode === pin)).length;
    for (const pin of ['560038', '110001']) {
      expect(serves(pin)).toBeGreaterThan(0);
      expect(serves(pin)).toBeLessThan(vs.length);
    }
  });

  it("lists every vendor's pincodes in its store's kind of postal code: the souk's Johannesburg coffee reaches Cape Town 8001", async () => {
    const pins = await db()
      .select({ pincode: vendorPincodes.pincode, vendorId: vendorPincodes.vendorId, store: stores })
      .from(vendorPincodes)
      .innerJoin(vendors, eq(vendors.id, vendorPincodes.vendorId))
      .innerJoin(stores, eq(stores.id, vendors.storeId));
    expect(pins.some((p) => p.store.id === 13)).toBe(true);
    for (const p of pins)
      expect({ store: p.store.id, pincode: p.pincode, valid: isPostalCode(postalCodeRules(p.store), p.pincode) }).toMatchObject({ valid: true });
    const souk = pins.filter((p) => p.store.id === 13).map((p) => p.pincode);
    expect(souk).toEqual(expect.arrayContaining(['8001', '2001']));
    for (const pin of souk) expect(pin).toMatch(/^\d{4}$/);
  });

  it('has about 100 reviews on store-12 products', async () => {
    const rows = await db()
      .select({ rating: productReviews.rating, storeId: products.storeId })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.storeId, 12));
    expect(rows.length).toBeGreaterThanOrEqual(90);
    for (const r of rows) {
      expect(r.storeId).toBe(12);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
  });

  it('writes every referenced image to storage as an SVG', async () => {
    const rows = await storeProducts(12);
    const paths = new Set(rows.flatMap((r) => r.images));
    const cs = await db().select({ p: categories.imagePath }).from(categories);
    const vs = await db().select({ p: vendors.logoPath }).from(vendors);
    for (const r of [...cs, ...vs]) paths.add(r.p!);
    expect([...paths].filter((p) => p.startsWith('catalogue/products/')).length).toBeGreaterThanOrEqual(40);
    for (const path of paths) {
      const file = await app.storage.read(path);
      expect(file, path).not.toBeNull();
      const text = file!.toString();
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true);
      expect(text.trimEnd().endsWith('</svg>'), path).toBe(true);
      expect(text).not.toContain('undefined');
    }
  });
});

describe('second store catalogue (store 13)', () => {
  it('has its own Arabic products that never point at store 12 vendors or categories', async () => {
    const rows = await storeProducts(13);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.every((r) => /[\u0600-\u06FF]/.test(r.name))).toBe(true);
    const vs = await db().select({ id: vendors.id }).from(vendors).where(eq(vendors.storeId, 13));
    const cs = await db().select({ id: categories.id }).from(categories).where(eq(categories.storeId, 13));
    expect(vs.length).toBe(2);
    expect(cs.length).toBe(4);
    const vIds = new Set(vs.map((v) => v.id));
    const cIds = new Set(cs.map((c) => c.id));
    for (const r of rows) {
      expect(vIds.has(r.vendorId)).toBe(true);
      expect(cIds.has(r.categoryId)).toBe(true);
    }
    const leaked = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(eq(products.storeId, 12), eq(vendors.storeId, 13)));
    expect(leaked[0]!.n).toBe(0);
  });
});

describe('generator', () => {
  it('is deterministic', () => {
    expect(generateChowk()).toEqual(generateChowk());
    expect(generateSouk()).toEqual(generateSouk());
    expect(generateBulkProducts(1000, 50)).toEqual(generateBulkProducts(1000, 50));
  });

  it('gives unique slugs, valid bundle references, and unique bulk slugs', () => {
    const chowk = generateChowk();
    const slugs = new Set(chowk.products.map((p) => p.slug));
    expect(slugs.size).toBe(chowk.products.length);
    for (const p of chowk.products) for (const b of p.bundle) expect(slugs.has(b.product)).toBe(true);
    for (const r of chowk.reviews) expect(slugs.has(r.product)).toBe(true);
    const bulk = generateBulkProducts(chowk.products.length, 2000);
    const bulkSlugs = new Set(bulk.map((p) => p.slug));
    expect(bulkSlugs.size).toBe(2000);
    expect([...bulkSlugs].some((s) => slugs.has(s))).toBe(false);
  });
});
