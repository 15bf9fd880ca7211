import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { SUGGESTIONS_MAX, type Suggestion } from '@bazaar/contracts';
import { categories, products } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';
import { visibleProducts } from './scope';

/**
 * Catalogue search. PostgreSQL full text on the generated `search` column first; when that finds
 * fewer than FUZZY_BELOW products, names within a trigram word similarity of the text are added,
 * so "sarre" still finds "Saree". The same SQL runs on PGlite (pg_trgm loaded) and PostgreSQL.
 */

export const FUZZY_BELOW = 3;

const tsQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;
const fullText = (text: string) => sql`${products.search} @@ ${tsQuery(text)}`;
/**
 * `text <% name` is word_similarity(text, name) >= pg_trgm.word_similarity_threshold, which every
 * connection sets to 0.4 (db/client.ts): one-letter typos in short words pass ("sarre"→"saree" is 0.5). Unlike the function call, the operator can
 * use the trigram index on name, so a typo search does not scan the catalogue.
 */
const similarName = (text: string) => sql`${text} <% ${products.name}`;

/** `rank`: the relevance order, best first (the caller ends it with popularity and the id). */
export type SearchCondition = { where: SQL; rank: SQL[] };

/**
 * `count(where, cap)` counts, up to cap, the products the other filters let through that also
 * match a condition. Only whether full text finds FUZZY_BELOW matches matters, so it stops there.
 *
 * Full text ranks by ts_rank (name words weigh more than description words). A typo search ranks
 * by word similarity, after the few full-text matches if there are any; it leaves the full-text
 * test out of its condition when there are none, so each candidate the trigram index yields is
 * checked once rather than through an OR that PostgreSQL would evaluate again as a filter.
 */
export async function searchCondition(text: string, count: (where: SQL, cap: number) => Promise<number>): Promise<SearchCondition> {
  const found = await count(fullText(text), FUZZY_BELOW);
  if (found >= FUZZY_BELOW) return { where: fullText(text), rank: [desc(sql`ts_rank(${products.search}, ${tsQuery(text)})`)] };
  const similarity = desc(sql`word_similarity(${text}, ${products.name})`);
  if (found === 0) return { where: similarName(text), rank: [similarity] };
  return { where: or(fullText(text), similarName(text))!, rank: [desc(fullText(text)), similarity] };
}

/** LIKE treats % _ and \ specially; typed text must match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Up to eight product and category names for the search box: names starting with the typed text
 * first (categories before products), then names containing it. ILIKE '%…%' uses the trigram index.
 */
export async function suggest(ctx: RequestContext, text: string): Promise<Suggestion[]> {
  const like = escapeLike(text);
  const startsWith = (column: typeof products.name | typeof categories.name) => sql<boolean>`${column} ILIKE ${`${like}%`}`;
  const [productRows, categoryRows] = await Promise.all([
    ctx.db
      .select({ id: products.id, name: products.name, starts: startsWith(products.name) })
      .from(products)
      .where(and(visibleProducts(ctx), ilike(products.name, `%${like}%`)))
      .orderBy(desc(startsWith(products.name)), desc(products.popularity), products.name, products.id)
      .limit(SUGGESTIONS_MAX),
    ctx.db
      .select({ id: categories.id, name: categories.name, starts: startsWith(categories.name) })
      .from(categories)
      .where(and(eq(categories.storeId, ctx.store.id), ilike(categories.name, `%${like}%`)))
      .orderBy(desc(startsWith(categories.name)), categories.name, categories.id)
      .limit(SUGGESTIONS_MAX),
  ]);
  const tagged = [...categoryRows.map((r) => ({ ...r, type: 'category' as const })), ...productRows.map((r) => ({ ...r, type: 'product' as const }))];
  const ordered = [...tagged.filter((r) => r.starts), ...tagged.filter((r) => !r.starts)];
  return ordered.slice(0, SUGGESTIONS_MAX).map(({ type, id, name }) => ({ type, id, name }));
}
