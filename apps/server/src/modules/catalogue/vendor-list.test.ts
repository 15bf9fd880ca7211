import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema';
import { createCatalogue, createProduct, createVendor } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type Vendor = Record<string, any>;
type List = { vendors: Vendor[]; total: number };

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
let other: Awaited<ReturnType<typeof createCatalogue>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  shop = await createCatalogue(db);
  other = await createCatalogue(db);
  // Two vendors share the top rating, so the name decides between them.
  ids.bharat = (await createVendor(db, shop.store.id, { name: 'Bharat Crafts', rating: 4.5, city: 'Jaipur' })).id;
  ids.apex = (await createVendor(db, shop.store.id, { name: 'Apex Audio', rating: 4.5, ratingCount: 12, deliversEverywhere: true })).id;
  ids.zen = (await createVendor(db, shop.store.id, { name: 'Zen Teas', rating: 3 })).id;
  const apex = { ...shop.refs, vendorId: ids.apex };
  await createProduct(db, apex);
  await createProduct(db, apex);
  await createProduct(db, apex, { isActive: false });
  await createProduct(db, shop.refs);
  await createVendor(db, other.store.id, { name: 'Other Store Vendor', rating: 5 });
  await createProduct(db, other.refs);
});
afterAll(async () => {
  await app.close();
});

const list = async (query = '', realm = shop.realm) => {
  const res = await app.inject({ method: 'GET', url: `/pbs/rest/v3/vendors${query ? `?${query}` : ''}`, headers: { 'realm-name': realm } });
  return { res, data: body<List>(res).response_body };
};
const names = (data: List) => data.vendors.map((v) => v.vendor_name);

describe('GET /pbs/rest/v3/vendors', () => {
  it("lists the store's vendors by rating, then name, with profiles and visible product counts", async () => {
    const { res, data } = await list();
    expect(res.statusCode).toBe(200);
    expect(names(data)).toEqual(['Apex Audio', 'Bharat Crafts', 'Zen Teas', shop.vendor.name]);
    expect(data.total).toBe(4);
    expect(data.vendors[0]).toEqual({
      vendor_id: ids.apex,
      vendor_name: 'Apex Audio',
      description: '',
      city: '',
      logo: null,
      rating: 4.5,
      rating_count: 12,
      delivers_everywhere: true,
      policies: null,
      product_count: 2,
    });
    expect(data.vendors.map((v) => v.product_count)).toEqual([2, 0, 0, 1]);
  });

  it("never lists another store's vendors", async () => {
    expect(names((await list()).data)).not.toContain('Other Store Vendor');
    const theirs = (await list('', other.realm)).data;
    expect(names(theirs)).toEqual(['Other Store Vendor', other.vendor.name]);
    expect(theirs.total).toBe(2);
  });

  it('keeps the seeded demo stores apart', async () => {
    const db = app.database.db;
    for (const [realm, storeId] of [
      ['demo', 12],
      ['souk', 13],
    ] as const) {
      const own = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.storeId, storeId));
      const { data } = await list('page-number=-1', realm);
      expect(data.vendors.map((v) => v.vendor_id).sort((a, b) => a - b)).toEqual(own.map((v) => v.id).sort((a, b) => a - b));
      expect(data.total).toBe(own.length);
    }
  });

  it('pages: page-limit and page-number, -1 for all, the total on every page', async () => {
    const all = names((await list('page-number=-1')).data);
    const first = (await list('page-limit=3')).data;
    const second = (await list('page-limit=3&page-number=2')).data;
    expect(all).toHaveLength(4);
    expect([...names(first), ...names(second)]).toEqual(all);
    expect(second.total).toBe(4);
    const past = (await list('page-limit=3&page-number=5')).data;
    expect(past).toEqual({ vendors: [], total: 4 });
  });

  it.each([
    ['page-limit=0', 'page-limit'],
    ['page-limit=101', 'page-limit'],
    ['page-limit=abc', 'page-limit'],
    ['page-number=0', 'page-number'],
    ['language-code=xx', 'language-code'],
  ])('rejects %s naming the parameter', async (query, name) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(name);
  });

  it('answers an unknown realm as the other catalogue endpoints do', async () => {
    const vendorsRes = (await list('', 'nowhere')).res;
    const productsRes = await app.inject({ method: 'GET', url: '/pbs/rest/v3/products', headers: { 'realm-name': 'nowhere' } });
    expect(vendorsRes.statusCode).toBe(404);
    expect(vendorsRes.statusCode).toBe(productsRes.statusCode);
    expect(body(vendorsRes)).toEqual(body(productsRes));
  });
});
