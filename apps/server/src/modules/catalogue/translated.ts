import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../plugins/store-context';

/**
 * Catalogue text in the request's language (issue 14). Products, categories and vendors hold their
 * text in the store's default language; *_translations rows (db/schema/catalogue-translations.ts)
 * hold other languages. A column read here is the translation of the request's `language-code`,
 * else of its base language ('en_IN' → 'en'), else the row's own text: one primary-key lookup per
 * row and column, and no lookup at all when the request asks for the store's default language or a
 * regional form of it (en_IN in an English store reads the English rows).
 */

export type ContentLanguage = { exact: string; base: string };

const baseOf = (code: string) => code.split(/[_-]/)[0]!.toLowerCase();

/** The language to look translations up in, or undefined when the rows' own text is the answer. */
export function contentLanguage(ctx: Pick<RequestContext, 'store' | 'language'>): ContentLanguage | undefined {
  const code = ctx.language;
  if (!code || !/^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})?$/.test(code)) return undefined;
  const base = baseOf(code);
  const fallback = ctx.store.defaultLanguage;
  if (fallback && (code === fallback || base === baseOf(fallback))) return undefined;
  return { exact: code, base };
}

/** PostgreSQL's text-search configuration for a language; the schema's `configOf` says the same in SQL. */
export function textSearchConfig(code: string): 'english' | 'french' | 'hindi' | 'arabic' | 'simple' {
  const base = baseOf(code);
  if (base === 'en') return 'english';
  if (base === 'fr') return 'french';
  if (base === 'hi') return 'hindi';
  if (base === 'ar') return 'arabic';
  return 'simple';
}

type Source = { table: 'product_translations' | 'category_translations' | 'vendor_translations'; key: 'product_id' | 'category_id' | 'vendor_id' };
export const PRODUCT_TEXT: Source = { table: 'product_translations', key: 'product_id' };
export const CATEGORY_TEXT: Source = { table: 'category_translations', key: 'category_id' };
export const VENDOR_TEXT: Source = { table: 'vendor_translations', key: 'vendor_id' };

/** The translation's row of `owner` in the language: a WHERE clause over alias `t`, ordered exact first. */
const translationRow = (source: Source, owner: AnyPgColumn | SQL, lang: ContentLanguage) =>
  lang.exact === lang.base
    ? sql`FROM ${sql.identifier(source.table)} t WHERE t.${sql.identifier(source.key)} = ${owner} AND t.language_code = ${lang.exact}`
    : sql`FROM ${sql.identifier(source.table)} t WHERE t.${sql.identifier(source.key)} = ${owner} AND t.language_code IN (${lang.exact}, ${lang.base}) ORDER BY t.language_code = ${lang.exact} DESC`;

/**
 * `fallback` (a column of the owner's row) in the language: its translation where one is written,
 * else the column itself. Without a language, the column as it is.
 */
export function translated<T>(lang: ContentLanguage | undefined, source: Source, owner: AnyPgColumn, column: string, fallback: AnyPgColumn | SQL<T>): SQL<T> {
  // The column itself, not wrapped, keeps drizzle's own decoding of its values.
  if (!lang) return fallback as unknown as SQL<T>;
  return sql<T>`coalesce((SELECT t.${sql.identifier(column)} ${translationRow(source, owner, lang)} LIMIT 1), ${fallback})`;
}
