import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDomains } from '../db/schema';
import { createCatalogue, createProduct } from '../test/catalogue-factory';
import { createTestApp, type TestApp } from '../test/test-app';

// index.html of a product page asks for the product's first picture (its largest paint) in a Link
// header, so the browser fetches it while the page's scripts still load.
let app: TestApp;
let ids: { first: number; bare: number; hidden: number; otherStore: number };
const HOST = 'cover.shop.test';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'bazaar-cover-preload-'));
  writeFileSync(join(dist, 'index.html'), '<html><head><meta name="bazaar-realm" content="%BAZAAR_REALM%"></head><body></body></html>');
  app = await createTestApp({ webDist: dist });
  const shop = await createCatalogue(app.database.db);
  const other = await createCatalogue(app.database.db);
  await app.database.db.insert(storeDomains).values({ host: HOST, storeId: shop.store.id });
  ids = {
    first: (await createProduct(app.database.db, shop.refs, { images: ['catalogue/products/brass lamp-1.svg', 'catalogue/products/brass-lamp-2.svg'] })).id,
    bare: (await createProduct(app.database.db, shop.refs, { images: [] })).id,
    hidden: (await createProduct(app.database.db, shop.refs, { images: ['catalogue/products/old.svg'], isActive: false })).id,
    otherStore: (await createProduct(app.database.db, other.refs, { images: ['catalogue/products/theirs.svg'] })).id,
  };
});
afterAll(async () => {
  await app.close();
});

const linkOf = async (url: string) => (await app.inject({ method: 'GET', url, headers: { host: HOST } })).headers.link;

describe("the product page's first picture, preloaded with index.html", () => {
  it('asks for the first picture at once and first, under the URL the page shows it at', async () => {
    expect(await linkOf(`/ProductDetails?PId=${ids.first}`)).toBe('</files/catalogue/products/brass%20lamp-1.svg>; rel=preload; as=image; fetchpriority=high');
  });

  it('matches the path as the router does: any case, a trailing slash', async () => {
    expect(await linkOf(`/productdetails/?PId=${ids.first}&tab=reviews`)).toContain('brass%20lamp-1.svg');
  });

  it("names no picture of another store's product, of a hidden product or of one without pictures", async () => {
    expect(await linkOf(`/ProductDetails?PId=${ids.otherStore}`)).toBeUndefined();
    expect(await linkOf(`/ProductDetails?PId=${ids.hidden}`)).toBeUndefined();
    expect(await linkOf(`/ProductDetails?PId=${ids.bare}`)).toBeUndefined();
  });

  it('reads PId as the page does, and only on the product page', async () => {
    for (const pid of ['0', '-1', 'abc', '1234567890', '']) expect(await linkOf(`/ProductDetails?PId=${pid}`)).toBeUndefined();
    expect(await linkOf('/ProductDetails')).toBeUndefined();
    expect(await linkOf(`/cart?PId=${ids.first}`)).toBeUndefined();
  });
});
