import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, products } from '../../db/schema';
import { DEMO_SHOPPER } from '../../db/seed/seed-customers';
import { findCustomerId, signInAs } from '../../test/auth-helpers';
import { addBundleItem, createCatalogue, createProduct } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { cartCalls, cartWorld, type CartBody } from './cart-test-kit';

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

describe('customer-cart for signed-in customers only', () => {
  it('answers 401 to every call without a token', async () => {
    for (const res of [
      await cart.get(undefined),
      await cart.add(undefined, [{ product: 1, cart_quantity: 1 }]),
      await cart.put(undefined, 1, { cart_quantity: 1 }),
      await cart.remove(undefined, 1),
      await cart.clear(undefined),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(body(res).response_message).toMatch(/sign in/i);
    }
  });

  it("shows the demo shopper's seeded cart with catalogue prices", async () => {
    const priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
    const res = await cart.get(priya);
    expect(res.statusCode).toBe(200);
    const { Products, total } = body<CartBody>(res).response_body;
    expect(total).toBe(3);
    expect(Products.map((l) => l.product_name)).toContain('Leheriya Chanderi Silk Saree');
    expect(Products.every((l) => l.quantity >= 1 && typeof l.final_price === 'number')).toBe(true);
  });
});

describe('POST /cfs/rest/v3/customer-cart', () => {
  it('adds lines with every field of §3, prices in rupees from the database whatever the client sends', async () => {
    const shopper = await world.shopper();
    const p = await world.product({ priceMinor: 129_900, sellingPriceMinor: 99_950, discountDetails: '23% off', rating: 4.4, images: ['a.svg', 'b.svg'] });
    const res = await cart.add(shopper, [{ product: p.id, cart_quantity: 2, final_price: 1, product_price: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('Added to cart');
    const [line] = body<CartBody>(res).response_body.Products;
    expect(line).toMatchObject({
      product_id: p.id,
      product_name: p.name,
      product_price: 1299,
      final_price: 999.5,
      quantity: 2,
      discount_details: '23% off',
      product_image: 'a.svg,b.svg',
      rating: 4.4,
      is_subscribed: false,
      product_type_name: 'Physical',
      bundled_products: [],
      cart_item_type: 'product',
      max_quantity: 5,
    });
    expect(line!.id).toBeGreaterThan(0);
  });

  it('replaces the line of a product already in the cart instead of adding a second', async () => {
    const shopper = await world.shopper();
    const p = await world.product();
    await cart.add(shopper, [{ product: p.id, cart_quantity: 1 }]);
    const res = await cart.add(shopper, [{ product: p.id, cart_quantity: 3 }]);
    const lines = body<CartBody>(res).response_body.Products;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
  });

  it.each([
    ['zero', 0, /at least 1/],
    ['negative', -2, /at least 1/],
    ['a fraction', 1.5, /whole number/],
    ['a string', '2', /cart_quantity/],
    ['huge', 1e12, /at most 999/],
    ['missing', undefined, /cart_quantity/],
  ])('refuses a quantity that is %s with 400 and writes nothing', async (_name, quantity, message) => {
    const shopper = await world.shopper();
    const p = await world.product();
    const res = await cart.add(shopper, [{ product: p.id, cart_quantity: quantity }]);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toMatch(message);
    expect(await cart.lines(shopper)).toEqual([]);
  });

  it('refuses a body that is not a list, an empty list and a product named twice', async () => {
    const shopper = await world.shopper();
    const p = await world.product();
    for (const [lines, message] of [
      ['abc', /customer_cart/],
      [[], /at least one/],
      [
        [
          { product: p.id, cart_quantity: 1 },
          { product: p.id, cart_quantity: 2 },
        ],
        /same product twice/,
      ],
      [[{ product: 'x', cart_quantity: 1 }], /product must be a product id/],
    ] as const) {
      const res = await cart.add(shopper, lines);
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toMatch(message);
    }
  });

  it("answers 404 for unknown, inactive and another store's products, and keeps the cart as it was", async () => {
    const shopper = await world.shopper();
    const good = await world.product();
    const hidden = await world.product({ isActive: false });
    const other = await createCatalogue(app.database.db);
    const foreign = await createProduct(app.database.db, other.refs);
    for (const id of [2_000_000_000, hidden.id, foreign.id]) {
      const res = await cart.add(shopper, [
        { product: good.id, cart_quantity: 1 },
        { product: id, cart_quantity: 1 },
      ]);
      expect(res.statusCode).toBe(404);
      expect(body(res).response_message).toBe(`Product ${id} was not found`);
    }
    expect(await cart.lines(shopper)).toEqual([]);
  });

  it('answers 409 naming the product when stock is short or gone, 400 past its per-order limit', async () => {
    const shopper = await world.shopper();
    const few = await world.product({ name: 'Brass Diya', stock: 3, maxPerOrder: 10 });
    const none = await world.product({ name: 'Sold Out Shawl', stock: 0 });
    const limited = await world.product({ name: 'Festival Sweets', stock: 100, maxPerOrder: 4 });
    const short = await cart.add(shopper, [{ product: few.id, cart_quantity: 4 }]);
    expect(short.statusCode).toBe(409);
    expect(body(short).response_message).toBe('Only 3 of Brass Diya are left in stock');
    const gone = await cart.add(shopper, [{ product: none.id, cart_quantity: 1 }]);
    expect(gone.statusCode).toBe(409);
    expect(body(gone).response_message).toBe('Sold Out Shawl is out of stock');
    const over = await cart.add(shopper, [{ product: limited.id, cart_quantity: 5 }]);
    expect(over.statusCode).toBe(400);
    expect(body(over).response_message).toBe('You can order at most 4 of Festival Sweets at a time');
    expect((await cart.add(shopper, [{ product: few.id, cart_quantity: 3 }])).statusCode).toBe(200);
  });

  it('refuses enquiry-based products with 409: they are enquired about, not bought', async () => {
    const shopper = await world.shopper();
    const p = await world.product({ name: 'Studio Monitors', orderFlow: 'enquiry_based' });
    const res = await cart.add(shopper, [{ product: p.id, cart_quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(body(res).response_message).toMatch(/Studio Monitors is sold by enquiry/);
  });

  it('sends hidden prices as null and lists the parts of a bundle', async () => {
    const shopper = await world.shopper();
    const secret = await world.product({ priceVisibility: false, orderFlow: 'request_based' });
    const partA = await world.product({ name: 'Part A' });
    const partB = await world.product({ name: 'Part B' });
    const bundle = await world.product({ productType: 'Bundled', name: 'Kit' });
    await addBundleItem(app.database.db, bundle.id, partA.id, 2);
    await addBundleItem(app.database.db, bundle.id, partB.id);
    const res = await cart.add(shopper, [
      { product: secret.id, cart_quantity: 1 },
      { product: bundle.id, cart_quantity: 1 },
    ]);
    const lines = body<CartBody>(res).response_body.Products;
    expect(lines.find((l) => l.product_id === secret.id)).toMatchObject({ product_price: null, final_price: null, price_visibility: false });
    expect(lines.find((l) => l.product_id === bundle.id)!.bundled_products).toEqual([
      expect.objectContaining({ product_id: partA.id, product_name: 'Part A', quantity: 2 }),
      expect.objectContaining({ product_id: partB.id, product_name: 'Part B', quantity: 1 }),
    ]);
  });

  it('holds at most 100 different products (422) and counts a replaced line once', async () => {
    const shopper = await world.shopper();
    const many = await Promise.all(Array.from({ length: 100 }, () => world.product()));
    await app.database.db
      .insert(cartItems)
      .values(many.map((p) => ({ storeId: world.store.id, customerId: shopper.customerId, productId: p.id, quantity: 1 })));
    expect((await cart.add(shopper, [{ product: many[0]!.id, cart_quantity: 2 }])).statusCode).toBe(200);
    const extra = await world.product();
    const res = await cart.add(shopper, [{ product: extra.id, cart_quantity: 1 }]);
    expect(res.statusCode).toBe(422);
    expect(body(res).response_message).toMatch(/up to 100 different products/);
  });
});

describe('GET /cfs/rest/v3/customer-cart', () => {
  it('pages by 10 with page_number, filters by cart_item_type, and refuses bad values naming them', async () => {
    const shopper = await world.shopper();
    const goods = await Promise.all(Array.from({ length: 11 }, () => world.product()));
    const service = await world.product({ productType: 'Service', slotRequired: true, stock: 50 });
    await cart.add(
      shopper,
      [...goods, service].map((p) => ({ product: p.id, cart_quantity: 1 })),
    );
    const all = body<CartBody>(await cart.get(shopper)).response_body;
    expect(all.Products).toHaveLength(12);
    const second = body<CartBody>(await cart.get(shopper, '?page_number=2')).response_body;
    expect(second.Products).toHaveLength(2);
    expect(second.total).toBe(12);
    const services = body<CartBody>(await cart.get(shopper, '?cart_item_type=service')).response_body;
    expect(services.Products.map((l) => [l.product_id, l.slot_required, l.cart_item_type])).toEqual([[service.id, true, 'service']]);
    for (const [query, name] of [
      ['?page_number=0', 'page_number'],
      ['?page_number=x', 'page_number'],
      ['?cart_item_type=gift', 'cart_item_type'],
    ]) {
      const res = await cart.get(shopper, query);
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toContain(name);
    }
  });

  it('§7 cart_item_type: `all` lists goods and services alike, as leaving it out does', async () => {
    const shopper = await world.shopper();
    const [good, service] = [await world.product(), await world.product({ productType: 'Service', slotRequired: true, stock: 50 })];
    await cart.add(
      shopper,
      [good, service].map((p) => ({ product: p.id, cart_quantity: 1 })),
    );
    const all = body<CartBody>(await cart.get(shopper, '?page_number=-1&cart_item_type=all')).response_body;
    expect(all.Products.map((l) => [l.product_id, l.cart_item_type])).toEqual([
      [good.id, 'product'],
      [service.id, 'service'],
    ]);
    expect(all).toEqual(body<CartBody>(await cart.get(shopper)).response_body);
  });

  it('drops a product taken off sale from the cart view', async () => {
    const shopper = await world.shopper();
    const p = await world.product();
    await cart.add(shopper, [{ product: p.id, cart_quantity: 1 }]);
    await app.database.db.update(products).set({ isActive: false }).where(eq(products.id, p.id));
    expect(await cart.lines(shopper)).toEqual([]);
  });
});
