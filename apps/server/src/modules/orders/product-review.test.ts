import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import type { SignedIn } from '../../test/auth-helpers';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { ordersKit } from '../../test/orders-kit';

/**
 * Issue #12: a review is of an item the customer bought and received, once, by either call
 * (the order item's, or the product's older one naming the order item), and the product page
 * then shows it and counts it.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const { buy, delivered } = ordersKit(
  () => app,
  () => world,
  () => calls,
);

const byItem = (who: SignedIn, itemId: number, payload: object) =>
  app.inject({ method: 'POST', url: `/cfs/rest/v3/order-items/${itemId}/review`, headers: who.headers, payload });
const byProduct = (who: SignedIn | undefined, productId: number, payload: object) =>
  app.inject({ method: 'POST', url: `/cfs/rest/v3/products/${productId}/reviews`, headers: who?.headers ?? { 'realm-name': world.realm }, payload });
type Breakdown = Record<'1' | '2' | '3' | '4' | '5', number>;
const productPage = async (id: number) =>
  body<{ rating: number; rating_count: number; review_summary: { count: number }; rating_breakdown: Breakdown }>(
    await app.inject({ method: 'GET', url: `/pbs/rest/v3/products/${id}`, headers: { 'realm-name': world.realm } }),
  ).response_body;

describe('reviewing an order item', () => {
  it('waits for delivery, takes one review, and the product counts it', async () => {
    const { who, itemId, product } = await buy();
    const early = await byItem(who, itemId, { rating: 5 });
    expect([early.statusCode, body(early).response_message]).toEqual([409, 'A review can be written once the item has been delivered']);
    await delivered(itemId);
    expect((await byItem(who, itemId, { rating: 6 })).statusCode).toBe(400);
    const ok = await byItem(who, itemId, { rating: 4, title: 'Sturdy', body: 'Holds up well.' });
    expect(body<{ actions: { can_review: boolean } }>(ok).response_body.actions.can_review).toBe(false);
    const again = await byItem(who, itemId, { rating: 1 });
    expect([again.statusCode, body(again).response_message]).toEqual([409, 'You have already reviewed this item']);
    expect(await productPage(product.id)).toMatchObject({
      rating: 4,
      rating_count: 1,
      review_summary: { count: 1 },
      rating_breakdown: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
    });
    const listed = body<{ reviews: { title: string; text: string }[] }>(
      await app.inject({ method: 'GET', url: `/pbs/rest/v3/products/${product.id}/reviews`, headers: { 'realm-name': world.realm } }),
    ).response_body.reviews;
    expect(listed).toMatchObject([{ title: 'Sturdy', text: 'Holds up well.' }]);
  });

  it('moves a rating that counts more ratings than written reviews by one, not to the reviews alone', async () => {
    const product = await world.product({ paymentMode: 'pay_on_delivery', rating: 3.4, ratingCount: 175 });
    const { who, itemId } = await buy({ product });
    await delivered(itemId);
    expect((await byItem(who, itemId, { rating: 5 })).statusCode).toBe(200);
    // (3.4 × 175 + 5) ÷ 176
    expect(await productPage(product.id)).toMatchObject({ rating: 3.41, rating_count: 176 });
  });

  it('shows bars that count the same ratings as the average, and a review moves the bars, the count and the average together', async () => {
    const product = await world.product({ paymentMode: 'pay_on_delivery', rating: 3.4, ratingCount: 175 });
    const total = (b: Breakdown) => Object.values(b).reduce((s, n) => s + n, 0);
    const mean = (b: Breakdown) => Object.entries(b).reduce((s, [star, n]) => s + Number(star) * n, 0) / total(b);
    const before = await productPage(product.id);
    expect(total(before.rating_breakdown)).toBe(175);
    expect(Math.round(mean(before.rating_breakdown) * 10) / 10).toBe(3.4);
    expect(before.review_summary.count).toBe(0);

    const { who, itemId } = await buy({ product });
    await delivered(itemId);
    expect((await byItem(who, itemId, { rating: 1 })).statusCode).toBe(200);
    const after = await productPage(product.id);
    expect(after.rating_breakdown).toEqual({ ...before.rating_breakdown, '1': before.rating_breakdown['1'] + 1 });
    expect(total(after.rating_breakdown)).toBe(after.rating_count);
    expect(after.rating_count).toBe(176);
    // (3.4 × 175 + 1) ÷ 176 = 3.386…
    expect(after.rating).toBe(3.39);
    expect(Math.round(mean(after.rating_breakdown) * 100) / 100).toBe(after.rating);
  });
});

describe("the product's review call", () => {
  it('reviews a delivered item of that product, once, answering the review', async () => {
    const { who, itemId, product } = await buy();
    await delivered(itemId);
    const res = await byProduct(who, product.id, { order_item_id: itemId, rating: 5, title: 'Lovely', text: 'Boils fast' });
    expect(res.statusCode).toBe(201);
    expect(body(res).response_body).toMatchObject({ product_id: product.id, rating: 5, title: 'Lovely', text: 'Boils fast' });
    const again = await byProduct(who, product.id, { order_item_id: itemId, rating: 1 });
    expect([again.statusCode, body(again).response_message]).toEqual([409, 'You have already reviewed this item']);
    expect((await productPage(product.id)).rating).toBe(5);
  });

  it("refuses an item that is not the customer's, not of this product, or made up, and a guest", async () => {
    const { who, itemId, product } = await buy();
    await delivered(itemId);
    const other = await buy();
    const wrongProduct = await byProduct(who, other.product.id, { order_item_id: itemId, rating: 5 });
    expect([wrongProduct.statusCode, body(wrongProduct).response_message]).toEqual([404, `Order item ${itemId} is not for product ${other.product.id}`]);
    expect((await byProduct(other.who, product.id, { order_item_id: itemId, rating: 5 })).statusCode).toBe(404);
    expect((await byProduct(who, product.id, { order_item_id: 99_999_999, rating: 5 })).statusCode).toBe(404);
    expect((await byProduct(undefined, product.id, { order_item_id: itemId, rating: 5 })).statusCode).toBe(401);
    const [row] = await app.database.db.select({ count: products.ratingCount }).from(products).where(eq(products.id, product.id));
    expect(row!.count).toBe(0);
  });

  it.each([
    [{ order_item_id: 1, rating: 6 }, 'rating'],
    [{ order_item_id: 1, rating: 0 }, 'rating'],
    [{ order_item_id: 1, rating: 4.5 }, 'rating'],
    [{ order_item_id: 0, rating: 4 }, 'order_item_id'],
    [{ rating: 4 }, 'order_item_id'],
    [{ order_item_id: 1, rating: 4, text: 'x'.repeat(1001) }, 'text'],
    [{ order_item_id: 1, rating: 4, title: 'x'.repeat(121) }, 'title'],
  ])('rejects %j naming the field', async (payload, field) => {
    const { who, product } = await buy();
    const res = await byProduct(who, product.id, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(field);
  });
});
