import { escapeLike } from '../../lib/sql-text';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { SEARCH_RESULTS_MAX, SUGGESTIONS_MAX, type Suggestion } from '@bazaar/contracts';
import { categories, products } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';
import { visibleProducts } from './scope';

/**
 * Catalogue search, in one statement whose work is bounded whatever the catalogue's size:
 * 1. full text on the generated `search` column: at most SEARCH_RESULTS_MAX matches are taken
 *    from the text index and ranked (ts_rank, name words above description words), instead of
 *    ranking and counting every match of a common word;
 * 2. when that finds fewer than FUZZY_BELOW, each typed word is corrected to the nearest word of
 *    the store's product names (search_words, a few hundred words, trigram similarity) and full
 *    text runs again with the corrected words, so "hedphones" finds "Headphones" without
 *    comparing the typo with every product name. Corrected matches rank after exact ones.
 * The same SQL runs on PGlite (pg_trgm loaded) and PostgreSQL.
 */

export const FUZZY_BELOW = 3;
/** Words of the search text that are corrected; more than this are left as typed. */
const WORDS_CORRECTED = 8;

/** The typed words a correction is looked for, lower case. */
export const searchWords = (text: string): string[] => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, WORDS_CORRECTED);

/** The matches of a search as the CTE "hits" (id, tier: 1 exact, 0 corrected, score). */
export function searchHits(ctx: RequestContext, filters: SQL, text: string): SQL {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const words = searchWords(text);
  return sql`ft AS MATERIALIZED (
    SELECT ${products.id} AS id, ts_rank(${products.search}, ${query}) AS score FROM ${products}
    WHERE ${filters} AND ${products.search} @@ ${query}
    LIMIT ${SEARCH_RESULTS_MAX}
  ), corrected AS MATERIALIZED (
    SELECT string_agg(coalesce(best.word, typed.word), ' ' ORDER BY typed.n) AS text
    FROM unnest(${sql`ARRAY[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`}) WITH ORDINALITY AS typed(word, n)
    LEFT JOIN LATERAL (
      SELECT w.word FROM search_words w WHERE w.store_id = ${ctx.store.id} AND w.word % typed.word
      ORDER BY similarity(w.word, typed.word) DESC, w.word LIMIT 1
    ) best ON true
    WHERE (SELECT count(*) FROM ft) < ${FUZZY_BELOW}
  ), fuzzy AS MATERIALIZED (
    SELECT ${products.id} AS id, ts_rank(${products.search}, websearch_to_tsquery('english', corrected.text)) AS score
    FROM ${products}, corrected
    WHERE ${filters} AND ${products.search} @@ websearch_to_tsquery('english', corrected.text) AND ${products.id} NOT IN (SELECT id FROM ft)
    LIMIT ${SEARCH_RESULTS_MAX - FUZZY_BELOW + 1}
  ), hits AS (
    SELECT id, 1 AS tier, score FROM ft UNION ALL SELECT id, 0 AS tier, score FROM fuzzy
  )`;
}

/** Relevance: exact matches first, then by rank; the caller ends it with popularity and the id. */
export const relevance = [sql`hits.tier DESC`, sql`hits.score DESC`];

/** Candidates of each kind (names starting with, names containing the text) a suggestion list is chosen from. */
const SUGGESTION_CANDIDATES = 100;

/**
 * Up to eight product and category names for the search box: names starting with the typed text
 * first (categories before products), then names containing it. ILIKE uses the trigram index.
 * Products are chosen among the first SUGGESTION_CANDIDATES names starting with the text and as
 * many containing it, so a short text found in tens of thousands of names costs no more than a rare one.
 */
export async function suggest(ctx: RequestContext, text: string): Promise<Suggestion[]> {
  const like = escapeLike(text);
  const startsWith = (column: typeof products.name | typeof categories.name) => sql<boolean>`${column} ILIKE ${`${like}%`}`;
  const productCandidates = (starts: boolean) =>
    ctx.db
      .select({ id: products.id, name: products.name, popularity: products.popularity, starts: sql<boolean>`${starts}`.as('starts') })
      .from(products)
      .where(and(visibleProducts(ctx), starts ? startsWith(products.name) : sql`${products.name} ILIKE ${`%${like}%`} AND NOT ${startsWith(products.name)}`))
      .limit(SUGGESTION_CANDIDATES);
  const candidates = unionAll(productCandidates(true), productCandidates(false)).as('candidates');
  const [productRows, categoryRows] = await Promise.all([
    ctx.db
      .select({ id: candidates.id, name: candidates.name, starts: candidates.starts })
      .from(candidates)
      .orderBy(desc(candidates.starts), desc(candidates.popularity), candidates.name, candidates.id)
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
