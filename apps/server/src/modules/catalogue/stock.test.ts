import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { holdInTransaction, settled, untilWaitingOnLocks } from '../../test/lock-waits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { releaseStock, reserveStock, type StockLine } from './stock';

/**
 * Stock held by orders (issue #11), called as place-order calls it, inside its transaction. The
 * refusals here are the ones a shopper meets when the stock changes between place-order's
 * sold-out check and the UPDATE that takes it.
 */

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  app = await createTestApp();
  shop = await createCatalogue(app.database.db);
});
afterAll(async () => {
  await app.close();
});

const db = () => app.database.db;
const product = (stock: number, name?: string) => createProduct(db(), shop.refs, { stock, ...(name ? { name } : {}) });
const stockOf = async (id: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const reserve = (lines: StockLine[], storeId = shop.store.id) => db().transaction((tx) => reserveStock(tx, storeId, lines));

describe('reserveStock', () => {
  it('takes each line from its product, and gives it back with releaseStock', async () => {
    const [lamp, rug] = [await product(5), await product(3)];
    await reserve([
      { productId: lamp.id, quantity: 2 },
      { productId: rug.id, quantity: 3 },
    ]);
    expect([await stockOf(lamp.id), await stockOf(rug.id)]).toEqual([3, 0]);
    await db().transaction((tx) => releaseStock(tx, shop.store.id, [{ productId: rug.id, quantity: 3 }]));
    expect(await stockOf(rug.id)).toBe(3);
  });

  it('says a product with nothing left has just sold out, and holds nothing of the order', async () => {
    const [lamp, rug] = [await product(5), await product(0, 'Jute rug')];
    const refused = reserve([
      { productId: lamp.id, quantity: 1 },
      { productId: rug.id, quantity: 1 },
    ]);
    await expect(refused).rejects.toMatchObject({ statusCode: 409, message: 'Jute rug has just sold out; remove it to place the order' });
    expect(await stockOf(lamp.id)).toBe(5);
  });

  it('says how many are left when some are, "is" for one and "are" for more', async () => {
    const one = await product(1, 'Brass lamp');
    await expect(reserve([{ productId: one.id, quantity: 2 }])).rejects.toMatchObject({
      statusCode: 409,
      message: 'Only 1 of Brass lamp is left in stock; lower the quantity to place the order',
    });
    const two = await product(2, 'Cane chair');
    await expect(reserve([{ productId: two.id, quantity: 3 }])).rejects.toMatchObject({
      message: 'Only 2 of Cane chair are left in stock; lower the quantity to place the order',
    });
    expect([await stockOf(one.id), await stockOf(two.id)]).toEqual([1, 2]);
  });

  it("never takes another store's product, and does not name it", async () => {
    const elsewhere = await createCatalogue(db());
    const theirs = await createProduct(db(), elsewhere.refs, { stock: 9 });
    await expect(reserve([{ productId: theirs.id, quantity: 1 }])).rejects.toMatchObject({
      statusCode: 409,
      message: 'A product in your order has just sold out; remove it to place the order',
    });
    expect(await stockOf(theirs.id)).toBe(9);
  });
});

describe('two orders holding the same products', () => {
  // The deadlock needs real concurrent transactions: PostgreSQL only (PGlite has one connection).
  it.skipIf(testDriver() !== 'postgres')('lock them in product id order, so opposite orders never deadlock', async () => {
    const [first, second] = [await product(10), await product(10)];
    // A third order holds the first product: A takes nothing yet; B, listing the second product
    // first, would take it and then wait for the first behind A. Once the third order lets go, A
    // gets the first product and wants the second: without the id order, A and B deadlock.
    const third = await holdInTransaction(db(), (tx) => reserveStock(tx, shop.store.id, [{ productId: first.id, quantity: 1 }]));
    const a = settled(
      reserve([
        { productId: first.id, quantity: 1 },
        { productId: second.id, quantity: 1 },
      ]),
    );
    await untilWaitingOnLocks(db(), 1);
    const b = settled(
      reserve([
        { productId: second.id, quantity: 1 },
        { productId: first.id, quantity: 1 },
      ]),
    );
    await untilWaitingOnLocks(db(), 2);
    third.release();
    await third.done;
    expect([await a, await b]).toEqual([{ value: undefined }, { value: undefined }]);
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([7, 8]);
  });
});
