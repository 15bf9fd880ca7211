import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { insertReview } from './review.service';

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

/** Writes go through the orders module, which checks the item (orders/product-review.test.ts); here, rows to read. */
const review = (rating: number, text = 'Good') =>
  app.database.db.transaction((tx) =>
    insertReview(tx, {
      storeId: shop.store.id,
      productId,
      customerId: shopper.customerId,
      orderItemId: (orderItem += 1),
      rating,
      title: '',
      text,
      now: new Date(),
    }),
  );
const reviews = (query = '', id = productId) =>
  app.inject({ method: 'GET', url: `/pbs/rest/v3/products/${id}/reviews${query}`, headers: { 'realm-name': shop.realm } });

describe('product reviews', () => {
  it('keeps the product rating and summary in step with each review written', async () => {
    expect(await review(5, 'Boils fast')).toMatchObject({ product_id: productId, rating: 5, text: 'Boils fast', author_name: 'Asha Rao' });
    await review(2);
    const product = body<any>(await app.inject({ method: 'GET', url: `/pbs/rest/v3/products/${productId}`, headers: { 'realm-name': shop.realm } }));
    expect(product.response_body).toMatchObject({
      rating: 3.5,
      rating_count: 2,
      review_summary: { average: 3.5, count: 2, by_star: { '5': 1, '2': 1, '3': 0 } },
      rating_breakdown: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
    });
  });

  it('refuses a second review of the same order item and leaves the rating alone', async () => {
    await review(4);
    const before = body<any>(await reviews()).response_body.summary;
    const again = app.database.db.transaction((tx) =>
      insertReview(tx, {
        storeId: shop.store.id,
        productId,
        customerId: shopper.customerId,
        orderItemId: orderItem,
        rating: 1,
        title: '',
        text: '',
        now: new Date(),
      }),
    );
    await expect(again).rejects.toMatchObject({ statusCode: 409, message: 'You have already reviewed this item' });
    expect(body<any>(await reviews()).response_body.summary).toEqual(before);
  });

  it('lists reviews newest first, paginated', async () => {
    const page1 = body<any>(await reviews('?page-limit=2')).response_body;
    const page2 = body<any>(await reviews('?page-limit=2&page-number=2')).response_body;
    expect(page1.total).toBe(3);
    expect(page1.reviews.map((r: any) => r.rating)).toEqual([4, 2]);
    expect(page2.reviews.map((r: any) => r.rating)).toEqual([5]);
  });

  it("answers 404 for another store's product", async () => {
    expect((await reviews('', foreignId)).statusCode).toBe(404);
  });
});
