import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ApiError } from '../../lib/api-error';

/**
 * Stock held by orders. Each line is taken by one conditional UPDATE (`stock >= quantity`), so two
 * orders racing for the last unit cannot both have it: the second re-reads the row the first
 * committed and finds too little. Lines go in product id order, so two orders holding the same
 * products lock them in the same order and never deadlock.
 */

export type StockLine = { productId: number; quantity: number };

/** The refusal for a line the stock cannot cover, naming the product. */
export const shortOf = (left: { name: string; stock: number }) =>
  left.stock <= 0
    ? new ApiError(409, `${left.name} has just sold out; remove it to place the order`)
    : new ApiError(409, `Only ${left.stock} of ${left.name} ${left.stock === 1 ? 'is' : 'are'} left in stock; lower the quantity to place the order`);

const byProduct = (lines: StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

export async function reserveStock(tx: Db, storeId: number, lines: StockLine[]): Promise<void> {
  for (const line of byProduct(lines)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), eq(products.storeId, storeId), sql`${products.stock} >= ${line.quantity}`))
      .returning({ id: products.id });
    if (taken.length > 0) continue;
    const [left] = await tx
      .select({ name: products.name, stock: products.stock })
      .from(products)
      .where(and(eq(products.id, line.productId), eq(products.storeId, storeId)));
    throw shortOf(left ?? { name: 'A product in your order', stock: 0 });
  }
}

/** Gives back what an order held (it failed, or was cancelled). */
export async function releaseStock(tx: Db, storeId: number, lines: StockLine[]): Promise<void> {
  for (const line of byProduct(lines)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), eq(products.storeId, storeId)));
  }
}
