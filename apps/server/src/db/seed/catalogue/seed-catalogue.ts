import type { Db } from '../../client';
import { bundleItems, categories, productReviews, products, vendorPincodes, vendors } from '../../schema';
import type { FileStorage } from '../../../modules/files';
import { logoSvg } from '../logo-svg';
import { generateChowk, generateSouk } from './generate';
import { CHOWK_AISLES } from './chowk-products';
import { categoryImagePath, categorySvg, FAMILIES, lookOf, productImagePath, productSvg, VIEWS, vendorLogoPath } from './images';
import { familyPalette } from './palettes';
import { SOUK_AISLES } from './souk-data';
import { isEmptySeed, splitAdded } from './split-added';
import { seedCatalogueTranslations, type SeededIds } from './translations/seed-translations';
import type { Aisle } from './chowk-products';
import type { CatalogueSeed, CategorySeed, ProductSeed } from './types';

const CHUNK = 500;

/** Inserts rows in chunks, returning what `returning` gives back in order. */
async function inChunks<T, R>(rows: T[], size: number, insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

/**
 * Writes the product, category and vendor artwork of the demo catalogue: of the seeds' categories
 * and vendors, and of every look the aisles can make (all of them unless told which).
 */
export async function writeCatalogueImages(storage: FileStorage, seeds: CatalogueSeed[], aisles: Aisle[] = [...CHOWK_AISLES, ...SOUK_AISLES]): Promise<number> {
  const files: [string, string][] = [];
  // Every look an aisle can make, not only the demo's products: the benchmark's extra products
  // (generateBulkProducts) draw other names from the same aisles.
  const looks = [
    ...FAMILIES.map((family) => ({ family, drawing: family, palette: familyPalette(family) })),
    ...aisles.flatMap((a) => a.items.flatMap((i) => a.variant.values.map((v) => ({ family: a.family, ...lookOf(a.family, i.name, v) })))),
  ];
  const products = new Map(
    looks.flatMap(({ family, drawing, palette }) =>
      VIEWS.map((view) => [productImagePath(drawing, palette, view), () => productSvg(family, drawing, palette, view)] as const),
    ),
  );
  for (const [path, draw] of products) files.push([path, draw()]);
  for (const seed of seeds) {
    for (const c of seed.categories) files.push([categoryImagePath(seed.storeId, c.slug), categorySvg(c.family, c.variant, c.name)]);
    for (const v of seed.vendors)
      files.push([
        vendorLogoPath(seed.storeId, v.slug),
        logoSvg({ mark: v.logo.mark, word: v.logo.word, tagline: v.logo.tagline, accent: v.logo.accent, ink: '#1f1a17' }),
      ]);
  }
  await Promise.all(files.map(([path, svg]) => storage.write(path, svg)));
  return files.length;
}

const productRow = (storeId: number, p: ProductSeed, vendorId: number, categoryId: number, now: number) => ({
  storeId,
  vendorId,
  categoryId,
  name: p.name,
  slug: p.slug,
  description: p.description,
  productType: p.productType,
  orderFlow: p.orderFlow,
  priceMinor: p.priceMinor,
  sellingPriceMinor: p.sellingPriceMinor,
  discountDetails: p.discountDetails,
  images: p.images,
  stock: p.stock,
  maxPerOrder: p.maxPerOrder,
  priceVisibility: p.priceVisibility,
  slotRequired: p.slotRequired,
  estimatedDeliveryDays: p.estimatedDeliveryDays,
  rating: p.rating,
  ratingCount: p.ratingCount,
  rating1Count: p.ratingCounts[0],
  rating2Count: p.ratingCounts[1],
  rating3Count: p.ratingCounts[2],
  rating4Count: p.ratingCounts[3],
  rating5Count: p.ratingCounts[4],
  popularity: p.popularity,
  isDeal: p.isDeal,
  attributes: p.attributes,
  policies: p.policies,
  faq: p.faq,
  createdAt: new Date(now - p.ageMinutes * 60_000),
});

/** Inserts products whose vendor and category are given by slug; returns slug → id. */
export async function insertProducts(
  db: Db,
  storeId: number,
  list: ProductSeed[],
  vendorIds: Map<string, number>,
  categoryIds: Map<string, number>,
  options: { chunk?: number; now?: number; onChunk?: (done: number) => void } = {},
): Promise<Map<string, number>> {
  const now = options.now ?? Date.now();
  const size = options.chunk ?? CHUNK;
  const ids = new Map<string, number>();
  for (let i = 0; i < list.length; i += size) {
    const chunk = list.slice(i, i + size);
    const rows = await db
      .insert(products)
      .values(chunk.map((p) => productRow(storeId, p, vendorIds.get(p.vendor)!, categoryIds.get(p.category)!, now)))
      .returning({ id: products.id, slug: products.slug });
    for (const r of rows) ids.set(r.slug, r.id);
    options.onChunk?.(i + chunk.length);
  }
  return ids;
}

const noIds = (): SeededIds => ({ vendors: new Map(), categories: new Map(), products: new Map() });

/**
 * One store's vendors, pincodes, category tree, products, bundle parts and reviews. Rows added to a
 * store seeded before them come with the ids of what it already has (`known`: their vendor, their
 * category's parent) and its whole category list (`tree`), where a category's position is counted.
 */
export async function seedStoreCatalogue(
  db: Db,
  seed: CatalogueSeed,
  now: number,
  known = noIds(),
  tree: CategorySeed[] = seed.categories,
): Promise<SeededIds> {
  const { storeId } = seed;
  const vendorRows =
    seed.vendors.length === 0
      ? []
      : await db
          .insert(vendors)
          .values(
            seed.vendors.map((v) => ({
              storeId,
              name: v.name,
              slug: v.slug,
              description: v.description,
              city: v.city,
              logoPath: vendorLogoPath(storeId, v.slug),
              rating: v.rating,
              ratingCount: v.ratingCount,
              deliversEverywhere: v.deliversEverywhere,
              policies: v.policies,
              createdAt: new Date(now - 120 * 86_400_000),
            })),
          )
          .returning({ id: vendors.id, slug: vendors.slug });
  const vendorIds = new Map([...known.vendors, ...vendorRows.map((r) => [r.slug, r.id] as const)]);
  const pins = seed.vendors.flatMap((v) => v.pincodes.map((pincode) => ({ vendorId: vendorIds.get(v.slug)!, pincode })));
  if (pins.length) await db.insert(vendorPincodes).values(pins);

  const categoryIds = new Map(known.categories);
  // Parents first, then children, so each child can name its parent's id.
  for (const level of [seed.categories.filter((c) => !c.parent), seed.categories.filter((c) => c.parent)]) {
    if (level.length === 0) continue;
    const rows = await db
      .insert(categories)
      .values(
        level.map((c) => ({
          storeId,
          parentId: c.parent ? categoryIds.get(c.parent)! : null,
          name: c.name,
          slug: c.slug,
          description: c.description,
          imagePath: categoryImagePath(storeId, c.slug),
          position: tree.filter((o) => o.parent === c.parent).indexOf(c),
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const r of rows) categoryIds.set(r.slug, r.id);
  }

  const productIds = new Map([...known.products, ...(await insertProducts(db, storeId, seed.products, vendorIds, categoryIds, { now }))]);
  const parts = seed.products.flatMap((p) =>
    p.bundle.map((b) => ({ bundleId: productIds.get(p.slug)!, productId: productIds.get(b.product)!, quantity: b.quantity })),
  );
  if (parts.length) await db.insert(bundleItems).values(parts);
  await inChunks(seed.reviews, CHUNK, (chunk) =>
    db
      .insert(productReviews)
      .values(
        chunk.map((r) => ({
          storeId,
          productId: productIds.get(r.product)!,
          authorName: r.authorName,
          rating: r.rating,
          text: r.text,
          createdAt: new Date(now - r.ageMinutes * 60_000),
        })),
      )
      .returning({ id: productReviews.id }),
  );
  const ids = { vendors: vendorIds, categories: categoryIds, products: productIds };
  await seedCatalogueTranslations(db, seed, ids);
  return ids;
}

/**
 * The demo catalogues of stores 12 and 13 with their generated artwork: every store's first rows,
 * then the rows stores gained later (splitAdded), so ids come out as they did before those existed.
 */
export async function seedCatalogue(db: Db, storage: FileStorage): Promise<void> {
  const seeds = [generateChowk(), generateSouk()];
  await writeCatalogueImages(storage, seeds);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const ids = new Map<number, SeededIds>();
    for (const seed of seeds) ids.set(seed.storeId, await seedStoreCatalogue(tx as unknown as Db, splitAdded(seed).first, now));
    for (const seed of seeds) {
      const { added } = splitAdded(seed);
      if (!isEmptySeed(added)) await seedStoreCatalogue(tx as unknown as Db, added, now, ids.get(seed.storeId), seed.categories);
    }
  });
}
