import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';

type List = { products: { product_name: string; in_stock: boolean }[]; total: number; next_cursor?: string | null };

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  shop = await createCatalogue(db);
  ids.kettle = (await createProduct(db, shop.refs, { name: 'Copper Kettle', stock: 3, popularity: 9 })).id;
  ids.lamp = (await createProduct(db, shop.refs, { name: 'Brass Lamp', stock: 0, popularity: 8 })).id;
  ids.rug = (await createProduct(db, shop.refs, { name: 'Jute Rug', stock: 1, popularity: 7 })).id;
  ids.vase = (await createProduct(db, shop.refs, { name: 'Clay Vase', stock: 0, popularity: 6 })).id;
});
afterAll(async () => {
  await app.close();
});

const list = async (query = '') => {
  const res = await app.inject({ method: 'GET', url: `/pbs/rest/v3/products${query ? `?${query}` : ''}`, headers: { 'realm-name': shop.realm } });
  return { res, data: body<List>(res).response_body };
};
const names = (data: List) => data.products.map((p) => p.product_name);
const setStock = (id: number, stock: number) => app.database.db.update(products).set({ stock }).where(eq(products.id, id));

describe('GET /pbs/rest/v3/products?in-stock=', () => {
  it('lists only products with stock left when in-stock=true', async () => {
    const { res, data } = await list('in-stock=true');
    expect(res.statusCode).toBe(200);
    expect(names(data)).toEqual(['Copper Kettle', 'Jute Rug']);
    expect(data.total).toBe(2);
    expect(data.products.every((p) => p.in_stock)).toBe(true);
  });

  it('lists every product, marked, when in-stock is false or absent', async () => {
    for (const query of ['', 'in-stock=false']) {
      const { data } = await list(query);
      expect(data.total).toBe(4);
      expect(data.products.filter((p) => !p.in_stock).map((p) => p.product_name)).toEqual(['Brass Lamp', 'Clay Vase']);
    }
  });

  it('pages in-stock products by cursor without the sold-out ones', async () => {
    const first = await list('in-stock=true&page-limit=1');
    expect(names(first.data)).toEqual(['Copper Kettle']);
    const second = await list(`in-stock=true&page-limit=1&cursor=${encodeURIComponent(first.data.next_cursor!)}`);
    expect(names(second.data)).toEqual(['Jute Rug']);
  });

  it('counts again when a product runs out or comes back, though the total is kept between calls', async () => {
    expect((await list('in-stock=true&sort=newest')).data.total).toBe(2);
    await setStock(ids.kettle!, 0);
    const soldOut = await list('in-stock=true&sort=newest');
    expect(soldOut.data.total).toBe(1);
    expect(names(soldOut.data)).toEqual(['Jute Rug']);
    await setStock(ids.vase!, 4);
    expect((await list('in-stock=true&sort=newest')).data.total).toBe(2);
    await setStock(ids.kettle!, 3);
    await setStock(ids.vase!, 0);
  });

  it.each(['in-stock=yes', 'in-stock=1', 'in-stock='])('rejects %s naming the parameter', async (query) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('in-stock must be true or false');
  });
});
