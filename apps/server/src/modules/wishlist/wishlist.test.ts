import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WishlistItem } from '@bazaar/contracts';
import { wishlistItems } from '../../db/schema';
import { DEMO_SHOPPER, SOUK_SHOPPER } from '../../db/seed/seed-customers';
import { findCustomerId, signInAs, signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type WishlistBody = { wishlist: WishlistItem[]; total: number };

let app: TestApp;
let world: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  app = await createTestApp();
  world = await createCatalogue(app.database.db, { numberToBasic: 100 });
});
afterAll(async () => {
  await app.close();
});

const base = '/cfs/rest/v3/customer-wishlist';
const list = (who: SignedIn | undefined, query = '') => app.inject({ method: 'GET', url: `${base}${query}`, headers: who?.headers });
const add = (who: SignedIn | undefined, payload: unknown) => app.inject({ method: 'POST', url: base, headers: who?.headers, payload: payload as object });
const remove = (who: SignedIn | undefined, id: number | string) => app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: who?.headers });
const items = async (who: SignedIn, query = '') => body<WishlistBody>(await list(who, query)).response_body;
const shopper = () => signInAsNew(app, { storeRealm: world.realm });
const product = (overrides: Parameters<typeof createProduct>[2] = {}) => createProduct(app.database.db, world.refs, overrides);

describe('customer-wishlist', () => {
  it('answers 401 without a token', async () => {
    for (const res of [await list(undefined), await add(undefined, { product: 1 }), await remove(undefined, 1)]) expect(res.statusCode).toBe(401);
  });

  it("lists the demo shopper's seeded wish list, newest first", async () => {
    const priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
    const { wishlist, total } = await items(priya);
    expect(total).toBe(5);
    expect(wishlist.map((w) => w.product_name)).toContain('Antique Brass Urli Bowl');
  });

  it('adds a product once: the second add answers 200 with the same entry', async () => {
    const who = await shopper();
    const p = await product({ priceMinor: 50_000, sellingPriceMinor: 45_000 });
    const first = await add(who, { product: p.id });
    expect(first.statusCode).toBe(201);
    const item = body<WishlistItem>(first).response_body;
    expect(item).toMatchObject({ product_id: p.id, product_price: 500, final_price: 450, wishlist_item_type: 'product' });
    const again = await add(who, { product: p.id, wishlist_item_type: 'product' });
    expect(again.statusCode).toBe(200);
    expect(body<WishlistItem>(again).response_body.id).toBe(item.id);
    expect((await items(who)).total).toBe(1);
  });

  it('takes its item type from the product unless told, and filters by it', async () => {
    const who = await shopper();
    const service = await product({ productType: 'Service' });
    const good = await product();
    await add(who, { product: service.id });
    await add(who, { product: good.id });
    expect((await items(who, '?wishlist_item_type=service')).wishlist.map((w) => w.product_id)).toEqual([service.id]);
    expect((await items(who, '?wishlist_item_type=product')).wishlist.map((w) => w.product_id)).toEqual([good.id]);
  });

  it('spec §7: wishlist_item_type=all lists both kinds, as the wish list page asks', async () => {
    const who = await shopper();
    const service = await product({ productType: 'Service' });
    const good = await product();
    await add(who, { product: service.id });
    await add(who, { product: good.id });
    const all = await list(who, '?page-number=1&page-limit=50&wishlist_item_type=all&language-code=fr');
    expect(all.statusCode).toBe(200);
    expect(body<WishlistBody>(all).response_body.wishlist.map((w) => w.product_id)).toEqual([good.id, service.id]);
  });

  it('searches product names (LIKE characters taken literally) and pages by 50 by default', async () => {
    const who = await shopper();
    const named = await product({ name: 'Kansa 100% Thali' });
    const many = await Promise.all(Array.from({ length: 51 }, () => product()));
    await app.database.db
      .insert(wishlistItems)
      .values([named, ...many].map((p) => ({ storeId: world.store.id, customerId: who.customerId, productId: p.id, itemType: 'product' as const })));
    expect((await items(who, '?search=100%25')).wishlist.map((w) => w.product_id)).toEqual([named.id]);
    expect((await items(who, '?search=thali')).total).toBe(1);
    const first = await items(who);
    expect(first.wishlist).toHaveLength(50);
    expect(first.total).toBe(52);
    expect((await items(who, '?page-number=2')).wishlist).toHaveLength(2);
    expect((await items(who, '?page-number=-1')).wishlist).toHaveLength(52);
  });

  it('refuses bad input with 400 naming the field, unknown products with 404', async () => {
    const who = await shopper();
    for (const [res, name] of [
      [await list(who, '?page-number=0'), 'page-number'],
      [await list(who, '?wishlist_item_type=gift'), 'wishlist_item_type'],
      [await list(who, `?search=${'a'.repeat(101)}`), 'search'],
      [await add(who, { product: 'abc' }), 'product'],
      [await add(who, {}), 'product'],
      [await add(who, { product: 1, wishlist_item_type: 'x' }), 'wishlist_item_type'],
      [await remove(who, 'abc'), 'wishlistId'],
    ] as const) {
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toContain(name);
    }
    const other = await createCatalogue(app.database.db);
    const foreign = await createProduct(app.database.db, other.refs);
    const res = await add(who, { product: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toBe(`Product ${foreign.id} was not found`);
    expect((await items(who)).total).toBe(0);
  });

  it("removes an entry; another customer's or store's entry is a 404 and stays", async () => {
    const owner = await shopper();
    const p = await product();
    const item = body<WishlistItem>(await add(owner, { product: p.id })).response_body;
    const intruder = await shopper();
    const omar = await signInAs(app, { storeRealm: 'souk', customerId: await findCustomerId(app, 'souk', SOUK_SHOPPER.phone) });
    for (const who of [intruder, omar]) {
      const res = await remove(who, item.id);
      expect(res.statusCode).toBe(404);
      expect(body(res).response_message).toBe(`Wish list item ${item.id} is not in your wish list`);
      expect((await items(who)).wishlist.map((w) => w.id)).not.toContain(item.id);
    }
    expect((await items(owner)).total).toBe(1);
    expect((await remove(owner, item.id)).statusCode).toBe(200);
    expect((await items(owner)).total).toBe(0);
  });
});
