import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_MAX } from '@bazaar/contracts';
import { products } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';
import { contentLanguage, textSearchConfig, type ContentLanguage } from './translated';

/**
 * Catalogue search, in one statement whose work is bounded whatever the catalogue's size:
 * 1. full text on the generated `search` column: at most SEARCH_RESULTS_MAX matches are taken
 *    from the text index and ranked (ts_rank, name words above description words), instead of
 *    ranking and counting every match of a common word. A request in another language than the
 *    store's default also searches the translations' own `search` column (stemmed by that
 *    language's configuration: Hindi, Arabic, French), as many matches again;
 * 2. when that finds fewer than FUZZY_BELOW, each typed word is corrected to the nearest word of
 *    the store's product names and their translations (search_words, a few hundred words, trigram
 *    similarity) and full text runs again with the corrected words, so "hedphones" finds
 *    "Headphones" without comparing the typo with every product name. Corrected matches rank
 *    after exact ones.
 * The same SQL runs on PGlite (pg_trgm loaded) and PostgreSQL. Suggestions are in suggest.ts.
 */

export const FUZZY_BELOW = 3;
/** Words of the search text that are corrected; more than this are left as typed. */
const WORDS_CORRECTED = 8;

/** The typed words a correction is looked for, lower case. */
export const searchWords = (text: string): string[] => (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, WORDS_CORRECTED);

/** The typed text with each word replaced by the nearest word of the store's vocabulary, as a one-row CTE body. */
export function correctedText(ctx: RequestContext, text: string): SQL {
  const words = searchWords(text);
  return sql`SELECT string_agg(coalesce(best.word, typed.word), ' ' ORDER BY typed.n) AS text
    FROM unnest(${sql`ARRAY[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`}) WITH ORDINALITY AS typed(word, n)
    LEFT JOIN LATERAL (
      SELECT w.word FROM search_words w WHERE w.store_id = ${ctx.store.id} AND w.word % typed.word
      ORDER BY similarity(w.word, typed.word) DESC, w.word LIMIT 1
    ) best ON true`;
}

/**
 * Products matching `text` (an SQL text expression) by full text, at most `limit` of each source:
 * the store's own words, and in `lang` the translations' words. Rows (id, score), an id at most once.
 */
function fullText(filters: SQL, text: SQL, lang: ContentLanguage | undefined, limit: number, extra: SQL = sql`true`): SQL {
  const own = sql`websearch_to_tsquery('english', ${text})`;
  const ownMatches = sql`SELECT ${products.id} AS id, ts_rank(${products.search}, ${own}) AS score FROM ${products}
    WHERE ${filters} AND ${extra} AND ${products.search} @@ ${own} LIMIT ${limit}`;
  if (!lang) return ownMatches;
  const config = textSearchConfig(lang.base);
  const translatedQuery = sql`websearch_to_tsquery(${config}::regconfig, ${text})`;
  return sql`SELECT id, max(score) AS score FROM (
    (${ownMatches})
    UNION ALL
    (SELECT ${products.id} AS id, ts_rank(t.search, ${translatedQuery}) AS score
      FROM product_translations t JOIN ${products} ON ${products.id} = t.product_id
      WHERE t.language_code IN (${lang.exact}, ${lang.base}) AND ${filters} AND ${extra} AND t.search @@ ${translatedQuery} LIMIT ${limit})
  ) matched GROUP BY id LIMIT ${limit}`;
}

/** The matches of a search as the CTE "hits" (id, tier: 1 exact, 0 corrected, score). */
export function searchHits(ctx: RequestContext, filters: SQL, text: string): SQL {
  const lang = contentLanguage(ctx);
  return sql`ft AS MATERIALIZED (
    ${fullText(filters, sql`${text}`, lang, SEARCH_RESULTS_MAX)}
  ), corrected AS MATERIALIZED (
    ${correctedText(ctx, text)}
    WHERE (SELECT count(*) FROM ft) < ${FUZZY_BELOW}
  ), fuzzy AS MATERIALIZED (
    ${fullText(filters, sql`(SELECT corrected.text FROM corrected)`, lang, SEARCH_RESULTS_MAX - FUZZY_BELOW + 1, sql`EXISTS (SELECT 1 FROM corrected) AND ${products.id} NOT IN (SELECT id FROM ft)`)}
  ), hits AS (
    SELECT id, 1 AS tier, score FROM ft UNION ALL SELECT id, 0 AS tier, score FROM fuzzy
  )`;
}

/** Relevance: exact matches first, then by rank; the caller ends it with popularity and the id. */
export const relevance = [sql`hits.tier DESC`, sql`hits.score DESC`];
