import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories, products, vendors } from './catalogue';

/**
 * Catalogue content in other languages than the store's default (issue 14). A row holds one
 * language's text of one product, category or vendor; what a row leaves out is read from the
 * owner's own row, in the store's default language (modules/catalogue/translated.ts).
 * `language_code` is the store's code ('hi', 'ar', 'fr', 'en_IN'…).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text-search configuration of a language code, as SQL: PostgreSQL (and PGlite) stem English,
 * French, Hindi and Arabic; other languages are split into words without stemming ('simple'), and
 * a mistyped word is corrected by trigram (search_words). Kept in step with `textSearchConfig` in
 * modules/catalogue/translated.ts.
 */
const configOf = (language: string) =>
  sql.raw(`(CASE
  WHEN ${language} LIKE 'en%' THEN 'english'::regconfig
  WHEN ${language} LIKE 'fr%' THEN 'french'::regconfig
  WHEN ${language} LIKE 'hi%' THEN 'hindi'::regconfig
  WHEN ${language} LIKE 'ar%' THEN 'arabic'::regconfig
  ELSE 'simple'::regconfig END)`);

type Attribute = { name: string; value: string };
type Faq = { question: string; answer: string };

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    discountDetails: text('discount_details'),
    /** The specifications, translated as a whole list (names and values); null: the product's own. */
    attributes: jsonb('attributes').$type<Attribute[]>(),
    faq: jsonb('faq').$type<Faq[]>(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(${configOf('language_code')}, coalesce(name, '')), 'A') || setweight(to_tsvector(${configOf('language_code')}, coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageCode] }),
    index('product_translations_search_idx').using('gin', t.search),
    index('product_translations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageCode] })],
);

export const vendorTranslations = pgTable(
  'vendor_translations',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.languageCode] })],
);
