import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@bazaar/contracts';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import type { SignedIn } from '../../test/auth-helpers';
import { askAi, demoShopper, forgetQuestions } from './assistant-test-kit';

/**
 * The default model finding products on the real demo catalogue: only what matches every filter
 * the customer said, the same products the listing gives for those filters, in three languages.
 */

let app: TestApp;
let shopper: SignedIn;
let shirtsId: number;

const listing = async (query: string) =>
  body<{ products: ProductSummary[]; total: number }>(
    await app.inject({ method: 'GET', url: `/pbs/rest/v3/products?${query}`, headers: { 'realm-name': 'demo' } }),
  ).response_body;

beforeAll(async () => {
  app = await createTestApp();
  shopper = await demoShopper(app);
  const categories = body<{ categories: { category_id: number; category_name: string }[] }>(
    await app.inject({ method: 'GET', url: '/pbs/rest/v3/categories?page-number=-1', headers: { 'realm-name': 'demo' } }),
  ).response_body.categories;
  shirtsId = categories.find((c) => c.category_name === 'Shirts')!.category_id;
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await forgetQuestions(app);
});

describe('finding products', () => {
  it('the demo holds shirts the question must leave out: over 500, or not delivered to 560001', async () => {
    const cheap = await listing(`category-id=${shirtsId}&max-price=500&page-limit=50`);
    const delivered = await listing(`category-id=${shirtsId}&max-price=500&pincode=560001&page-limit=50`);
    const dearer = await listing(`category-id=${shirtsId}&min-price=501&pincode=560001&page-limit=50`);
    expect(delivered.total).toBeGreaterThan(0);
    expect(cheap.total).toBeGreaterThan(delivered.total);
    expect(dearer.total).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'shirts under 500 delivered to 560001'],
    ['hi', '560001 पर डिलीवर होने वाली 500 से कम की शर्ट'],
    ['ar', 'قمصان بأقل من 500 توصل إلى 560001'],
  ])('%s: "%s" shows only shirts under ₹500 delivered to 560001, as the listing filters them', async (language, question) => {
    const answer = await askAi(app, shopper, { message: question }, { language });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/event-stream/);
    expect(answer.error).toBeUndefined();
    const expected = await listing(`category-id=${shirtsId}&max-price=500&pincode=560001&page-limit=6&language-code=${language}`);
    expect(answer.products.map((p) => p.product_id)).toEqual(expected.products.map((p) => p.product_id));
    expect(answer.products.length).toBeGreaterThan(0);
    for (const card of answer.products) expect(card.final_price).toBeLessThanOrEqual(500);
    // The answer names how many matched and each card's name.
    expect(answer.text).toContain(String(expected.total));
    for (const card of answer.products) expect(answer.text).toContain(card.product_name);
    expect(answer.conversationId).toBeGreaterThan(0);
  });

  it('writes the answer in the language asked for', async () => {
    const hi = await askAi(app, shopper, { message: 'shirts under 500 delivered to 560001' }, { language: 'hi' });
    const ar = await askAi(app, shopper, { message: 'shirts under 500 delivered to 560001' }, { language: 'ar' });
    const fr = await askAi(app, shopper, { message: 'shirts under 500 delivered to 560001' }, { language: 'fr' });
    expect(hi.text).toMatch(/[\u0900-\u097F]/);
    expect(ar.text).toMatch(/[\u0600-\u06FF]/);
    expect(fr.text).toMatch(/produits/);
    expect(hi.products.map((p) => p.product_id)).toEqual(ar.products.map((p) => p.product_id));
  });

  it('streams the answer in several delta events before the cards and done', async () => {
    const answer = await askAi(app, shopper, { message: 'sarees under 2000' });
    const names = answer.events.map((e) => e.event);
    expect(names.filter((n) => n === 'delta').length).toBeGreaterThan(1);
    expect(names.at(-1)).toBe('done');
    expect(names.indexOf('products')).toBeGreaterThan(-1);
    for (const card of answer.products) expect(card.final_price).toBeLessThanOrEqual(2000);
  });

  it('says plainly when nothing matches, with no cards', async () => {
    const answer = await askAi(app, shopper, { message: 'shirts under 10' });
    expect(answer.products).toEqual([]);
    expect(answer.text).toContain('I found no products');
  });

  it('a number that is no PIN code is not taken for one: nothing is found for it, and nothing fails', async () => {
    const answer = await askAi(app, shopper, { message: 'sarees delivered to pincode 012345' });
    expect(answer.error).toBeUndefined();
    expect(answer.products).toEqual([]);
    expect(answer.text).toContain('I found no products for “012345” in Sarees');
  });
});
