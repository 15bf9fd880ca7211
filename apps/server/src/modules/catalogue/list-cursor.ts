import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ProductSort } from '@bazaar/contracts';
import { products } from '../../db/schema';
import { badRequest } from '../../lib/api-error';

/**
 * Keyset pages of a listing. Every listing order is a list of columns, the last the id, so a row's
 * values of them say exactly where it stands. next_cursor carries the last row's values; the page
 * after it is "rows after these values" in the order's own index, which costs the same on page 5,000
 * as on page 1, where OFFSET reads and drops every row before the page.
 */

type Key = { column: PgColumn; direction: 'asc' | 'desc' };
export type ListOrder = { name: ListOrderName; keys: Key[] };
type ListOrderName = Exclude<ProductSort, 'relevance'> | 'popular';

const asc_ = (column: PgColumn): Key => ({ column, direction: 'asc' });
const desc_ = (column: PgColumn): Key => ({ column, direction: 'desc' });

/** Each order is served by one index of migration 0003/0006 (store_id, is_active, these keys). */
const ORDERS: Record<ListOrderName, Key[]> = {
  popular: [desc_(products.popularity), desc_(products.rating), asc_(products.id)],
  // Hidden prices sort last whichever way prices go.
  price_asc: [desc_(products.priceVisibility), asc_(products.sellingPriceMinor), asc_(products.id)],
  price_desc: [desc_(products.priceVisibility), desc_(products.sellingPriceMinor), asc_(products.id)],
  newest: [desc_(products.createdAt), desc_(products.id)],
  rating: [desc_(products.rating), desc_(products.ratingCount), asc_(products.id)],
};

/** The listing order of a sort; without search, 'relevance' means most popular first. */
export const listOrder = (sort: ProductSort | undefined): ListOrder => {
  const name: ListOrderName = sort === undefined || sort === 'relevance' ? 'popular' : sort;
  return { name, keys: ORDERS[name] };
};

export const orderByOf = (order: ListOrder): SQL[] => order.keys.map((k) => (k.direction === 'asc' ? asc(k.column) : desc(k.column)));

/** The row's values of the order's keys, as PostgreSQL writes them (timestamps to the microsecond). */
export const cursorKeyColumn = (order: ListOrder) =>
  sql<string>`json_build_array(${sql.join(
    order.keys.map((k) => k.column),
    sql`, `,
  )})::text`;

type Value = string | number | boolean;

export const encodeCursor = (order: ListOrder, keyJson: string): string =>
  Buffer.from(JSON.stringify({ o: order.name, k: JSON.parse(keyJson) as Value[] })).toString('base64url');

const invalid = () => badRequest('cursor is not the next_cursor of a page of this list; start again from the first page');

function decode(order: ListOrder, cursor: string): Value[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { o, k } = (parsed ?? {}) as { o?: unknown; k?: unknown };
  if (o !== order.name) {
    if (typeof o === 'string' && o in ORDERS) throw badRequest('This cursor belongs to another sort order; start again from the first page of this one');
    throw invalid();
  }
  if (!Array.isArray(k) || k.length !== order.keys.length) throw invalid();
  k.forEach((value, i) => {
    const column = order.keys[i]!.column;
    const ok =
      column.dataType === 'boolean'
        ? typeof value === 'boolean'
        : column.dataType === 'date'
          ? isTimestamp(value)
          : typeof value === 'number' && Number.isFinite(value);
    if (!ok) throw invalid();
  });
  return k as Value[];
}

const isTimestamp = (value: unknown) => typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));

/**
 * Rows after the cursor's: (k1 after v1) or (k1 = v1 and k2 after v2) or …, plus k1 bounded by v1
 * on its own so the index scan starts at the cursor instead of filtering from the first row.
 */
export function afterCursor(order: ListOrder, cursor: string): SQL {
  const values = decode(order, cursor);
  // Raw comparisons: a timestamp travels as PostgreSQL's own text (microseconds a Date would lose),
  // which the column's own value mapping would not take.
  const param = (k: Key, v: Value) => (k.column.dataType === 'date' ? sql`${v}::timestamptz` : sql`${v}`);
  const after = (k: Key, v: Value) => (k.direction === 'asc' ? sql`${k.column} > ${param(k, v)}` : sql`${k.column} < ${param(k, v)}`);
  const branches = order.keys.map((key, i) =>
    and(...order.keys.slice(0, i).map((earlier, j) => sql`${earlier.column} = ${param(earlier, values[j]!)}`), after(key, values[i]!)),
  );
  const first = order.keys[0]!;
  const v0 = param(first, values[0]!);
  const bound = first.direction === 'asc' ? sql`${first.column} >= ${v0}` : sql`${first.column} <= ${v0}`;
  return and(bound, or(...branches))!;
}
