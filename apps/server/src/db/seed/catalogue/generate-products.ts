import type { ProductPolicies } from '../../schema';
import type { Aisle, ItemSpec } from './chowk-products';
import { discountText } from './discount-text';
import { productGallery } from './images';
import { slugify, type Rng } from './prng';
import { drawRatingCounts, type StarCounts } from './rating-counts';
import { policy, type ProductSeed, type ProductType, type VendorSeed } from './types';

/** Spec §9: no price above 500000 in the store's major unit. */
export const MAX_PRICE_MAJOR = 500000;
const MINUTES_IN_90_DAYS = 90 * 24 * 60;

const SUFFIX_VARIANTS = new Set(['Pack', 'Home size', 'Language', 'Level', 'Edition', 'Plan', 'Weight']);

/** "Indigo Dabu Cotton Saree", "Green Cardamom 8 mm – 250 g", or Arabic "عود كمبودي فاخر". */
export function productName(aisle: Aisle, item: ItemSpec, value: string): string {
  if (aisle.arabic) return `${item.name} ${value}`;
  return SUFFIX_VARIANTS.has(aisle.variant.name) ? `${item.name} – ${value}` : `${value} ${item.name}`;
}

/** A shop-like price: ends in 99 (or 00 for large amounts), in whole major units. */
function shopPrice(rng: Rng, min: number, max: number): number {
  return shopRound(rng.int(min, Math.min(max, MAX_PRICE_MAJOR)), min);
}

function shopRound(raw: number, min: number): number {
  if (raw >= 10000) return Math.min(MAX_PRICE_MAJOR, Math.round(raw / 500) * 500);
  if (raw < 100) return Math.round(raw);
  return Math.max(min, Math.round(raw / 50) * 50 - 1);
}

/** Variants that are sizes, smallest first: a bigger pack, home, plan or edition never costs less. */
const SIZED_VARIANTS = new Set(['Pack', 'Weight', 'Home size', 'Plan', 'Edition', 'Level', 'الوزن']);
const grams = (value: string) => {
  const m = /^(\d+(?:\.\d+)?) (g|kg)$/.exec(value);
  return m ? Number(m[1]) * (m[2] === 'kg' ? 1000 : 1) : undefined;
};

/**
 * The price of a sized variant, from the item's range: by weight for packs (a 1 kg pack is the
 * item's dearest, a 100 g its cheapest), by rank for homes, plans and editions.
 */
function sizedPrice(aisle: Aisle, item: ItemSpec, value: string): number | undefined {
  if (!SIZED_VARIANTS.has(aisle.variant.name)) return undefined;
  const values = aisle.variant.values;
  const weights = values.map(grams);
  const at = (v: string) => (weights.every((w) => w !== undefined) ? grams(v)! : values.indexOf(v));
  const low = Math.min(...values.map(at));
  const high = Math.max(...values.map(at));
  const share = high > low ? (at(value) - low) / (high - low) : 0;
  return shopRound(item.min + (Math.min(item.max, MAX_PRICE_MAJOR) - item.min) * share, item.min);
}

/** A cancellation charge is never more than a fifth of what the item costs (nothing on a free one). */
export function capCharge(policies: ProductPolicies, sellingMinor: number): ProductPolicies {
  const cap = Math.floor(sellingMinor / 500) * 100;
  return policies.cancellation_charge > cap ? { ...policies, cancellation_charge: cap } : policies;
}

const TYPE_POLICIES: Partial<Record<ProductType, ProductPolicies>> = {
  Service: policy({ return_allowed: false, cancellation_allowed: true, cancellation_charge: 9900, refund_cancellation_days: 3 }),
  'Packaged Service': policy({ return_allowed: false, cancellation_allowed: true, cancellation_charge: 19900, refund_cancellation_days: 7 }),
  Digital: policy({ return_allowed: false, cancellation_allowed: false }),
  'API Product': policy({ return_allowed: false, cancellation_allowed: true, refund_cancellation_days: 14 }),
  Subscription: policy({ return_allowed: false, cancellation_allowed: true, refund_cancellation_days: 7 }),
};

export const FAQ: Record<string, { question: string; answer: string }[]> = {
  goods: [
    { question: 'Is cash on delivery available?', answer: 'Yes, pay on delivery is available for orders up to ₹10,000.' },
    { question: 'Will the colour match the photo?', answer: 'Hand-made pieces vary slightly; colours are within a shade of the photo.' },
    { question: 'Can I return it?', answer: 'See the return policy on this page; unused items in original packing can be returned.' },
  ],
  service: [
    { question: 'What if I need to reschedule?', answer: 'Reschedule free up to 4 hours before your slot, twice per booking, from My Orders.' },
    { question: 'Do I need to provide anything?', answer: 'Only access to water and electricity; the professional brings the rest.' },
  ],
  // Two entries, as digital has: the pool's length feeds the PRNG, so the rest of the seed stays put.
  subscription: [
    { question: 'Can I pause or skip a delivery?', answer: 'Yes, pause or skip from My Orders up to two days before the next one.' },
    { question: 'How do I cancel?', answer: 'Cancel any time from My Orders; deliveries already paid for still arrive.' },
  ],
  bundle: [
    { question: 'Can I buy the items separately?', answer: 'Yes, each item in the set is also sold on its own.' },
    { question: 'Can it be sent as a gift?', answer: 'Yes, it comes gift-wrapped; add a message for the note at checkout.' },
  ],
  digital: [
    { question: 'How do I get access?', answer: 'A download link or licence key appears in My Orders right after payment.' },
    { question: 'Is there a GST invoice?', answer: 'Yes, add your GSTIN at checkout and the invoice carries it.' },
  ],
};

/** A product's rating, count and per-star counts, agreeing (the written reviews among them, when given). */
export function ratingsOf(rating: number, ratingCount: number, written?: StarCounts): Pick<ProductSeed, 'rating' | 'ratingCount' | 'ratingCounts'> {
  const drawn = drawRatingCounts(rating, ratingCount, written);
  return { rating: drawn.rating, ratingCount: drawn.counts.reduce((s, n) => s + n, 0), ratingCounts: drawn.counts };
}

/** `faq`: the store's own FAQ pools (same keys and lengths as FAQ), FAQ when absent. */
export type Ctx = { rng: Rng; vendors: Map<string, VendorSeed>; arabic?: boolean; faq?: typeof FAQ };

/** One product of an aisle: prices, stock, ratings, policies and images drawn from the PRNG. */
export function makeProduct(ctx: Ctx, aisle: Aisle, item: ItemSpec, value: string, slug: string, name: string): ProductSeed {
  const { rng } = ctx;
  const productType = item.type ?? aisle.type;
  const orderFlow = item.flow ?? 'checkout_based';
  const free = item.free === true;
  // Drawn for every product, so the draws after it stay put; a sized variant's price follows its size.
  const drawn = free ? 0 : shopPrice(rng, item.min, item.max);
  const price = free ? 0 : (sizedPrice(aisle, item, value) ?? drawn);
  const discounted = !free && !item.hidden && rng.chance(0.4);
  const pct = discounted ? rng.pick([5, 10, 15, 20, 25, 30, 40]) : 0;
  const selling = discounted ? Math.max(1, Math.round((price * (100 - pct)) / 100)) : price;
  const service = productType === 'Service' || productType === 'Packaged Service';
  const goods = productType === 'Physical';
  const unlimited = productType === 'Digital' || productType === 'API Product';
  const ratingCount = rng.chance(0.1) ? 0 : rng.int(1, rng.chance(0.2) ? 3000 : 400);
  // Two draws that once chose the pictures; still drawn, so every later draw stays where it was.
  rng.int(0, 3);
  rng.int(1, 3);
  const extras = aisle.extra.map((a) => ({ name: a.name, value: rng.pick(a.values) }));
  const faqPool = (ctx.faq ?? FAQ)[goods ? 'goods' : service ? 'service' : productType === 'Subscription' ? 'subscription' : 'digital']!;
  const faqCount = rng.chance(0.35) ? rng.int(1, faqPool.length) : 0;
  const drawStock = () => (goods ? (rng.chance(0.1) ? 0 : rng.int(3, 250)) : unlimited ? 9999 : rng.int(20, 500));
  // Goods sold by enquiry are made to order, in lots (bulk dupattas, corporate gifts): no shelf stock
  // and no cart-sized limit stands in the way of the quantity a vendor offers. Their stock is still
  // drawn, in its place, so every other product's draws stay as they were.
  const madeToOrder = goods && orderFlow === 'enquiry_based';
  const stockOf = (drawn: number) => (madeToOrder ? 9999 : drawn);
  // Drawn here, right where the description used to draw it: no draw moves.
  const closer = rng.pick(aisle.closers);
  return {
    slug,
    name,
    description: `${item.text.replaceAll('{v}', aisle.arabic ? value : value.toLowerCase())} ${closer}`,
    vendor: aisle.vendor,
    category: aisle.category,
    productType,
    orderFlow,
    priceMinor: price * 100,
    sellingPriceMinor: selling * 100,
    discountDetails: discountText(price * 100, selling * 100, ctx.arabic),
    images: productGallery(aisle.family, item.name, value),
    stock: stockOf(drawStock()),
    maxPerOrder: madeToOrder ? 500 : goods ? 10 : service ? 2 : 1,
    priceVisibility: !item.hidden,
    slotRequired: service && orderFlow !== 'enquiry_based',
    // A service comes today or tomorrow (or in the slot booked), a download at once, whatever the aisle's days.
    estimatedDeliveryDays: Math.min(rng.int(aisle.days[0], aisle.days[1]), service ? 1 : unlimited ? 0 : Infinity),
    ...ratingsOf(ratingCount === 0 ? 0 : Math.round((3.3 + rng.next() * 1.7) * 10) / 10, ratingCount),
    popularity: Math.floor(rng.next() ** 2 * 10000),
    isDeal: false,
    attributes: [{ name: aisle.variant.name, value }, ...extras],
    policies: capCharge(
      (goods ? ctx.vendors.get(aisle.vendor)?.policies : TYPE_POLICIES[productType]) ?? policy({ return_allowed: false, cancellation_allowed: true }),
      selling * 100,
    ),
    faq: faqPool.slice(0, faqCount),
    ageMinutes: rng.int(0, MINUTES_IN_90_DAYS - 1),
    bundle: [],
    source: { item: item.name, value, text: item.text, closer, suffix: aisle.arabic === true || SUFFIX_VARIANTS.has(aisle.variant.name) },
  };
}

/** All products of the aisles, names unique within the store; slugs listed per aisle in order. */
export function makeAisleProducts(ctx: Ctx, aisles: Aisle[]): { products: ProductSeed[]; byAisle: Map<string, string[]> } {
  const products: ProductSeed[] = [];
  const byAisle = new Map<string, string[]>();
  const used = new Set<string>();
  for (const aisle of aisles) {
    const slugs: string[] = [];
    for (let k = 0; k < aisle.count; k++) {
      const item = aisle.items[k % aisle.items.length]!;
      const values = aisle.variant.values;
      const start = ctx.rng.int(0, values.length - 1);
      let value = values[start]!;
      let name = productName(aisle, item, value);
      for (let step = 1; used.has(name) && step <= values.length; step++) {
        value = values[(start + step) % values.length]!;
        name = productName(aisle, item, value);
      }
      if (used.has(name)) name = `${name} ${k + 1}`;
      used.add(name);
      const slug = slugify(name) || `${aisle.category}-${k + 1}`;
      slugs.push(slug);
      products.push(makeProduct(ctx, aisle, item, value, slug, name));
    }
    byAisle.set(aisle.category, slugs);
  }
  return { products, byAisle };
}

/** Marks `count` discounted, visibly priced products as deals. */
export function pickDeals(rng: Rng, products: ProductSeed[], count: number): void {
  const candidates = products.filter((p) => p.discountDetails && p.priceVisibility);
  for (let n = 0; n < count && candidates.length > 0; n++) {
    const [p] = candidates.splice(rng.int(0, candidates.length - 1), 1);
    p!.isDeal = true;
  }
}
