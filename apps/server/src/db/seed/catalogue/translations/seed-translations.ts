import type { Db } from '../../../client';
import { categoryTranslations, productTranslations, vendorTranslations } from '../../../schema';
import type { CatalogueSeed } from '../types';
import { CATALOGUE_TRANSLATIONS, translateCatalogue } from './translate';

/** Rows per insert: a product translation has eight parameters, well under PostgreSQL's limit. */
const CHUNK = 500;

/** Ids of what the seed inserted, by slug. */
export type SeededIds = { vendors: Map<string, number>; categories: Map<string, number>; products: Map<string, number> };

/** The translations of one demo store's catalogue into each language its phrasebooks cover. */
export async function seedCatalogueTranslations(db: Db, seed: CatalogueSeed, ids: SeededIds): Promise<void> {
  for (const book of CATALOGUE_TRANSLATIONS[seed.storeId] ?? []) {
    const t = translateCatalogue(seed, book);
    const languageCode = t.language;
    if (t.vendors.length) {
      await db.insert(vendorTranslations).values(t.vendors.map((v) => ({ vendorId: ids.vendors.get(v.slug)!, languageCode, name: v.name, description: v.description })));
    }
    if (t.categories.length) {
      await db
        .insert(categoryTranslations)
        .values(t.categories.map((c) => ({ categoryId: ids.categories.get(c.slug)!, languageCode, name: c.name, description: c.description })));
    }
    const rows = t.products.map((p) => ({
      productId: ids.products.get(p.slug)!,
      languageCode,
      name: p.name,
      description: p.description,
      discountDetails: p.discountDetails,
      attributes: p.attributes,
      faq: p.faq,
    }));
    for (let i = 0; i < rows.length; i += CHUNK) await db.insert(productTranslations).values(rows.slice(i, i + CHUNK));
  }
}
