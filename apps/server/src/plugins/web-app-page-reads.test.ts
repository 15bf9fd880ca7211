import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_LIMIT_DEFAULT, START_ANSWERS_ELEMENT_ID, landingListingCall, productPageCall, startUpKey } from '@bazaar/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDomains } from '../db/schema';
import { createCatalogue, createProduct } from '../test/catalogue-factory';
import { createTestApp, type TestApp } from '../test/test-app';

// index.html of a product page carries the product, and of the unfiltered listing its first page;
// the response asks for the pictures those show first (the largest paint) in a Link header, so the
// browser fetches them while the page's scripts still load.
let app: TestApp;
let ids: { first: number; bare: number; hidden: number; otherStore: number };
const HOST = 'cover.shop.test';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'bazaar-cover-preload-'));
  writeFileSync(join(dist, 'index.html'), '<html><head><meta name="bazaar-realm" content="%BAZAAR_REALM%"></head><body></body></html>');
  app = await createTestApp({ webDist: dist });
  const shop = await createCatalogue(app.database.db);
  realm = shop.realm;
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

const open = (url: string) => app.inject({ method: 'GET', url, headers: { host: HOST } });
const linkOf = async (url: string) => (await open(url)).headers.link;
const ELEMENT = new RegExp(`<script id="${START_ANSWERS_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');
const answersOf = async (url: string) => JSON.parse(ELEMENT.exec((await open(url)).body)![1]!) as Record<string, unknown>;
const api = async (url: string) => (await app.inject({ method: 'GET', url, headers: { host: HOST, 'realm-name': realm } })).json() as unknown;
let realm: string;

describe("the product page's first picture, preloaded with index.html", () => {
  it('asks for the first picture at once and first, under the URL the page shows it at', async () => {
    expect(await linkOf(`/ProductDetails?PId=${ids.first}`)).toBe('</files/catalogue/products/brass%20lamp-1.svg>; rel=preload; as=image; fetchpriority=high');
  });

  it('carries the product as the API answers it', async () => {
    const key = startUpKey(productPageCall(ids.first));
    expect((await answersOf(`/ProductDetails?PId=${ids.first}`))[key]).toEqual(await api(key));
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

describe("the unfiltered listing's first page, carried with index.html", () => {
  it("carries the page as the API answers it, and asks for the first row's pictures", async () => {
    const key = startUpKey(landingListingCall(PAGE_LIMIT_DEFAULT));
    const answer = (await answersOf('/productListing'))[key] as { response_body: { products: { product_image: string }[] } };
    expect(answer).toEqual(await api(key));
    const covers = answer.response_body.products
      .slice(0, 4)
      .map((p) => p.product_image.split(',')[0])
      .filter(Boolean);
    expect(covers.length).toBeGreaterThan(0);
    const link = String(await linkOf('/productlisting/'));
    expect(link.split(', ').map((l) => /^<\/files\/([^>]+)>/.exec(l)![1])).toEqual(covers.map((c) => c!.split('/').map(encodeURIComponent).join('/')));
  });

  it('answers nothing more for a filtered listing: the page asks for it itself', async () => {
    const answers = await answersOf('/productListing?category-id=1');
    expect(Object.keys(answers).some((key) => key.startsWith('/pbs/rest/v3/products'))).toBe(false);
    expect(await linkOf('/productListing?category-id=1')).toBeUndefined();
  });
});
