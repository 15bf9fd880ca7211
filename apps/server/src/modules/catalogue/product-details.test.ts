import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBundleItem, createCatalogue, createCategory, createProduct, createVendor } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type List = { products: Array<Record<string, any>>; total: number };

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
let other: Awaited<ReturnType<typeof createCatalogue>>;
const ids: Record<string, number> = {};
const policies = {
  return_allowed: true,
  return_days: 7,
  replacement_allowed: false,
  replacement_days: 0,
  cancellation_allowed: true,
  /** Stored in minor units (paise); the API answers in rupees. */
  cancellation_charge: 4_950,
  refund_cancellation_allowed: true,
  refund_cancellation_days: 5,
};

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  shop = await createCatalogue(db);
  other = await createCatalogue(db);
  const home = await createCategory(db, shop.store.id, { name: 'Home', imagePath: 'categories/home.png' });
  const kitchen = await createCategory(db, shop.store.id, { name: 'Kitchen', parentId: home.id, position: 1 });
  ids.home = home.id;
  ids.kitchen = kitchen.id;
  const potter = await createVendor(db, shop.store.id, { name: 'Potter & Co', rating: 4.2, logoPath: 'vendors/potter.png', policies, city: 'Jaipur' });
  ids.potter = potter.id;
  const refs = { storeId: shop.store.id, vendorId: potter.id, categoryId: kitchen.id };
  ids.mug = (await createProduct(db, refs, { name: 'Clay Mug', images: ['p/mug-1.jpg', 'p/mug-2.jpg'], popularity: 8 })).id;
  ids.plate = (await createProduct(db, refs, { name: 'Clay Plate', images: ['p/plate.jpg'], stock: 0, popularity: 2 })).id;
  ids.set = (
    await createProduct(db, refs, {
      name: 'Dinner Set',
      productType: 'Bundled',
      isDeal: true,
      popularity: 5,
      description: 'Mugs and plates',
      maxPerOrder: 3,
      attributes: [{ name: 'Material', value: 'Terracotta' }],
      faq: [{ question: 'Microwave safe?', answer: 'No' }],
      estimatedDeliveryDays: 4,
    })
  ).id;
  await addBundleItem(db, ids.set, ids.mug, 4);
  await addBundleItem(db, ids.set, ids.plate, 2);
  ids.tv = (await createProduct(db, shop.refs, { name: 'Television', isDeal: true, popularity: 9 })).id;
  ids.lamp = (await createProduct(db, { ...shop.refs, categoryId: home.id }, { name: 'Lamp', popularity: 1, policies: { ...policies, return_days: 30 } })).id;
  ids.foreign = (await createProduct(db, other.refs, { name: 'Foreign Mug' })).id;
});
afterAll(async () => {
  await app.close();
});

const get = async <T = any>(url: string, realm = shop.realm) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'realm-name': realm } });
  return { res, data: body<T>(res).response_body };
};

describe('GET /pbs/rest/v3/products/{id}', () => {
  it('gives everything the product page needs', async () => {
    const { res, data } = await get(`/pbs/rest/v3/products/${ids.set}`);
    expect(res.statusCode).toBe(200);
    expect(data).toMatchObject({
      product_id: ids.set,
      product_name: 'Dinner Set',
      product_type_name: 'Bundled',
      description: 'Mugs and plates',
      stock: 5,
      in_stock: true,
      max_per_order: 3,
      attributes: [{ name: 'Material', value: 'Terracotta' }],
      faq: [{ question: 'Microwave safe?', answer: 'No' }],
      policies: { ...policies, cancellation_charge: 49.5 },
      review_summary: { average: 0, count: 0, by_star: { '1': 0, '5': 0 } },
      rating_breakdown: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      vendor: { id: ids.potter, name: 'Potter & Co', rating: 4.2, logo: 'vendors/potter.png' },
      category_path: [
        { category_id: ids.home, category_name: 'Home' },
        { category_id: ids.kitchen, category_name: 'Kitchen' },
      ],
      estimated_delivery_days: 4,
    });
    expect(data.bundled_products).toEqual([
      { product_id: ids.mug, product_name: 'Clay Mug', product_image: 'p/mug-1.jpg,p/mug-2.jpg', quantity: 4 },
      { product_id: ids.plate, product_name: 'Clay Plate', product_image: 'p/plate.jpg', quantity: 2 },
    ]);
  });

  it("uses the product's own policies over its vendor's and reports stock", async () => {
    expect((await get(`/pbs/rest/v3/products/${ids.lamp}`)).data.policies.return_days).toBe(30);
    expect((await get(`/pbs/rest/v3/products/${ids.plate}`)).data).toMatchObject({ in_stock: false, images: ['p/plate.jpg'] });
  });

  it("answers 404 for an unknown product and for another store's product", async () => {
    const unknown = await get('/pbs/rest/v3/products/999999');
    expect(unknown.res.statusCode).toBe(404);
    expect(body(unknown.res).response_message).toBe('Product 999999 was not found');
    expect((await get(`/pbs/rest/v3/products/${ids.foreign}`)).res.statusCode).toBe(404);
  });

  it('rejects a non-numeric id naming it', async () => {
    const { res } = await get('/pbs/rest/v3/products/abc');
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('id');
  });
});

describe('GET /pbs/rest/v3/categories', () => {
  it('lists the tree flat with parent ids, images and counts including sub-categories', async () => {
    const { data } = await get<{ categories: any[]; total: number }>('/pbs/rest/v3/categories');
    const home = data.categories.find((c) => c.category_id === ids.home);
    const kitchen = data.categories.find((c) => c.category_id === ids.kitchen);
    expect(home).toMatchObject({ category_name: 'Home', parent_id: null, image: 'categories/home.png', product_count: 4 });
    expect(kitchen).toMatchObject({ parent_id: ids.home, product_count: 3 });
    expect(data.categories.indexOf(home)).toBeLessThan(data.categories.indexOf(kitchen));
    expect(data.total).toBe(3);
  });

  it('pages when asked, and never lists another store’s categories', async () => {
    const { data } = await get<{ categories: any[]; total: number }>('/pbs/rest/v3/categories?page-number=2&page-limit=2');
    expect(data.categories).toHaveLength(1);
    const theirs = await get<{ categories: any[] }>('/pbs/rest/v3/categories', other.realm);
    expect(theirs.data.categories.map((c) => c.category_id)).toEqual([other.category.id]);
  });
});

describe('GET /pbs/rest/v3/vendors/{id}', () => {
  it('gives the vendor profile and policies', async () => {
    const { data } = await get(`/pbs/rest/v3/vendors/${ids.potter}`);
    expect(data).toMatchObject({
      vendor_id: ids.potter,
      vendor_name: 'Potter & Co',
      city: 'Jaipur',
      policies: { ...policies, cancellation_charge: 49.5 },
      product_count: 3,
    });
  });

  it("answers 404 for another store's vendor", async () => {
    const { res } = await get(`/pbs/rest/v3/vendors/${other.vendor.id}`);
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toBe(`Vendor ${other.vendor.id} was not found`);
  });
});

describe('deals and recommendations', () => {
  it('lists deals, most popular first, paginated', async () => {
    const { data } = await get<List>('/pbs/rest/v3/deals?page-limit=1');
    expect(data.total).toBe(2);
    expect(data.products.map((p) => p.product_name)).toEqual(['Television']);
    const second = await get<List>('/pbs/rest/v3/deals?page-limit=1&page-number=2');
    expect(second.data.products.map((p) => p.product_name)).toEqual(['Dinner Set']);
  });

  it('recommends same-category products first, then same-vendor ones, never the product itself', async () => {
    const { data } = await get<List>(`/pbs/rest/v3/recommendations?product-id=${ids.mug}`);
    expect(data.products.map((p) => p.product_name)).toEqual(['Dinner Set', 'Clay Plate']);
  });

  it('recommends popular products without a product-id, and 404s for a foreign one', async () => {
    const { data } = await get<List>('/pbs/rest/v3/recommendations?page-limit=2');
    expect(data.products.map((p) => p.product_name)).toEqual(['Television', 'Clay Mug']);
    expect((await get(`/pbs/rest/v3/recommendations?product-id=${ids.foreign}`)).res.statusCode).toBe(404);
  });
});
