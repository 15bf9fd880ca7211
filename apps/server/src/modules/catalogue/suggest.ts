import { sql, type SQL } from 'drizzle-orm';
import { SUGGESTIONS_MAX, type Suggestion } from '@bazaar/contracts';
import { categories, products } from '../../db/schema';
import { escapeLike } from '../../lib/sql-text';
import type { RequestContext } from '../../plugins/store-context';
import { visibleProducts } from './scope';
import { correctedText } from './search';
import { CATEGORY_TEXT, contentLanguage, PRODUCT_TEXT, translated, type ContentLanguage } from './translated';

/** Candidates of each kind (names starting with, names containing the text) a suggestion list is chosen from. */
const SUGGESTION_CANDIDATES = 100;

const rowsOf = async <T>(ctx: RequestContext, statement: SQL): Promise<T[]> => ((await ctx.db.execute(statement)) as unknown as { rows: T[] }).rows;

/**
 * Product candidates whose name (the store's, or in `lang` its translation) starts with or contains
 * the text: at most SUGGESTION_CANDIDATES of each kind from each source, so a short text found in
 * tens of thousands of names costs no more than a rare one. ILIKE uses the trigram indexes.
 */
function productCandidates(ctx: RequestContext, like: string, lang: ContentLanguage | undefined): SQL {
  const visible = visibleProducts(ctx);
  const kinds = (name: SQL, from: SQL, where: SQL) =>
    sql`(SELECT ${products.id} AS id, ${products.popularity} AS popularity, true AS starts FROM ${from}
        WHERE ${where} AND ${name} ILIKE ${`${like}%`} LIMIT ${SUGGESTION_CANDIDATES})
      UNION ALL
      (SELECT ${products.id}, ${products.popularity}, false FROM ${from}
        WHERE ${where} AND ${name} ILIKE ${`%${like}%`} AND NOT ${name} ILIKE ${`${like}%`} LIMIT ${SUGGESTION_CANDIDATES})`;
  const own = kinds(sql`${products.name}`, sql`${products}`, visible);
  if (!lang) return own;
  return sql`${own} UNION ALL ${kinds(
    sql`t.name`,
    sql`product_translations t JOIN ${products} ON ${products.id} = t.product_id`,
    sql`t.language_code IN (${lang.exact}, ${lang.base}) AND ${visible}`,
  )}`;
}

/**
 * Up to eight product and category names for the search box, in the request's language: names
 * starting with the typed text first (categories before products), then names containing it.
 */
async function suggestFor(ctx: RequestContext, text: string): Promise<Suggestion[]> {
  const lang = contentLanguage(ctx);
  const like = escapeLike(text);
  const productName = translated<string>(lang, PRODUCT_TEXT, products.id, 'name', products.name);
  const categoryName = translated<string>(lang, CATEGORY_TEXT, categories.id, 'name', categories.name);
  const [productRows, categoryRows] = await Promise.all([
    rowsOf<{ id: number; name: string; starts: boolean }>(
      ctx,
      sql`WITH candidates AS (${productCandidates(ctx, like, lang)}),
      best AS (
        SELECT id, bool_or(starts) AS starts, max(popularity) AS popularity FROM candidates GROUP BY id
        ORDER BY bool_or(starts) DESC, max(popularity) DESC, id LIMIT ${SUGGESTIONS_MAX}
      )
      SELECT ${products.id} AS id, ${productName} AS name, best.starts FROM best JOIN ${products} ON ${products.id} = best.id
      ORDER BY best.starts DESC, best.popularity DESC, name, ${products.id}`,
    ),
    rowsOf<{ id: number; name: string; starts: boolean }>(
      ctx,
      sql`SELECT id, name, starts FROM (
        SELECT ${categories.id} AS id, ${categoryName} AS name, ${categories.name} AS own FROM ${categories} WHERE ${categories.storeId} = ${ctx.store.id}
      ) c, LATERAL (SELECT c.name ILIKE ${`${like}%`} OR c.own ILIKE ${`${like}%`} AS starts) s
      WHERE c.name ILIKE ${`%${like}%`} OR c.own ILIKE ${`%${like}%`}
      ORDER BY starts DESC, name, id LIMIT ${SUGGESTIONS_MAX}`,
    ),
  ]);
  const tagged = [...categoryRows.map((r) => ({ ...r, type: 'category' as const })), ...productRows.map((r) => ({ ...r, type: 'product' as const }))];
  const ordered = [...tagged.filter((r) => r.starts), ...tagged.filter((r) => !r.starts)];
  return ordered.slice(0, SUGGESTIONS_MAX).map(({ type, id, name }) => ({ type, id, name }));
}

/**
 * Suggestions for the typed text; when nothing is named by it, for the text with each word
 * corrected to the nearest word of the store's names (as search corrects a typo): 'kurtta' → Kurtas.
 */
export async function suggest(ctx: RequestContext, text: string): Promise<Suggestion[]> {
  const found = await suggestFor(ctx, text);
  if (found.length > 0) return found;
  const [row] = await rowsOf<{ text: string | null }>(ctx, correctedText(ctx, text));
  const corrected = row?.text;
  if (!corrected || corrected === text.toLowerCase()) return found;
  return suggestFor(ctx, corrected);
}
