import { and, eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';

/** Products a shopper of this store may see: the store's own, and active. Every product query starts here. */
export const visibleProducts = (ctx: RequestContext) => and(eq(products.storeId, ctx.store.id), eq(products.isActive, true))!;
