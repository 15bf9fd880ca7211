import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from '@bazaar/contracts';
import { products, vendorPincodes } from '../../db/schema';
import { createCatalogue, createProduct, createVendor } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';

type List = { products: { product_id: number; product_name: string }[]; total: number; next_cursor?: string | null };

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;

/** 23 products with many ties: equal popularity, rating, price and creation time to the microsecond. */
beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  shop = await createCatalogue(db);
  const sameInstant = new Date(Date.UTC(2026, 5, 1, 12, 0, 0));
  for (let i = 0; i < 23; i++) {
    await createProduct(db, shop.refs, {
      name: `Tied product ${i}`,
      popularity: i % 3,
      rating: [4.5, 4.5, 3.9][i % 3],
      ratingCount: i % 2,
      sellingPriceMinor: 10_000 * (1 + (i % 4)),
      priceVisibility: i % 7 !== 0,
      createdAt: i < 10 ? sameInstant : new Date(sameInstant.getTime() + i * 1000),
    });
  }
  // Microseconds apart: a cursor that kept only milliseconds would skip or repeat these.
  await db.execute(
    sql`UPDATE products SET created_at = created_at + (id % 5) * interval '1 microsecond' WHERE store_id = ${shop.store.id} AND created_at = ${sameInstant.toISOString()}::timestamptz`,
  );
});
afterAll(async () => {
  await app.close();
});

const get = async (query: string) => {
  const res = await app.inject({ url: `/pbs/rest/v3/products?${query}`, headers: { 'realm-name': shop.realm } });
  return { res, list: body<List>(res).response_body };
};

describe(`keyset pages: next_cursor (${testDriver()})`, () => {
  for (const sort of PRODUCT_SORTS) {
    it(`follows next_cursor through the ${sort} order exactly as the numbered pages go, and ends with null`, async () => {
      const numbered: number[] = [];
      for (let page = 1; page <= 5; page++)
        numbered.push(...(await get(`sort=${sort}&page-limit=5&page-number=${page}`)).list.products.map((p) => p.product_id));
      const followed: number[] = [];
      let cursor: string | null | undefined;
      let pages = 0;
      do {
        const { res, list } = await get(`sort=${sort}&page-limit=5${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        expect(list.total).toBe(23);
        followed.push(...list.products.map((p) => p.product_id));
        cursor = list.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(numbered).toHaveLength(23);
      expect(followed).toEqual(numbered);
      expect(new Set(followed).size).toBe(23);
      expect(cursor).toBeNull();
    });
  }

  it('gives next_cursor on a full page and null on the last, also when the last page is exactly full', async () => {
    expect((await get('page-limit=23')).list.next_cursor).toEqual(expect.any(String));
    const full = await get('page-limit=23');
    expect((await get(`page-limit=23&cursor=${full.list.next_cursor}`)).list).toMatchObject({ products: [], next_cursor: null, total: 23 });
    expect((await get('page-limit=24')).list.next_cursor).toBeNull();
  });

  it('refuses a cursor that is not one, one of another sort order, and one sent with page-number or search', async () => {
    const { list } = await get('sort=newest&page-limit=5');
    const bad = [
      ['cursor=not-a-cursor', 'cursor is not the next_cursor of a page of this list'],
      [`cursor=${Buffer.from('{"o":"popular","k":[1,"x",3]}').toString('base64url')}`, 'cursor is not the next_cursor'],
      [`cursor=${Buffer.from('{"o":"popular","k":[1]}').toString('base64url')}`, 'cursor is not the next_cursor'],
      [`cursor=${list.next_cursor}&sort=rating`, 'This cursor belongs to another sort order'],
      [`cursor=${list.next_cursor}&sort=newest&page-number=2`, 'Send page-number or cursor, not both'],
      [`cursor=${list.next_cursor}&search=tied`, 'cursor is for listings without search'],
      ['cursor=%2F%2F', 'cursor must be the next_cursor of a page'],
    ];
    for (const [query, message] of bad) {
      const { res } = await get(query!);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).response_message, query).toContain(message);
    }
  });
});

describe('the page-number cap', () => {
  it('serves numbered pages up to the capped total (10,000) and refuses the next with what to do instead', async () => {
    expect((await get('page-limit=20&page-number=500')).res.statusCode).toBe(200);
    expect((await get('page-number=1000')).res.statusCode).toBe(200);
    for (const [query, last] of [
      ['page-limit=20&page-number=501', 500],
      ['page-number=1001', 1000],
      ['page-limit=100&page-number=101', 100],
    ] as const) {
      const { res } = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(body(res).response_message).toContain(`page-number can be at most ${last}`);
      expect(body(res).response_message).toContain('next_cursor');
    }
  });

  it('holds for deals and recommendations too', async () => {
    for (const path of ['/pbs/rest/v3/deals?page-limit=20&page-number=501', '/pbs/rest/v3/recommendations?page-limit=20&page-number=501']) {
      const res = await app.inject({ url: path, headers: { 'realm-name': shop.realm } });
      expect(res.statusCode, path).toBe(400);
    }
  });
});

describe(`list totals kept between requests (${testDriver()})`, () => {
  const version = async () => (await app.database.db.execute(sql`select version::text as v from catalogue_version`)) as unknown as { rows: { v: string }[] };

  it('counts a new product, a hidden one and a vendor now delivering to a pincode on the very next request', async () => {
    const db = app.database.db;
    const fresh = await createCatalogue(db);
    const list = async (query = '') =>
      body<List>(await app.inject({ url: `/pbs/rest/v3/products?page-limit=1${query}`, headers: { 'realm-name': fresh.realm } })).response_body.total;
    await createProduct(db, fresh.refs, { name: 'First' });
    expect(await list()).toBe(1);
    expect(await list()).toBe(1);
    const second = await createProduct(db, fresh.refs, { name: 'Second' });
    expect(await list()).toBe(2);
    await db.update(products).set({ isActive: false }).where(eq(products.id, second.id));
    expect(await list()).toBe(1);

    const local = await createVendor(db, fresh.store.id, { name: 'Local only' });
    await createProduct(db, { ...fresh.refs, vendorId: local.id }, { name: 'Local' });
    const everywhere = (await list('&pincode=400001')) - 0;
    expect(everywhere).toBe(1);
    await db.insert(vendorPincodes).values({ vendorId: local.id, pincode: '400001' });
    expect(await list('&pincode=400001')).toBe(2);
  });

  it('is not recounted after a sale: stock is not something lists filter on', async () => {
    const before = (await version()).rows[0]!.v;
    await app.database.db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.storeId, shop.store.id));
    expect((await version()).rows[0]!.v).toBe(before);
    await app.database.db
      .update(products)
      .set({ popularity: sql`${products.popularity}` })
      .where(eq(products.storeId, shop.store.id));
    expect((await version()).rows[0]!.v).toBe(before);
    await app.database.db
      .update(products)
      .set({ rating: sql`${products.rating}` })
      .where(eq(products.storeId, shop.store.id));
    expect((await version()).rows[0]!.v).not.toBe(before);
  });
});
