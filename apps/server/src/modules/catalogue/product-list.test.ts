import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue, createCategory, createProduct, createVendor } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type Product = Record<string, any>;
type List = { products: Product[]; total: number };

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
let other: Awaited<ReturnType<typeof createCatalogue>>;
const ids: Record<string, number> = {};
let electronics: number;
let audio: number;
let headphoneVendor: number;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  shop = await createCatalogue(db);
  other = await createCatalogue(db);
  // Electronics > Audio; the vendor of the shop delivers everywhere, a second only to 560001.
  electronics = (await createCategory(db, shop.store.id, { name: 'Electronics' })).id;
  audio = (await createCategory(db, shop.store.id, { name: 'Audio', parentId: electronics })).id;
  headphoneVendor = (await createVendor(db, shop.store.id, { name: 'Sound House', pincodes: ['560001'] })).id;
  const local = { ...shop.refs, vendorId: headphoneVendor };
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  ids.tv = (
    await createProduct(
      db,
      { ...shop.refs, categoryId: electronics },
      { name: 'Smart TV', sellingPriceMinor: 3_000_000, priceMinor: 3_500_000, rating: 4.1, createdAt: day(1), popularity: 5 },
    )
  ).id;
  ids.headphones = (
    await createProduct(
      db,
      { ...local, categoryId: audio },
      { name: 'Wireless Headphones', sellingPriceMinor: 250_000, rating: 4.8, createdAt: day(2), popularity: 9 },
    )
  ).id;
  ids.speaker = (
    await createProduct(
      db,
      { ...local, categoryId: audio },
      { name: 'Bluetooth Speaker', sellingPriceMinor: 150_000, rating: 3.9, createdAt: day(3), popularity: 7 },
    )
  ).id;
  ids.saree = (await createProduct(db, shop.refs, { name: 'Silk Saree', sellingPriceMinor: 500_000, rating: 4.5, createdAt: day(4), popularity: 3 })).id;
  ids.yoga = (
    await createProduct(db, shop.refs, {
      name: 'Yoga Class',
      productType: 'Service',
      orderFlow: 'request_based',
      slotRequired: true,
      sellingPriceMinor: 50_000,
      rating: 4.5,
      createdAt: day(5),
      popularity: 1,
    })
  ).id;
  ids.hidden = (await createProduct(db, shop.refs, { name: 'Custom Quote Sofa', priceVisibility: false, sellingPriceMinor: 10_000, createdAt: day(6) })).id;
  ids.inactive = (await createProduct(db, shop.refs, { name: 'Retired Lamp', isActive: false })).id;
  await createProduct(db, other.refs, { name: 'Other Store Saree' });
});
afterAll(async () => {
  await app.close();
});

const list = async (query = '', realm = shop.realm) => {
  const res = await app.inject({ method: 'GET', url: `/pbs/rest/v3/products${query ? `?${query}` : ''}`, headers: { 'realm-name': realm } });
  return { res, data: body<List>(res).response_body };
};
const names = (data: List) => data.products.map((p) => p.product_name);

describe('GET /pbs/rest/v3/products', () => {
  it('lists active products of the store in rupees with their vendor names', async () => {
    const { res, data } = await list();
    expect(res.statusCode).toBe(200);
    expect(data.total).toBe(6);
    expect(names(data)).not.toContain('Retired Lamp');
    const headphones = data.products.find((p) => p.product_id === ids.headphones)!;
    expect(headphones).toMatchObject({
      product_price: 1000,
      final_price: 2500,
      vendor_name: 'Sound House',
      vendor_id: headphoneVendor,
      category_id: audio,
      product_type_name: 'Physical',
      price_visibility: true,
      order_flow: 'checkout_based',
      slot_required: false,
      in_stock: true,
    });
  });

  it('sends price_visibility false with null prices', async () => {
    const { data } = await list();
    expect(data.products.find((p) => p.product_id === ids.hidden)).toMatchObject({ price_visibility: false, product_price: null, final_price: null });
  });

  it('divides prices by the store currency number_to_basic', async () => {
    const cents = await createCatalogue(app.database.db, { numberToBasic: 1000 });
    await createProduct(app.database.db, cents.refs, { priceMinor: 12_345, sellingPriceMinor: 10_000 });
    const { data } = await list('', cents.realm);
    expect(data.products[0]).toMatchObject({ product_price: 12.35, final_price: 10 });
  });

  it('filters by category including sub-categories', async () => {
    expect(names((await list(`category-id=${electronics}&sort=price_asc`)).data)).toEqual(['Bluetooth Speaker', 'Wireless Headphones', 'Smart TV']);
    expect(names((await list(`category-id=${audio}&sort=price_asc`)).data)).toEqual(['Bluetooth Speaker', 'Wireless Headphones']);
  });

  it('filters by vendor, product type and price range (in rupees)', async () => {
    expect((await list(`vendor-id=${headphoneVendor}`)).data.total).toBe(2);
    expect(names((await list('product-type=Service')).data)).toEqual(['Yoga Class']);
    expect(names((await list('min-price=1500&max-price=5000&sort=price_asc')).data)).toEqual(['Bluetooth Speaker', 'Wireless Headphones', 'Silk Saree']);
    // A hidden price never matches a price range.
    expect(names((await list('max-price=600')).data)).toEqual(['Yoga Class']);
  });

  it('filters by min-rating: products rated at least that many stars', async () => {
    expect(names((await list('min-rating=4&sort=rating')).data)).toEqual(['Wireless Headphones', 'Silk Saree', 'Yoga Class', 'Smart TV']);
    expect((await list('min-rating=5')).data.total).toBe(0);
    expect((await list('min-rating=1')).data.total).toBe(5);
  });

  it('filters by pincode: listed pincodes or vendors delivering everywhere; allProducts is no filter', async () => {
    expect((await list('pincode=560001')).data.total).toBe(6);
    const elsewhere = names((await list('pincode=110001')).data);
    expect(elsewhere).toHaveLength(4);
    expect(elsewhere).not.toContain('Wireless Headphones');
    expect((await list('pincode=allProducts')).data.total).toBe(6);
  });

  it("takes a pincode filter in the store's own kind of postal code: 4 digits in a South African store", async () => {
    const db = app.database.db;
    const za = await createCatalogue(db, { postalCodePattern: '^[0-9]{4}$', postalCodeLength: 4, postalCodeLabel: 'postal_code' });
    const johannesburg = await createVendor(db, za.store.id, { pincodes: ['2001'] });
    await createProduct(db, za.refs, { name: 'Dates everywhere' });
    await createProduct(db, { ...za.refs, vendorId: johannesburg.id }, { name: 'Coffee in Johannesburg' });
    expect(names((await list('pincode=2001', za.realm)).data).sort()).toEqual(['Coffee in Johannesburg', 'Dates everywhere']);
    expect(names((await list('pincode=8001', za.realm)).data)).toEqual(['Dates everywhere']);
    expect((await list('pincode=allProducts', za.realm)).data.total).toBe(2);
    for (const [realm, pincode, message] of [
      [za.realm, '200100', 'pincode must be a 4-digit postal code'],
      [shop.realm, '2001', 'pincode must be a 6-digit PIN code'],
    ] as const) {
      const { res } = await list(`pincode=${pincode}`, realm);
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toBe(message);
    }
  });

  it.each([
    ['price_asc', ['Custom Quote Sofa']],
    ['price_desc', ['Custom Quote Sofa']],
  ])('puts hidden prices last when sorting by %s', async (sort, last) => {
    const { data } = await list(`sort=${sort}&page-limit=100`);
    expect(names(data).slice(-1)).toEqual(last);
  });

  it.each(['price_asc', 'price_desc', 'newest', 'rating', 'relevance'])('keeps the %s order across pages', async (sort) => {
    const all = names((await list(`sort=${sort}&page-limit=100`)).data);
    const first = (await list(`sort=${sort}&page-limit=4&page-number=1`)).data;
    const second = (await list(`sort=${sort}&page-limit=4&page-number=2`)).data;
    expect(first.total).toBe(6);
    expect([...names(first), ...names(second)]).toEqual(all);
  });

  it('sorts by each order as asked', async () => {
    expect(names((await list('sort=price_asc')).data).slice(0, 3)).toEqual(['Yoga Class', 'Bluetooth Speaker', 'Wireless Headphones']);
    expect(names((await list('sort=price_desc')).data)[0]).toBe('Smart TV');
    expect(names((await list('sort=newest')).data)[0]).toBe('Custom Quote Sofa');
    expect(names((await list('sort=rating')).data)[0]).toBe('Wireless Headphones');
    expect(names((await list()).data)[0]).toBe('Wireless Headphones');
  });

  it('gives 10 a page by default', async () => {
    const many = await createCatalogue(app.database.db);
    for (let i = 0; i < 12; i += 1) await createProduct(app.database.db, many.refs);
    const { data } = await list('', many.realm);
    expect(data.products).toHaveLength(10);
    expect(data.total).toBe(12);
  });

  it.each([
    ['page-limit=abc', 'page-limit'],
    ['page-limit=101', 'page-limit'],
    ['page-number=0', 'page-number'],
    ['min-price=-1', 'min-price'],
    ['max-price=500001', 'max-price'],
    ['min-price=500&max-price=100', 'min-price'],
    ['sort=cheapest', 'sort'],
    ['product-type=Car', 'product-type'],
    ['pincode=12', 'pincode'],
    ['category-id=x', 'category-id'],
    ['min-rating=0', 'min-rating'],
    ['min-rating=6', 'min-rating'],
    ['min-rating=4.5', 'min-rating'],
  ])('rejects %s naming the parameter', async (query, name) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(name);
  });

  it('answers 404 for a category or vendor filter of another store', async () => {
    const category = await list(`category-id=${other.category.id}`);
    expect(category.res.statusCode).toBe(404);
    expect(body(category.res).response_message).toBe(`Category ${other.category.id} was not found`);
    expect((await list(`vendor-id=${other.vendor.id}`)).res.statusCode).toBe(404);
  });

  it("never shows another store's products", async () => {
    expect(names((await list('search=saree')).data)).toEqual(['Silk Saree']);
    expect(names((await list('', other.realm)).data)).toEqual(['Other Store Saree']);
  });
});
