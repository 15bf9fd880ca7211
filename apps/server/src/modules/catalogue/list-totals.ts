import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PRODUCT_TOTAL_MAX } from '@bazaar/contracts';
import { products } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';

/**
 * Capped totals of product lists, kept per process. Counting up to PRODUCT_TOTAL_MAX reads that
 * many index entries, ten times the work of the page itself, and the answer rarely changes. Each
 * total is kept with the catalogue version it was counted at (catalogue_version, moved by triggers
 * on every change to what lists filter on, migration 0010); the page query reads the version, and
 * a total counted at another version is counted again. So a total is never older than the page
 * it comes with.
 */

/** The catalogue version as the page and count queries read it (text: a bigint). */
export const catalogueVersionColumn = sql<string>`(select version::text from catalogue_version where id = 1)`;

/** Distinct list filters kept per process; past it the oldest are dropped. */
const MAX_KEPT = 5_000;
const dialect = new PgDialect();
const kept = new WeakMap<object, Map<string, { version: string; total: number }>>();

const totalsOf = (ctx: RequestContext) => {
  let totals = kept.get(ctx.db);
  if (!totals) kept.set(ctx.db, (totals = new Map()));
  return totals;
};

/** The filter as SQL text and parameters: one key per distinct list (the store id is among them). */
export const totalKey = (where: SQL): string => {
  const { sql: text, params } = dialect.sqlToQuery(where);
  return `${text}\u0000${JSON.stringify(params)}`;
};

/** Whether a total is kept for this filter, at whatever version. */
export const hasKeptTotal = (ctx: RequestContext, key: string): boolean => totalsOf(ctx).has(key);

/** A total kept for this filter and counted at `version`, if any. */
export function keptTotal(ctx: RequestContext, key: string, version: string | undefined): number | undefined {
  if (version === undefined) return undefined;
  const entry = totalsOf(ctx).get(key);
  return entry?.version === version ? entry.total : undefined;
}

/**
 * Counts the matches of `where` up to the cap, with the catalogue version in the same statement
 * (one snapshot), and keeps the total for the next page of the same list.
 */
export async function countAndKeep(ctx: RequestContext, key: string, where: SQL, cap = PRODUCT_TOTAL_MAX): Promise<number> {
  const matches = ctx.db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(cap)
    .as('matches');
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int`, version: catalogueVersionColumn }).from(matches);
  const total = row?.n ?? 0;
  const totals = totalsOf(ctx);
  totals.delete(key);
  if (totals.size >= MAX_KEPT) totals.delete(totals.keys().next().value!);
  if (row?.version !== undefined && row.version !== null) totals.set(key, { version: row.version, total });
  return total;
}
