import type { Db } from '../db/client';
import { bundleItems, categories, products, storeCurrencies, stores, vendorPincodes, vendors } from '../db/schema';
import { drawRatingCounts } from '../db/seed/catalogue/rating-counts';

/**
 * Catalogue test data written straight to the database. Every call makes unique names, slugs and
 * ids; pass overrides for the fields a test is about. Tests use a store of their own
 * (createCatalogueStore) so the demo seed never changes their counts.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${process.pid % 10000}-${sequence}`;
};

type StoreInsert = typeof stores.$inferInsert;
type VendorInsert = typeof vendors.$inferInsert;
type CategoryInsert = typeof categories.$inferInsert;
type ProductInsert = typeof products.$inferInsert;

/** A new open store with its own realm; `numberToBasic` adds a currency row. */
export async function createCatalogueStore(db: Db, overrides: Partial<StoreInsert> & { numberToBasic?: number } = {}) {
  const { numberToBasic, ...fields } = overrides;
  const unique = next();
  sequence += 1;
  const [store] = await db
    .insert(stores)
    .values({
      id: 100_000 + (process.pid % 1000) * 1000 + sequence,
      realmName: `cat_${unique}`,
      name: `catalogue-${unique}`,
      displayName: `Catalogue ${unique}`,
      ...fields,
    })
    .returning();
  if (numberToBasic !== undefined) {
    await db.insert(storeCurrencies).values({
      storeId: store!.id,
      name: 'rupee',
      symbol: '₹',
      isoCode: 'INR',
      fractionalUnit: 'paise',
      numberToBasic,
    });
  }
  return store!;
}

export async function createVendor(db: Db, storeId: number, overrides: Partial<VendorInsert> & { pincodes?: string[] } = {}) {
  const { pincodes = [], ...fields } = overrides;
  const unique = next();
  const [vendor] = await db
    .insert(vendors)
    .values({ storeId, name: `Vendor ${unique}`, slug: `vendor-${unique}`, ...fields })
    .returning();
  if (pincodes.length) await db.insert(vendorPincodes).values(pincodes.map((pincode) => ({ vendorId: vendor!.id, pincode })));
  return vendor!;
}

export async function createCategory(db: Db, storeId: number, overrides: Partial<CategoryInsert> = {}) {
  const unique = next();
  const [category] = await db
    .insert(categories)
    .values({ storeId, name: `Category ${unique}`, slug: `category-${unique}`, ...overrides })
    .returning();
  return category!;
}

/**
 * A product of a vendor and category of the same store. Prices are minor units (paise); the
 * default is 1000.00 selling at 900.00.
 */
/**
 * Per-star counts for a rating and count a test gives, spread as the demo seed does, so the
 * products_rating_counts_ck check holds (the rating itself is kept as the test gave it).
 */
function starCountsOf(overrides: Partial<ProductInsert>): Partial<ProductInsert> {
  if (!overrides.ratingCount || overrides.rating1Count !== undefined) return {};
  const [rating1Count, rating2Count, rating3Count, rating4Count, rating5Count] = drawRatingCounts(Number(overrides.rating ?? 0), overrides.ratingCount).counts;
  return { rating1Count, rating2Count, rating3Count, rating4Count, rating5Count };
}

export async function createProduct(db: Db, refs: { storeId: number; vendorId: number; categoryId: number }, overrides: Partial<ProductInsert> = {}) {
  const unique = next();
  const [product] = await db
    .insert(products)
    .values({
      ...refs,
      name: `Product ${unique}`,
      slug: `product-${unique}`,
      productType: 'Physical',
      priceMinor: 100_000,
      sellingPriceMinor: 90_000,
      stock: 5,
      ...starCountsOf(overrides),
      ...overrides,
    })
    .returning();
  return product!;
}

export async function addBundleItem(db: Db, bundleId: number, productId: number, quantity = 1) {
  await db.insert(bundleItems).values({ bundleId, productId, quantity });
}

/** A store with one vendor and one category, ready for createProduct. */
export async function createCatalogue(db: Db, overrides: Parameters<typeof createCatalogueStore>[1] = {}) {
  const store = await createCatalogueStore(db, overrides);
  const vendor = await createVendor(db, store.id, { deliversEverywhere: true });
  const category = await createCategory(db, store.id);
  const refs = { storeId: store.id, vendorId: vendor.id, categoryId: category.id };
  return { store, vendor, category, refs, realm: store.realmName };
}
