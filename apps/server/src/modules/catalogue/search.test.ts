import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RESULTS_MAX } from '@bazaar/contracts';
import { products } from '../../db/schema';
import { createCatalogue, createCategory, createProduct } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type List = { products: Array<Record<string, any>>; total: number };
type Suggestions = { suggestions: Array<{ type: string; id: number; name: string }> };

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  shop = await createCatalogue(db);
  const sarees = await createCategory(db, shop.store.id, { name: 'Sarees' });
  await createCategory(db, shop.store.id, { name: 'Silk Scarves' });
  const refs = { ...shop.refs, categoryId: sarees.id };
  await createProduct(db, refs, { name: 'Banarasi Silk Saree', description: 'Handwoven in Varanasi with zari work', popularity: 4 });
  await createProduct(db, refs, { name: 'Cotton Saree', description: 'Light cotton for summer', popularity: 9 });
  await createProduct(db, shop.refs, { name: 'Noise Cancelling Headphones', description: 'Over-ear, 30 hours of battery' });
  await createProduct(db, shop.refs, { name: 'Steel Water Bottle', description: 'Keeps drinks cold; silk-smooth finish' });
  await createProduct(db, shop.refs, { name: 'Headband 50% off', description: 'Sports headband' });
  await createProduct(db, shop.refs, { name: 'Hidden Silk Saree', isActive: false });
  const other = await createCatalogue(db);
  await createProduct(db, other.refs, { name: 'Other Store Silk Saree' });
});
afterAll(async () => {
  await app.close();
});

const get = async <T>(url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'realm-name': shop.realm } });
  return { res, data: body<T>(res).response_body };
};
const search = async (text: string, extra = '') =>
  (await get<List>(`/pbs/rest/v3/products?search=${encodeURIComponent(text)}${extra}`)).data.products.map((p) => p.product_name);

describe('product search', () => {
  it('finds words in names and descriptions with full text, stemmed', async () => {
    expect(await search('sarees')).toEqual(expect.arrayContaining(['Banarasi Silk Saree', 'Cotton Saree']));
    expect(await search('handwoven')).toEqual(['Banarasi Silk Saree']);
    expect(await search('battery')).toEqual(['Noise Cancelling Headphones']);
  });

  it('ranks name matches above description matches', async () => {
    expect((await search('silk'))[0]).toBe('Banarasi Silk Saree');
    expect(await search('silk')).toContain('Steel Water Bottle');
  });

  it('tolerates typos through trigram similarity', async () => {
    expect(await search('sarre')).toEqual(expect.arrayContaining(['Banarasi Silk Saree', 'Cotton Saree']));
    expect(await search('hedphones')).toContain('Noise Cancelling Headphones');
  });

  it("corrects each mistyped word to a word of the store's product names, and finds what they name", async () => {
    expect(await search('cotton sarre')).toEqual(['Cotton Saree']);
    expect(await search('noise cancelling hedphones')).toEqual(['Noise Cancelling Headphones']);
  });

  it('learns the words of a renamed product', async () => {
    const db = app.database.db;
    const product = await createProduct(db, shop.refs, { name: 'Plain Mug' });
    expect(await search('terracota')).toEqual([]);
    await db.update(products).set({ name: 'Terracotta Mug' }).where(eq(products.id, product.id));
    expect(await search('terracota')).toEqual(['Terracotta Mug']);
  });

  it('finds nothing for unrelated text', async () => {
    expect(await search('tractor')).toEqual([]);
  });

  it('combines search with other filters and never crosses stores or shows inactive products', async () => {
    expect(await search('saree', '&sort=price_asc')).not.toContain('Other Store Silk Saree');
    expect(await search('saree')).not.toContain('Hidden Silk Saree');
  });

  it('treats quotes, operators and LIKE wildcards as text', async () => {
    const res = await get<List>(`/pbs/rest/v3/products?search=${encodeURIComponent('"silk" -cotton OR %_\\')}`);
    expect(res.res.statusCode).toBe(200);
  });
});

describe('a search with more matches than it ranks', () => {
  it(`ranks at most ${SEARCH_RESULTS_MAX} matches and says so in its total; pages past them are empty`, async () => {
    const db = app.database.db;
    const many = await createCatalogue(db);
    await db.insert(products).values(
      Array.from({ length: SEARCH_RESULTS_MAX + 20 }, (_, i) => ({
        ...many.refs,
        name: `Brass Lamp ${i}`,
        slug: `brass-lamp-${i}`,
        productType: 'Physical' as const,
        priceMinor: 1000,
        sellingPriceMinor: 1000,
        popularity: i,
      })),
    );
    const page = async (n: number) =>
      body<List>(await app.inject({ url: `/pbs/rest/v3/products?search=brass&page-limit=100&page-number=${n}`, headers: { 'realm-name': many.realm } }))
        .response_body;
    const first = await page(1);
    expect(first.total).toBe(SEARCH_RESULTS_MAX);
    expect(first.products).toHaveLength(100);
    expect((await page(5)).products).toHaveLength(100);
    expect(await page(6)).toEqual({ products: [], total: SEARCH_RESULTS_MAX });
  });
});

describe('GET /pbs/rest/v3/products/suggestions', () => {
  const suggest = async (text: string) => (await get<Suggestions>(`/pbs/rest/v3/products/suggestions?search=${encodeURIComponent(text)}`)).data;

  it('offers names starting with the typed text first, categories before products', async () => {
    const { suggestions } = await suggest('si');
    expect(suggestions[0]).toMatchObject({ type: 'category', name: 'Silk Scarves' });
    expect(suggestions.map((s) => s.name)).toContain('Banarasi Silk Saree');
  });

  it('offers names containing the text after those starting with it', async () => {
    const names = (await suggest('sare')).suggestions.map((s) => `${s.type}:${s.name}`);
    expect(names).toEqual(['category:Sarees', 'product:Cotton Saree', 'product:Banarasi Silk Saree']);
  });

  it('matches % literally and gives at most 8', async () => {
    expect((await suggest('50%')).suggestions.map((s) => s.name)).toEqual(['Headband 50% off']);
    expect((await suggest('%')).suggestions.map((s) => s.name)).toEqual(['Headband 50% off']);
    expect((await suggest('e')).suggestions.length).toBeLessThanOrEqual(8);
  });

  it('requires the search text', async () => {
    const res = await get('/pbs/rest/v3/products/suggestions?search=%20');
    expect(res.res.statusCode).toBe(400);
    expect(body(res.res).response_message).toContain('search');
  });
});
