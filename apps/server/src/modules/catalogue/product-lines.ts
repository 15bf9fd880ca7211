import { eq, inArray, notInArray } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { products, vendors } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';
import { orderableColumns } from './product-lookup';
import { contentLanguage } from './translated';
import { containsText } from '../../lib/sql-text';

/**
 * For modules that keep lines of products (cart, wish list, later orders): the catalogue's
 * columns, join and conditions, so they read products in their own one query without naming
 * the catalogue's tables. Select `productLineColumns(ctx)` (its words in the request's language) from the line table, pass the query (made
 * `.$dynamic()`) through `joinProductLines`, and filter with the conditions here and `visibleProducts`.
 */
export const productLineColumns = (ctx: Pick<RequestContext, 'store' | 'language'>) => orderableColumns(contentLanguage(ctx));

export const joinProductLines = <T extends PgSelect>(query: T, productId: AnyPgColumn) =>
  query.innerJoin(products, eq(products.id, productId)).innerJoin(vendors, eq(vendors.id, products.vendorId));

type ProductType = (typeof products.productType.enumValues)[number];
export const productTypeIn = (types: readonly ProductType[]) => inArray(products.productType, [...types]);
export const productTypeNotIn = (types: readonly ProductType[]) => notInArray(products.productType, [...types]);
export const productNameContains = (text: string) => containsText(products.name, text);
