import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LocalFileStorage } from '../../../modules/files';
import {
  categories,
  categoryTranslations,
  productReviews,
  products,
  productTranslations,
  vendorPincodes,
  vendors,
  vendorTranslations,
  vendorUsers,
} from '../../schema';
import { seedIfEmpty } from '..';
import { generateChowk } from './generate';
import { categoryImagePath, vendorLogoPath } from './images';
import { splitAdded } from './split-added';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const db = () => app.database.db;
const STORE = 12;
const TIRUPPUR = 'tiruppur-cotton-co';
const max = async (table: typeof products | typeof vendors | typeof categories, storeId: number) =>
  (
    await db()
      .select({ n: sql<number>`max(${table.id})::int` })
      .from(table)
      .where(eq(table.storeId, storeId))
  )[0]!.n;

async function shirtRows() {
  return db()
    .select({
      id: products.id,
      slug: products.slug,
      vendor: vendors.slug,
      selling: products.sellingPriceMinor,
      everywhere: vendors.deliversEverywhere,
      vendorId: vendors.id,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.storeId, STORE), eq(categories.slug, 'shirts')));
}

describe('the shirts store 12 gained after its first seed', () => {
  it('split off the first catalogue: the added part is the shirts, their maker, their category and their reviews', () => {
    const chowk = generateChowk();
    const { first, added } = splitAdded(chowk);
    expect(added.vendors.map((v) => v.slug)).toEqual([TIRUPPUR]);
    expect(added.categories.map((c) => c.slug)).toEqual(['shirts']);
    expect(added.products.length).toBe(24);
    expect(added.products.every((p) => p.category === 'shirts')).toBe(true);
    expect(first.products.some((p) => p.category === 'shirts')).toBe(false);
    expect(first.products.length + added.products.length).toBe(chowk.products.length);
    expect(added.reviews.length).toBeGreaterThan(0);
    expect(added.reviews.every((r) => added.products.some((p) => p.slug === r.product))).toBe(true);
    expect(first.reviews.length + added.reviews.length).toBe(chowk.reviews.length);
  });

  it('are numbered after both stores’ first rows, so no id handed out before them moved', async () => {
    const shirts = await shirtRows();
    expect(Math.min(...shirts.map((s) => s.id))).toBeGreaterThan(await max(products, 13));
    const [tiruppur] = await db().select().from(vendors).where(eq(vendors.slug, TIRUPPUR));
    expect(tiruppur!.id).toBeGreaterThan(await max(vendors, 13));
    const [shirtCategory] = await db()
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, STORE), eq(categories.slug, 'shirts')));
    expect(shirtCategory!.id).toBeGreaterThan(await max(categories, 13));
    // Fourth of Fashion's aisles, under Fashion.
    const [fashion] = await db()
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, STORE), eq(categories.slug, 'fashion')));
    expect(shirtCategory).toMatchObject({ parentId: fashion!.id, position: 3 });
  });

  it('hold shirts under ₹500 that reach 560001, and shirts that cost more or whose maker does not deliver there', async () => {
    const shirts = await shirtRows();
    const pins = await db()
      .select()
      .from(vendorPincodes)
      .where(
        inArray(
          vendorPincodes.vendorId,
          shirts.map((s) => s.vendorId),
        ),
      );
    const reaches = (s: (typeof shirts)[number], pin: string) => s.everywhere || pins.some((p) => p.vendorId === s.vendorId && p.pincode === pin);
    const under = (s: (typeof shirts)[number]) => s.selling < 500_00;
    expect(shirts.filter((s) => under(s) && reaches(s, '560001')).length).toBeGreaterThanOrEqual(3);
    expect(shirts.filter((s) => !under(s) && reaches(s, '560001')).length).toBeGreaterThanOrEqual(3);
    expect(shirts.filter((s) => under(s) && !reaches(s, '560001')).length).toBeGreaterThanOrEqual(3);
    // Tiruppur's courier does not reach Bengaluru at all.
    const tiruppur = shirts.find((s) => s.vendor === TIRUPPUR)!;
    expect(pins.filter((p) => p.vendorId === tiruppur.vendorId && p.pincode.startsWith('560'))).toEqual([]);
  });

  it('reach a data folder seeded before them on its next start, with translations, reviews, pictures and a vendor user, once', async () => {
    const tally = async (table: PgTable) =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
      )[0]!.n;
    const count = async () => Promise.all([products, vendors, categories, productReviews, productTranslations, vendorUsers].map(tally));
    const seeded = await count();
    // The data folder as it was before the shirts: their maker (and with it its shirts and user), Rangrez's shirts, the category.
    await db().delete(vendors).where(eq(vendors.slug, TIRUPPUR));
    await db()
      .delete(products)
      .where(
        inArray(
          products.slug,
          splitAdded(generateChowk()).added.products.map((p) => p.slug),
        ),
      );
    await db()
      .delete(categories)
      .where(and(eq(categories.storeId, STORE), eq(categories.slug, 'shirts')));
    expect(await shirtRows()).toEqual([]);
    const before = await max(products, STORE);

    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'bazaar-shirts-')));
    expect(await seedIfEmpty(db(), storage)).toBe(false);
    const shirts = await shirtRows();
    expect(shirts.length).toBe(24);
    expect(new Set(shirts.map((s) => s.vendor))).toEqual(new Set(['rangrez-block-prints', TIRUPPUR]));
    expect(Math.min(...shirts.map((s) => s.id))).toBeGreaterThan(before);
    expect(await count()).toEqual(seeded);

    const ids = shirts.map((s) => s.id);
    const translated = await db().select().from(productTranslations).where(inArray(productTranslations.productId, ids));
    expect(translated.length).toBe(24 * 3);
    expect(translated.find((t) => t.languageCode === 'hi' && t.name.includes('शर्ट'))).toBeTruthy();
    const [tiruppur] = await db().select().from(vendors).where(eq(vendors.slug, TIRUPPUR));
    expect(await db().select().from(vendorTranslations).where(eq(vendorTranslations.vendorId, tiruppur!.id))).toHaveLength(3);
    const [shirtCategory] = await db()
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, STORE), eq(categories.slug, 'shirts')));
    expect(shirtCategory!.position).toBe(3);
    expect(await db().select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, shirtCategory!.id))).toHaveLength(3);
    expect((await db().select().from(productReviews).where(inArray(productReviews.productId, ids))).length).toBeGreaterThan(0);
    expect(await db().select().from(vendorUsers).where(eq(vendorUsers.vendorId, tiruppur!.id))).toHaveLength(1);

    const [row] = await db().select({ images: products.images }).from(products).where(eq(products.id, ids[0]!));
    for (const path of [...row!.images, categoryImagePath(STORE, 'shirts'), vendorLogoPath(STORE, TIRUPPUR)])
      expect((await storage.read(path))?.toString(), path).toMatch(/^<svg /);

    // A second start finds them there and writes nothing.
    expect(await seedIfEmpty(db(), storage)).toBe(false);
    expect(await count()).toEqual(seeded);
  });
});
