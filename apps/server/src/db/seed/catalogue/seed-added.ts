import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { categories, products, vendors } from '../../schema';
import type { FileStorage } from '../../../modules/files';
import { CHOWK_AISLES } from './chowk-products';
import { generateChowk, generateSouk } from './generate';
import { seedStoreCatalogue, writeCatalogueImages } from './seed-catalogue';
import { SOUK_AISLES } from './souk-data';
import { isEmptySeed, splitAdded } from './split-added';
import type { SeededIds } from './translations/seed-translations';
import type { CatalogueSeed } from './types';

/**
 * The rows demo stores gained after their first seed (store 12's shirts and their maker), written
 * into a data folder seeded before them, with their pictures and translations. Only into a store
 * that holds what they hang on (their vendors, their category's parent) and none of them yet, so a
 * second start, or a fresh seed that wrote them already (seedCatalogue), changes nothing.
 */
export async function seedAddedCatalogue(db: Db, storage: FileStorage, now = Date.now()): Promise<void> {
  for (const seed of [generateChowk(), generateSouk()]) {
    const { added } = splitAdded(seed);
    if (isEmptySeed(added)) continue;
    const known = await seededIds(db, added);
    const there = (ids: Map<string, number>, rows: { slug: string }[]) => rows.some((r) => ids.has(r.slug));
    if (there(known.vendors, added.vendors) || there(known.categories, added.categories) || there(known.products, added.products)) continue;
    const vendorOk = (slug: string) => known.vendors.has(slug) || added.vendors.some((v) => v.slug === slug);
    const categoryOk = (slug: string) => known.categories.has(slug) || added.categories.some((c) => c.slug === slug);
    const ready =
      added.products.every((p) => vendorOk(p.vendor) && categoryOk(p.category)) && added.categories.every((c) => c.parent === null || categoryOk(c.parent));
    if (!ready) continue;
    const aisles = [...CHOWK_AISLES, ...SOUK_AISLES].filter((a) => added.products.some((p) => p.category === a.category && p.vendor === a.vendor));
    await writeCatalogueImages(storage, [added], aisles);
    await seedStoreCatalogue(db, added, now, known, seed.categories);
  }
}

/** The ids the store already has: all its vendors and categories, and any of the added products. */
async function seededIds(db: Db, added: CatalogueSeed): Promise<SeededIds> {
  const { storeId } = added;
  const bySlug = (rows: { slug: string; id: number }[]) => new Map(rows.map((r) => [r.slug, r.id]));
  const slugs = added.products.map((p) => p.slug);
  return {
    vendors: bySlug(await db.select({ slug: vendors.slug, id: vendors.id }).from(vendors).where(eq(vendors.storeId, storeId))),
    categories: bySlug(await db.select({ slug: categories.slug, id: categories.id }).from(categories).where(eq(categories.storeId, storeId))),
    products: bySlug(
      slugs.length === 0
        ? []
        : await db
            .select({ slug: products.slug, id: products.id })
            .from(products)
            .where(and(eq(products.storeId, storeId), inArray(products.slug, slugs))),
    ),
  };
}
