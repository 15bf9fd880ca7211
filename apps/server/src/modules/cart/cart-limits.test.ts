import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../../db/schema';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { cartCalls, cartWorld, type CartBody } from './cart-test-kit';

/** The cart's limits at their edges, and under parallel requests (issue #17). */

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

describe('per-order limit', () => {
  it('takes exactly the limit, by adding and by changing a line; one more is refused', async () => {
    const shopper = await world.shopper();
    const sweets = await world.product({ name: 'Kaju Katli Box', stock: 100, maxPerOrder: 4 });
    const added = await cart.add(shopper, [{ product: sweets.id, cart_quantity: 4 }]);
    expect(added.statusCode).toBe(200);
    const line = body<CartBody>(added).response_body.Products.find((l) => l.product_id === sweets.id)!;
    expect(line).toMatchObject({ quantity: 4, max_quantity: 4 });
    expect((await cart.put(shopper, line.id, { cart_quantity: 4 })).statusCode).toBe(200);
    expect((await cart.put(shopper, line.id, { cart_quantity: 5 })).statusCode).toBe(400);
  });

  it('takes exactly the stock left; one more is refused', async () => {
    const shopper = await world.shopper();
    const last = await world.product({ name: 'Last Three Lamps', stock: 3, maxPerOrder: 10 });
    expect((await cart.add(shopper, [{ product: last.id, cart_quantity: 3 }])).statusCode).toBe(200);
    expect((await cart.add(shopper, [{ product: last.id, cart_quantity: 4 }])).statusCode).toBe(409);
  });
});

describe('a line whose product left sale', () => {
  it('cannot be changed (404 saying so), drops out of the cart view, and can still be removed', async () => {
    const shopper = await world.shopper();
    const leaving = await world.product({ name: 'Discontinued Kettle' });
    const added = await cart.add(shopper, [{ product: leaving.id, cart_quantity: 1 }]);
    const line = body<CartBody>(added).response_body.Products.find((l) => l.product_id === leaving.id)!;
    await app.database.db.update(products).set({ isActive: false }).where(eq(products.id, leaving.id));
    const change = await cart.put(shopper, line.id, { cart_quantity: 2 });
    expect(change.statusCode).toBe(404);
    expect(body(change).response_message).toBe('This product is no longer sold; remove it from your cart');
    expect((await cart.lines(shopper)).map((l) => l.product_id)).not.toContain(leaving.id);
    expect((await cart.remove(shopper, line.id)).statusCode).toBe(200);
  });
});

describe(`100 different products at most, under parallel adds (${testDriver()})`, () => {
  it('with 98 lines, 6 parallel adds of new products: exactly 2 fit, the others get 422', async () => {
    const shopper = await world.shopper();
    const held = await Promise.all(Array.from({ length: 98 }, () => world.product()));
    await app.database.db
      .insert(cartItems)
      .values(held.map((p) => ({ storeId: world.store.id, customerId: shopper.customerId, productId: p.id, quantity: 1 })));
    const fresh = await Promise.all(Array.from({ length: 6 }, () => world.product()));
    const results = await Promise.all(fresh.map((p) => cart.add(shopper, [{ product: p.id, cart_quantity: 1 }])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422, 422, 422]);
    expect(await cart.get(shopper, '?page_number=-1').then((r) => body<CartBody>(r).response_body.total)).toBe(100);
  });
});
