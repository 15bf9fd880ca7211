import { CHOWK_AISLES, CHOWK_BUNDLES } from './chowk-products';
import { SHIRT_AISLES } from './chowk-shirts';
import { CHOWK_CATEGORIES, CHOWK_VENDORS } from './chowk-stores';
import { discountText } from './discount-text';
import { capCharge, FAQ, makeAisleProducts, makeProduct, pickDeals, productName, ratingsOf, type Ctx } from './generate-products';
import { productImagePath } from './images';
import { familyPalette } from './palettes';
import { mulberry32, slugify } from './prng';
import { makeReviews } from './reviews';
import { SOUK_AISLES, SOUK_CATEGORIES, SOUK_FAQ, SOUK_VENDORS } from './souk-data';
import type { StarCounts } from './rating-counts';
import type { CatalogueSeed, ProductSeed, ReviewSeed } from './types';

export const CHOWK_STORE_ID = 12;
export const SOUK_STORE_ID = 13;

/**
 * What store 12 gained after its first ids were handed out (tests, the e2e and shoppers' links name
 * them): the shirts, their category and their Tiruppur maker. Drawn from a PRNG of their own and
 * listed last, so nothing drawn or numbered before them moves.
 */
const CHOWK_ADDED = { vendors: ['tiruppur-cotton-co'], categories: ['shirts'], aisles: SHIRT_AISLES };

/** The demo catalogue of store 12, the same on every call. */
export function generateChowk(): CatalogueSeed {
  const first = generateFirstChowk();
  const rng = mulberry32(0x5417);
  const ctx: Ctx = { rng, vendors: new Map(CHOWK_VENDORS.map((v) => [v.slug, v])) };
  const { products } = makeAisleProducts(ctx, CHOWK_ADDED.aisles);
  pickDeals(rng, products, 2);
  const reviews = makeReviews(rng, products, 10);
  return {
    storeId: CHOWK_STORE_ID,
    vendors: CHOWK_VENDORS,
    categories: CHOWK_CATEGORIES,
    products: [...first.products, ...countWrittenReviews(products, reviews)],
    reviews: [...first.reviews, ...reviews],
    added: { vendors: CHOWK_ADDED.vendors, categories: CHOWK_ADDED.categories, products: products.map((p) => p.slug) },
  };
}

/** Store 12's products and reviews as first seeded: its first aisles, the bundles made of them, deals and reviews. */
function generateFirstChowk(): Pick<CatalogueSeed, 'products' | 'reviews'> {
  const rng = mulberry32(0xc40c12);
  const ctx: Ctx = { rng, vendors: new Map(CHOWK_VENDORS.map((v) => [v.slug, v])) };
  const { products, byAisle } = makeAisleProducts(
    ctx,
    CHOWK_AISLES.filter((a) => !CHOWK_ADDED.aisles.includes(a)),
  );
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  for (const b of CHOWK_BUNDLES) {
    const parts = b.parts.map(([aisle, index]) => bySlug.get(byAisle.get(aisle)![index]!)!);
    const list = parts.reduce((s, p) => s + p.priceMinor, 0);
    const selling = Math.round((parts.reduce((s, p) => s + p.sellingPriceMinor, 0) * 0.85) / 100) * 100;
    const kind = kindOf(parts);
    const base = makeProduct(
      ctx,
      {
        ...CHOWK_AISLES[0]!,
        category: b.category,
        vendor: b.vendor,
        family: 'gift',
        days: [3, 6],
        // Two closers each, as before: the pick's draw and index stay put. Only goods are gift-wrapped.
        closers: BUNDLE_CLOSERS[kind],
      },
      { name: b.name, min: 0, max: 0, text: b.text, type: 'Bundled' },
      'Gift box',
      slugify(b.name),
      b.name,
    );
    // Once chose the box's colour; still drawn, so every later draw stays where it was.
    rng.int(0, 3);
    products.push({
      ...base,
      priceMinor: list,
      sellingPriceMinor: selling,
      discountDetails: discountText(list, selling),
      // A gift box and then each part, from the front; a bundle of services or downloads is no box.
      images: [...new Set([...(kind === 'goods' ? [productImagePath('gift', familyPalette('gift'), 'front')] : []), ...parts.map((p) => p.images[0]!)])].slice(
        0,
        3,
      ),
      stock: rng.int(5, 60),
      slotRequired: parts.some((p) => p.slotRequired),
      // Ready when its slowest part is; a bundle of downloads is ready at once.
      estimatedDeliveryDays: Math.max(...parts.map((p) => p.estimatedDeliveryDays)),
      // Its parts' terms: a bundle of services keeps the services' cancellation charge (capped by its
      // price), one of downloads cannot be cancelled once the keys are out.
      policies: kind === 'goods' ? base.policies : capCharge(parts[0]!.policies, selling),
      attributes: [{ name: 'Contains', value: parts.map((p) => p.name).join(', ') }],
      faq: kind === 'goods' ? FAQ.bundle! : FAQ.bundle!.slice(0, 1),
      bundle: parts.map((p) => ({ product: p.slug, quantity: 1 })),
      // The bundle's own name and text (never composed from an item and a value).
      source: { item: b.name, value: 'Gift box', text: b.text, closer: base.source!.closer, suffix: false },
    });
  }
  pickDeals(rng, products, 20);
  const reviews = makeReviews(rng, products, 100);
  return { products: countWrittenReviews(products, reviews), reviews };
}

/** What a bundle holds: goods, services or downloads (a bundle holds one kind). */
function kindOf(parts: ProductSeed[]): 'goods' | 'service' | 'digital' {
  const types = new Set(parts.map((p) => p.productType));
  if (types.has('Service') || types.has('Packaged Service')) return 'service';
  if (types.has('Digital') || types.has('API Product')) return 'digital';
  return 'goods';
}

const BUNDLE_CLOSERS = {
  goods: ['Gift-wrapped with a handwritten note.', 'Each item can also be bought on its own.'],
  service: ['Each service can also be booked on its own.', 'Each visit is booked in a slot of its own.'],
  digital: ['Every download and licence key arrives in My Orders at once.', 'Each item can also be bought on its own.'],
};

/** Each product's per-star counts hold its written reviews: a 1-star review is one of its 1-star ratings. */
function countWrittenReviews(products: ProductSeed[], reviews: ReviewSeed[]): ProductSeed[] {
  const written = new Map<string, StarCounts>();
  for (const r of reviews) {
    const counts = written.get(r.product) ?? [0, 0, 0, 0, 0];
    counts[r.rating - 1]! += 1;
    written.set(r.product, counts);
  }
  return products.map((p) => (written.has(p.slug) ? { ...p, ...ratingsOf(p.rating, p.ratingCount, written.get(p.slug)) } : p));
}

/** The small Arabic catalogue of store 13. */
export function generateSouk(): CatalogueSeed {
  const rng = mulberry32(0x50c13);
  const ctx: Ctx = { rng, vendors: new Map(SOUK_VENDORS.map((v) => [v.slug, v])), arabic: true, faq: SOUK_FAQ };
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
