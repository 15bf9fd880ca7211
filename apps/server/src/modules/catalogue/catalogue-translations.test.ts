import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTranslations, productTranslations, storeLanguages, vendorTranslations } from '../../db/schema';
import { signInAsNew } from '../../test/auth-helpers';
import { createCatalogue, createCategory, createProduct } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Catalogue content in the request's language (issue 14): every catalogue call answers in the
 * `language-code` of the request where a translation is written, in the store's default language
 * otherwise, searches and suggests in that language, and never mixes up two stores' rows.
 */

type List = { products: Array<Record<string, any>>; total: number };

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
let ids: { saree: number; kurta: number; plain: number; category: number; sub: number };

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  shop = await createCatalogue(db);
  await db.insert(storeLanguages).values([
    { storeId: shop.store.id, languageCode: 'en', isDefault: true, position: 0 },
    { storeId: shop.store.id, languageCode: 'hi', position: 1 },
    { storeId: shop.store.id, languageCode: 'ar', position: 2 },
    { storeId: shop.store.id, languageCode: 'en_IN', position: 3 },
  ]);
  const sub = await createCategory(db, shop.store.id, { name: 'Kurtas', parentId: shop.category.id });
  const refs = { ...shop.refs, categoryId: sub.id };
  const saree = await createProduct(db, shop.refs, {
    name: 'Indigo Cotton Saree',
    description: 'Hand block-printed with natural dyes.',
    priceMinor: 200000,
    sellingPriceMinor: 150000,
    discountDetails: '25% off',
    attributes: [{ name: 'Colour', value: 'Indigo' }],
    faq: [{ question: 'Can I return it?', answer: 'Yes, within 10 days.' }],
    popularity: 9,
  });
  const kurta = await createProduct(db, refs, { name: 'Rust Cotton Kurta', description: 'A straight kurta in soft cotton.', popularity: 5 });
  const plain = await createProduct(db, shop.refs, { name: 'Steel Water Bottle', description: 'Keeps drinks cold.', popularity: 1 });
  await db.insert(productTranslations).values([
    {
      productId: saree.id,
      languageCode: 'hi',
      name: 'इंडिगो सूती साड़ी',
      description: 'प्राकृतिक रंगों से हाथ से ठप्पा छपाई।',
      discountDetails: '25% की छूट',
      attributes: [{ name: 'रंग', value: 'इंडिगो' }],
      faq: [{ question: 'क्या मैं इसे लौटा सकता हूँ?', answer: 'हाँ, 10 दिनों के भीतर।' }],
    },
    { productId: kurta.id, languageCode: 'hi', name: 'रस्ट सूती कुर्ता', description: 'मुलायम सूती कपड़े का सीधा कुर्ता।' },
    { productId: saree.id, languageCode: 'ar', name: 'ساري قطني نيلي', description: 'مطبوع يدويًا بأصباغ طبيعية.' },
  ]);
  await db.insert(categoryTranslations).values([{ categoryId: sub.id, languageCode: 'hi', name: 'कुर्ते', description: 'हाथ से छपे कुर्ते' }]);
  await db.insert(vendorTranslations).values([{ vendorId: shop.vendor.id, languageCode: 'hi', name: 'रंगरेज़ ब्लॉक प्रिंट्स' }]);
  ids = { saree: saree.id, kurta: kurta.id, plain: plain.id, category: shop.category.id, sub: sub.id };

  // Another store with a product of the same name: its rows never answer for this store.
  const other = await createCatalogue(db);
  const foreign = await createProduct(db, other.refs, { name: 'Indigo Cotton Saree' });
  await db.insert(productTranslations).values([{ productId: foreign.id, languageCode: 'hi', name: 'दूसरी दुकान की साड़ी' }]);
});
afterAll(async () => {
  await app.close();
});

const get = async <T>(url: string, realm = shop.realm) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'realm-name': realm } });
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).response_body;
};
const names = async (query: string) => (await get<List>(`/pbs/rest/v3/products?${query}`)).products.map((p) => p.product_name);

describe('catalogue calls in the language of the request', () => {
  it('lists product and vendor names in the language, the default text where none is written', async () => {
    const list = await get<List>('/pbs/rest/v3/products?language-code=hi');
    const byId = new Map(list.products.map((p) => [p.product_id, p]));
    expect(byId.get(ids.saree)).toMatchObject({ product_name: 'इंडिगो सूती साड़ी', discount_details: '25% की छूट', vendor_name: 'रंगरेज़ ब्लॉक प्रिंट्स' });
    expect(byId.get(ids.plain)!.product_name).toBe('Steel Water Bottle');
    expect(list.products.map((p) => p.product_name)).not.toContain('दूसरी दुकान की साड़ी');
  });

  it('answers in the default language without a language, in it, and in a regional form of it', async () => {
    for (const query of ['', 'language-code=en', 'language-code=en_IN', 'language-code=fr']) {
      expect(await names(query)).toContain('Indigo Cotton Saree');
    }
    expect(await names('language-code=ar')).toContain('ساري قطني نيلي');
  });

  it("gives the product page's description, specifications, FAQ and discount in the language", async () => {
    const hi = await get<Record<string, any>>(`/pbs/rest/v3/products/${ids.saree}?language-code=hi`);
    expect(hi).toMatchObject({
      product_name: 'इंडिगो सूती साड़ी',
      description: 'प्राकृतिक रंगों से हाथ से ठप्पा छपाई।',
      attributes: [{ name: 'रंग', value: 'इंडिगो' }],
      faq: [{ question: 'क्या मैं इसे लौटा सकता हूँ?', answer: 'हाँ, 10 दिनों के भीतर।' }],
      discount_details: '25% की छूट',
    });
    expect(hi.vendor.name).toBe('रंगरेज़ ब्लॉक प्रिंट्स');
    // Arabic has a name and description only: the rest is the store's own.
    const ar = await get<Record<string, any>>(`/pbs/rest/v3/products/${ids.saree}?language-code=ar`);
    expect(ar).toMatchObject({ product_name: 'ساري قطني نيلي', attributes: [{ name: 'Colour', value: 'Indigo' }], discount_details: '25% off' });
    const en = await get<Record<string, any>>(`/pbs/rest/v3/products/${ids.saree}`);
    expect(en).toMatchObject({ product_name: 'Indigo Cotton Saree', description: 'Hand block-printed with natural dyes.' });
  });

  it('names categories, the category path and vendors in the language', async () => {
    const { categories } = await get<{ categories: Array<{ category_id: number; category_name: string; description: string }> }>(
      '/pbs/rest/v3/categories?page-number=-1&language-code=hi',
    );
    expect(categories.find((c) => c.category_id === ids.sub)).toMatchObject({ category_name: 'कुर्ते', description: 'हाथ से छपे कुर्ते' });
    const kurta = await get<{ category_path: Array<{ category_name: string }> }>(`/pbs/rest/v3/products/${ids.kurta}?language-code=hi`);
    expect(kurta.category_path.map((c) => c.category_name).at(-1)).toBe('कुर्ते');
    // The same store in English right after: the languages are kept apart.
    const en = await get<{ categories: Array<{ category_id: number; category_name: string }> }>('/pbs/rest/v3/categories?page-number=-1');
    expect(en.categories.find((c) => c.category_id === ids.sub)!.category_name).toBe('Kurtas');
    const vendor = await get<{ vendor_name: string; description: string }>(`/pbs/rest/v3/vendors/${shop.vendor.id}?language-code=hi`);
    expect(vendor.vendor_name).toBe('रंगरेज़ ब्लॉक प्रिंट्स');
  });

  it('searches the translated text with the language stemmed, and the store text as well', async () => {
    expect(await names('search=साड़ी&language-code=hi')).toEqual(['इंडिगो सूती साड़ी']);
    expect((await names(`search=${encodeURIComponent('सूती')}&language-code=hi`)).sort()).toEqual(['इंडिगो सूती साड़ी', 'रस्ट सूती कुर्ता'].sort());
    expect(await names('search=kurta&language-code=hi')).toEqual(['रस्ट सूती कुर्ता']);
    // Arabic stems: 'الساري' (the sari) finds 'ساري'.
    expect(await names(`search=${encodeURIComponent('الساري')}&language-code=ar`)).toEqual(['ساري قطني نيلي']);
    // Hindi words are not searched for an English request.
    expect(await names('search=साड़ी')).toEqual([]);
  });

  it('corrects a mistyped translated word', async () => {
    expect(await names(`search=${encodeURIComponent('कुरता')}&language-code=hi`)).toEqual(['रस्ट सूती कुर्ता']);
  });
});

describe('suggestions', () => {
  const suggest = async (text: string, language = '') =>
    (
      await get<{ suggestions: Array<{ type: string; id: number; name: string }> }>(
        `/pbs/rest/v3/products/suggestions?search=${encodeURIComponent(text)}${language && `&language-code=${language}`}`,
      )
    ).suggestions;

  it('suggest names in the language, matching translated and store names', async () => {
    expect(await suggest('कुर', 'hi')).toEqual([
      { type: 'category', id: ids.sub, name: 'कुर्ते' },
      { type: 'product', id: ids.kurta, name: 'रस्ट सूती कुर्ता' },
    ]);
    expect((await suggest('indigo', 'hi')).map((s) => s.name)).toEqual(['इंडिगो सूती साड़ी']);
  });

  it("tolerate a typo as search does: 'kurtta' suggests what 'kurta' does", async () => {
    expect(await suggest('kur')).toEqual([
      { type: 'category', id: ids.sub, name: 'Kurtas' },
      { type: 'product', id: ids.kurta, name: 'Rust Cotton Kurta' },
    ]);
    expect(await suggest('kurtta')).toEqual(await suggest('kurta'));
    expect((await suggest('kurtta')).map((s) => s.id)).toContain(ids.kurta);
    expect(await suggest('xqzv')).toEqual([]);
  });
});

describe('lines of a customer', () => {
  it("name the cart's and wish list's products in the language of the request", async () => {
    const shopper = await signInAsNew(app, { storeRealm: shop.realm });
    const add = await app.inject({
      method: 'POST',
      url: '/cfs/rest/v3/customer-cart',
      headers: shopper.headers,
      payload: { customer_cart: [{ product: ids.saree, cart_quantity: 1 }] },
    });
    expect(add.statusCode, add.body).toBe(200);
    const read = async (language: string) =>
      body<{ Products: Array<{ product_name: string }> }>(
        await app.inject({ method: 'GET', url: `/cfs/rest/v3/customer-cart${language}`, headers: shopper.headers }),
      ).response_body.Products.map((p) => p.product_name);
    expect(await read('?language-code=hi')).toEqual(['इंडिगो सूती साड़ी']);
    expect(await read('')).toEqual(['Indigo Cotton Saree']);
  });
});
