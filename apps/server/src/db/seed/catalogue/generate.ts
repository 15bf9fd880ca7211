import { CHOWK_AISLES, CHOWK_BUNDLES } from './chowk-products';
import { CHOWK_CATEGORIES, CHOWK_VENDORS } from './chowk-stores';
import { discountText } from './discount-text';
import { FAQ, makeAisleProducts, makeProduct, pickDeals, productName, type Ctx } from './generate-products';
import { productImagePath } from './images';
import { mulberry32, slugify } from './prng';
import { makeReviews } from './reviews';
import { SOUK_AISLES, SOUK_CATEGORIES, SOUK_VENDORS } from './souk-data';
import type { CatalogueSeed, ProductSeed } from './types';

export const CHOWK_STORE_ID = 12;
export const SOUK_STORE_ID = 13;

/** The demo catalogue of store 12, the same on every call. */
export function generateChowk(): CatalogueSeed {
  const rng = mulberry32(0xc40c12);
  const ctx: Ctx = { rng, vendors: new Map(CHOWK_VENDORS.map((v) => [v.slug, v])) };
  const { products, byAisle } = makeAisleProducts(ctx, CHOWK_AISLES);
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  for (const b of CHOWK_BUNDLES) {
    const parts = b.parts.map(([aisle, index]) => bySlug.get(byAisle.get(aisle)![index]!)!);
    const list = parts.reduce((s, p) => s + p.priceMinor, 0);
    const selling = Math.round((parts.reduce((s, p) => s + p.sellingPriceMinor, 0) * 0.85) / 100) * 100;
    const base = makeProduct(
      ctx,
      {
        ...CHOWK_AISLES[0]!,
        category: 'gift-hampers',
        vendor: b.vendor,
        family: 'gift',
        days: [3, 6],
        closers: ['Gift-wrapped with a handwritten note.', 'Each item can also be bought on its own.'],
      },
      { name: b.name, min: 0, max: 0, text: b.text, type: 'Bundled' },
      'Gift box',
      slugify(b.name),
      b.name,
    );
    products.push({
      ...base,
      priceMinor: list,
      sellingPriceMinor: selling,
      discountDetails: discountText(list, selling),
      images: [productImagePath('gift', rng.int(0, 3)), parts[0]!.images[0]!],
      stock: rng.int(5, 60),
      slotRequired: parts.some((p) => p.slotRequired),
      attributes: [{ name: 'Contains', value: parts.map((p) => p.name).join(', ') }],
      faq: FAQ.bundle!,
      bundle: parts.map((p) => ({ product: p.slug, quantity: 1 })),
    });
  }
  pickDeals(rng, products, 20);
  return { storeId: CHOWK_STORE_ID, vendors: CHOWK_VENDORS, categories: CHOWK_CATEGORIES, products, reviews: makeReviews(rng, products, 100) };
}

/** The small Arabic catalogue of store 13. */
export function generateSouk(): CatalogueSeed {
  const rng = mulberry32(0x50c13);
  const ctx: Ctx = { rng, vendors: new Map(SOUK_VENDORS.map((v) => [v.slug, v])), arabic: true };
  const { products } = makeAisleProducts(ctx, SOUK_AISLES);
  pickDeals(rng, products, 3);
  return { storeId: SOUK_STORE_ID, vendors: SOUK_VENDORS, categories: SOUK_CATEGORIES, products, reviews: [] };
}

/**
 * `count` extra store-12 products for benchmarks, numbered from `from` so slugs never clash.
 * Uses the same aisles, vendors, categories and images as the demo catalogue.
 */
export function generateBulkProducts(from: number, count: number): ProductSeed[] {
  const rng = mulberry32(0xb01c + from);
  const ctx: Ctx = { rng, vendors: new Map(CHOWK_VENDORS.map((v) => [v.slug, v])) };
  return Array.from({ length: count }, (_, k) => {
    const aisle = rng.pick(CHOWK_AISLES);
    const item = rng.pick(aisle.items);
    const value = rng.pick(aisle.variant.values);
    const extra = aisle.extra[0] ? ` (${rng.pick(aisle.extra[0].values)})` : '';
    const name = `${productName(aisle, item, value)}${extra}`;
    return makeProduct(ctx, aisle, item, value, `${slugify(name)}-${from + k}`, name);
  });
}
