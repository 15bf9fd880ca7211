import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { assertReceivedOrderItem } from './review.service';

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
let other: Awaited<ReturnType<typeof createCatalogue>>;
let productId: number;
let foreignId: number;
let shopper: SignedIn;
let orderItem = 5000;

beforeAll(async () => {
  app = await createTestApp();
  shop = await createCatalogue(app.database.db);
  other = await createCatalogue(app.database.db);
  productId = (await createProduct(app.database.db, shop.refs, { name: 'Reviewed Kettle' })).id;
  foreignId = (await createProduct(app.database.db, other.refs)).id;
  shopper = await signInAsNew(app, { storeRealm: shop.realm, name: 'Asha Rao' });
});
afterAll(async () => {
  await app.close();
});

const post = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = shopper.headers) =>
  app.inject({ method: 'POST', url: `/cfs/rest/v3/products/${id}/reviews`, headers, payload });
const review = (rating: number, text = 'Good') => post(productId, { order_item_id: (orderItem += 1), rating, text });
const reviews = (query = '', id = productId) =>
  app.inject({ method: 'GET', url: `/pbs/rest/v3/products/${id}/reviews${query}`, headers: { 'realm-name': shop.realm } });

describe('product reviews', () => {
  it('asks a guest to sign in', async () => {
    const res = await post(productId, { order_item_id: 1, rating: 5 }, { 'realm-name': shop.realm });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ order_item_id: 1, rating: 6 }, 'rating'],
    [{ order_item_id: 1, rating: 0 }, 'rating'],
    [{ order_item_id: 1, rating: 4.5 }, 'rating'],
    [{ order_item_id: 0, rating: 4 }, 'order_item_id'],
    [{ rating: 4 }, 'order_item_id'],
    [{ order_item_id: 1, rating: 4, text: 'x'.repeat(1001) }, 'text'],
  ])('rejects %j naming the field', async (payload, field) => {
    const res = await post(productId, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(field);
  });

  it('accepts a review and keeps the product rating and summary in step', async () => {
    const first = await review(5, 'Boils fast');
    expect(first.statusCode).toBe(201);
    expect(body(first).response_body).toMatchObject({ product_id: productId, rating: 5, text: 'Boils fast', author_name: 'Asha Rao' });
    expect((await review(2)).statusCode).toBe(201);
    const product = body<any>(await app.inject({ method: 'GET', url: `/pbs/rest/v3/products/${productId}`, headers: { 'realm-name': shop.realm } }));
    expect(product.response_body).toMatchObject({
      rating: 3.5,
      rating_count: 2,
      review_summary: { average: 3.5, count: 2, by_star: { '5': 1, '2': 1, '3': 0 } },
    });
  });

  it('answers 409 for a second review of the same order item and leaves the rating alone', async () => {
    const item = (orderItem += 1);
    expect((await post(productId, { order_item_id: item, rating: 4 })).statusCode).toBe(201);
    const before = body<any>(await reviews()).response_body.summary;
    const again = await post(productId, { order_item_id: item, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(body(again).response_message).toBe('This order item has already been reviewed');
    expect(body<any>(await reviews()).response_body.summary).toEqual(before);
  });

  it('lists reviews newest first, paginated', async () => {
    const page1 = body<any>(await reviews('?page-limit=2')).response_body;
    const page2 = body<any>(await reviews('?page-limit=2&page-number=2')).response_body;
    expect(page1.total).toBe(3);
    expect(page1.reviews.map((r: any) => r.rating)).toEqual([4, 2]);
    expect(page2.reviews.map((r: any) => r.rating)).toEqual([5]);
  });

  it("answers 404 for another store's product, reading or writing", async () => {
    expect((await reviews('', foreignId)).statusCode).toBe(404);
    expect((await post(foreignId, { order_item_id: 9999, rating: 4 })).statusCode).toBe(404);
  });

  it('checks only the order item id shape until orders exist', () => {
    expect(() => assertReceivedOrderItem({} as never, 1, -3)).toThrow('order_item_id');
    expect(() => assertReceivedOrderItem({} as never, 1, 3)).not.toThrow();
  });
});
