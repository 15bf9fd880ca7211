import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOUK_SHOPPER } from '../../db/seed/seed-customers';
import { findCustomerId, signInAs } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { cartCalls, cartWorld, type CartBody } from './cart-test-kit';

/** Changing and removing lines, and that no customer or store reaches another's cart. */

let app: TestApp;
let world: Awaited<ReturnType<typeof cartWorld>>;
let cart: ReturnType<typeof cartCalls>;
beforeAll(async () => {
  app = await createTestApp();
  world = await cartWorld(app);
  cart = cartCalls(app);
});
afterAll(async () => {
  await app.close();
});

async function shopperWithLine(quantity = 1, overrides: Parameters<typeof world.product>[0] = {}) {
  const shopper = await world.shopper();
  const product = await world.product(overrides);
  const [line] = body<CartBody>(await cart.add(shopper, [{ product: product.id, cart_quantity: quantity }])).response_body.Products;
  return { shopper, product, line: line! };
}

describe('PUT /cfs/rest/v3/customer-cart/{cartItemId}', () => {
  it("sets a line's quantity and answers with the cart", async () => {
    const { shopper, line } = await shopperWithLine(1);
    const res = await cart.put(shopper, line.id, { cart_quantity: 4 });
    expect(res.statusCode).toBe(200);
    expect(body<CartBody>(res).response_body.Products[0]!.quantity).toBe(4);
  });

  it('refuses bad quantities with 400, more than the stock with 409, and keeps the old quantity', async () => {
    const { shopper, line } = await shopperWithLine(2, { name: 'Tea Cake', stock: 5 });
    for (const payload of [{ cart_quantity: 0 }, { cart_quantity: 2.5 }, { cart_quantity: '3' }, {}, { cart_quantity: -1 }]) {
      const res = await cart.put(shopper, line.id, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toContain('cart_quantity');
    }
    const short = await cart.put(shopper, line.id, { cart_quantity: 6 });
    expect(short.statusCode).toBe(409);
    expect(body(short).response_message).toBe('Only 5 of Tea Cake are left in stock');
    expect((await cart.lines(shopper))[0]!.quantity).toBe(2);
  });

  it('says "is left" of the last one in stock', async () => {
    const { shopper, line } = await shopperWithLine(1, { name: 'Brass Lamp', stock: 1 });
    const short = await cart.put(shopper, line.id, { cart_quantity: 2 });
    expect([short.statusCode, body(short).response_message]).toEqual([409, 'Only 1 of Brass Lamp is left in stock']);
  });

  it('answers 400 naming cartItemId when it is not a number, 404 when it is not a line of this cart', async () => {
    const { shopper } = await shopperWithLine();
    const bad = await cart.put(shopper, 'abc', { cart_quantity: 1 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).response_message).toContain('cartItemId');
    const missing = await cart.put(shopper, 999_999_999, { cart_quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).response_message).toBe('Cart item 999999999 is not in your cart');
  });
});

describe('DELETE /cfs/rest/v3/customer-cart[/{cartItemId}]', () => {
  it('removes one line, then empties the cart', async () => {
    const { shopper, line } = await shopperWithLine();
    const other = await world.product();
    await cart.add(shopper, [{ product: other.id, cart_quantity: 1 }]);
    const removed = await cart.remove(shopper, line.id);
    expect(removed.statusCode).toBe(200);
    expect(body<CartBody>(removed).response_body.Products.map((l) => l.product_id)).toEqual([other.id]);
    expect((await cart.remove(shopper, line.id)).statusCode).toBe(404);
    const emptied = await cart.clear(shopper);
    expect(emptied.statusCode).toBe(200);
    expect(body<CartBody>(emptied).response_body).toEqual({ Products: [], total: 0 });
  });
});

describe("one customer never touches another's cart", () => {
  it("answers 404 to changing or removing another customer's line, and leaves it as it was", async () => {
    const { shopper: owner, line } = await shopperWithLine(2);
    const intruder = await world.shopper();
    expect((await cart.put(intruder, line.id, { cart_quantity: 5 })).statusCode).toBe(404);
    expect((await cart.remove(intruder, line.id)).statusCode).toBe(404);
    expect((await cart.clear(intruder)).statusCode).toBe(200);
    expect(await cart.lines(intruder)).toEqual([]);
    expect((await cart.lines(owner)).map((l) => [l.id, l.quantity])).toEqual([[line.id, 2]]);
  });

  it("keeps stores apart: a token of one store never reads another store's cart", async () => {
    const { shopper } = await shopperWithLine();
    const res = await app.inject({ method: 'GET', url: '/cfs/rest/v3/customer-cart', headers: { ...shopper.headers, 'realm-name': 'demo' } });
    expect(res.statusCode).toBe(401);
    expect(body(res).response_message).toBe('This sign-in belongs to another store');
  });

  it("gives a customer of another store 404 for this store's lines and an empty cart of his own", async () => {
    const { shopper, line } = await shopperWithLine(3);
    const omar = await signInAs(app, { storeRealm: 'souk', customerId: await findCustomerId(app, 'souk', SOUK_SHOPPER.phone) });
    expect((await cart.put(omar, line.id, { cart_quantity: 1 })).statusCode).toBe(404);
    expect((await cart.remove(omar, line.id)).statusCode).toBe(404);
    expect((await cart.lines(omar)).map((l) => l.id)).not.toContain(line.id);
    expect((await cart.lines(shopper))[0]!.quantity).toBe(3);
  });
});
