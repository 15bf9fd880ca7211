import { describe, expect, it } from 'vitest';
// The web's own badge formula, so the check is of what a shopper sees next to discount_details.
import { discountPercent as badgePercent } from '../../../../../web/src/lib/format/price-format';
import { toMain } from '../../../modules/catalogue';
import type { FileStorage } from '../../../modules/files';
import { CHOWK_AISLES } from './chowk-products';
import { generateBulkProducts, generateChowk, generateSouk } from './generate';
import { toHsl } from './images';
import { writeCatalogueImages } from './seed-catalogue';
import type { CatalogueSeed, ProductSeed } from './types';

/**
 * The demo catalogue tells no lies a shopper can catch: no cancellation charge above the price,
 * no bundle naming what it does not hold, one discount number, services and downloads in their own
 * departments with their own terms, a bigger pack never cheaper, bars that count the rating's
 * ratings, and pictures in the colour of the name. Runs on the generated seed objects (no database).
 */

const chowk = generateChowk();
const souk = generateSouk();
const stores: [string, CatalogueSeed][] = [
  ['chowk', chowk],
  ['souk', souk],
];
const isBundle = (p: ProductSeed) => p.productType === 'Bundled';
const partsOf = (seed: CatalogueSeed, p: ProductSeed) => p.bundle.map((b) => seed.products.find((o) => o.slug === b.product)!);

type Kind = 'goods' | 'service' | 'digital' | 'subscription';
const KIND: Record<string, Kind> = {
  Physical: 'goods',
  Service: 'service',
  'Packaged Service': 'service',
  Digital: 'digital',
  'API Product': 'digital',
  Subscription: 'subscription',
};
const kindOf = (seed: CatalogueSeed, p: ProductSeed): Kind => (isBundle(p) ? kindOf(seed, partsOf(seed, p)[0]!) : KIND[p.productType]!);

function departmentOf(seed: CatalogueSeed, slug: string): string {
  const category = seed.categories.find((c) => c.slug === slug)!;
  return category.parent ? departmentOf(seed, category.parent) : category.slug;
}

/** The kind most of a department's own products are (bundles and subscriptions aside). */
function departmentKind(seed: CatalogueSeed, department: string): Kind {
  const tally = new Map<Kind, number>();
  for (const p of seed.products)
    if (!isBundle(p) && p.productType !== 'Subscription' && departmentOf(seed, p.category) === department)
      tally.set(KIND[p.productType]!, (tally.get(KIND[p.productType]!) ?? 0) + 1);
  return [...tally].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Words of a text, lower-cased and singular ('Diyas' → 'diya'), without the words of packing. */
const PACKING = new Set(['and', 'the', 'for', 'with', 'set', 'pack', 'box', 'our', 'each', 'plus', 'one', 'two', 'your', 'of', 'in', 'an']);
const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) => w.replace(/(?<=\p{L}{3})s$/u, '')).filter((w) => w.length >= 2 && !PACKING.has(w)));

/** Words of the bundle's text that name a product of the store but none of the bundle's parts. */
function namedButMissing(seed: CatalogueSeed, bundle: ProductSeed): string[] {
  const catalogue = new Set(seed.products.filter((p) => !isBundle(p)).flatMap((p) => [...wordsOf(p.name)]));
  const held = new Set(partsOf(seed, bundle).flatMap((p) => [...wordsOf(`${p.name} ${p.description} ${p.attributes.map((a) => a.value).join(' ')}`)]));
  const text = bundle.description.slice(0, bundle.description.indexOf('.') + 1) || bundle.description;
  return [...wordsOf(text)].filter((w) => catalogue.has(w) && !held.has(w));
}

describe('what a product costs and what it says', () => {
  it.each(stores)('%s: a cancellation charge is never above the price, and there is none where cancelling is not allowed', (_, seed) => {
    const wrong = seed.products
      .filter((p) => p.policies.cancellation_charge > p.sellingPriceMinor || (!p.policies.cancellation_allowed && p.policies.cancellation_charge > 0))
      .map((p) => `${p.name}: charge ${p.policies.cancellation_charge / 100} on a price of ${p.sellingPriceMinor / 100}`);
    expect(wrong).toEqual([]);
  });

  it.each(stores)('%s: the badge the web works out from the prices is the number in discount_details', (_, seed) => {
    const wrong = [...seed.products, ...generateBulkProducts(10_000, 500)].flatMap((p) => {
      const badge = badgePercent(toMain(p.priceMinor, 100), toMain(p.sellingPriceMinor, 100));
      const stated = [...p.discountDetails.matchAll(/(\d+)\s*%/g)].map((m) => Number(m[1]));
      const agrees = badge === 0 ? stated.length === 0 : stated.length > 0 && stated.every((n) => n === badge);
      return agrees ? [] : [`${p.name}: badge ${badge}% off, discount details '${p.discountDetails}'`];
    });
    expect(wrong).toEqual([]);
  });

  it('a bigger pack, home, plan or edition of an item never lists for less than a smaller one', () => {
    const wrong: string[] = [];
    for (const aisle of CHOWK_AISLES) {
      if (!['Pack', 'Home size', 'Plan', 'Edition'].includes(aisle.variant.name)) continue;
      const grams = (v: string) => (/^(\d+) (g|kg)$/.exec(v) ? Number(v.split(' ')[0]) * (v.endsWith('kg') ? 1000 : 1) : aisle.variant.values.indexOf(v));
      for (const item of aisle.items) {
        const sized = chowk.products
          .filter((p) => p.category === aisle.category && p.name.startsWith(`${item.name} – `) && p.priceMinor > 0)
          .map((p) => ({ name: p.name, size: grams(p.attributes[0]!.value), price: p.priceMinor }))
          .sort((a, b) => a.size - b.size);
        for (let i = 1; i < sized.length; i++)
          if (sized[i]!.size > sized[i - 1]!.size && sized[i]!.price < sized[i - 1]!.price)
            wrong.push(`${sized[i]!.name} (${sized[i]!.price / 100}) costs less than ${sized[i - 1]!.name} (${sized[i - 1]!.price / 100})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('bundles hold what they say, where a shopper looks for them', () => {
  it('a bundle names in its text only the products it holds', () => {
    const bundles = chowk.products.filter(isBundle);
    expect(bundles.length).toBeGreaterThanOrEqual(5);
    expect(bundles.flatMap((b) => namedButMissing(chowk, b).map((w) => `${b.name} names '${w}'`))).toEqual([]);
  });

  it('a bundle sits in the department of its parts, among products of its kind', () => {
    const wrong = chowk.products.filter(isBundle).flatMap((b) => {
      const department = departmentOf(chowk, b.category);
      const parts = partsOf(chowk, b).map((p) => departmentOf(chowk, p.category));
      const problems = [];
      if (!parts.includes(department)) problems.push(`${b.name} is in ${department}, its parts in ${[...new Set(parts)].join(', ')}`);
      if (kindOf(chowk, b) !== departmentKind(chowk, department))
        problems.push(`${b.name} holds ${kindOf(chowk, b)} but ${department} sells ${departmentKind(chowk, department)}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it.each(stores)('%s: goods are not listed among services or downloads', (_, seed) => {
    const wrong = seed.products
      .filter((p) => kindOf(seed, p) === 'goods' && departmentKind(seed, departmentOf(seed, p.category)) !== 'goods')
      .map((p) => `${p.name} in ${p.category}`);
    expect(wrong).toEqual([]);
  });
});

describe('terms that fit the kind of product', () => {
  it.each(stores)('%s: services and downloads are not returned or replaced; downloads arrive at once, services within a day', (_, seed) => {
    const wrong = seed.products.flatMap((p) => {
      const kind = kindOf(seed, p);
      if (kind !== 'service' && kind !== 'digital') return [];
      const problems = [];
      if (p.policies.return_allowed || p.policies.replacement_allowed) problems.push(`${p.name}: a ${kind} that can be returned or replaced`);
      if (kind === 'digital' && p.estimatedDeliveryDays !== 0) problems.push(`${p.name}: a download delivered in ${p.estimatedDeliveryDays} days`);
      if (kind === 'service' && p.estimatedDeliveryDays > 1) problems.push(`${p.name}: a service ${p.estimatedDeliveryDays} days away`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('a review speaks of what was bought: no parcel, size or colour for a service or a download, no slot for goods', () => {
    const wrong = chowk.reviews.flatMap((r) => {
      const product = chowk.products.find((p) => p.slug === r.product)!;
      const own = kindOf(chowk, product);
      // A subscription is what its department sells: tea in a box, or accounting software.
      const kind = own === 'subscription' ? departmentKind(chowk, departmentOf(chowk, product.category)) : own;
      const goodsWords = /pack(ed|aging)|size|smaller|colour|photo|seal|box|arrived a day early|delivery/i;
      const serviceWords = /professional|slot|technician|cleaned/i;
      if (kind === 'goods' ? serviceWords.test(r.text) : goodsWords.test(r.text)) return [`${product.name} (${kind}): '${r.text}'`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it.each(stores)('%s: only goods are gift-wrapped', (_, seed) => {
    const wrong = seed.products
      .filter((p) => kindOf(seed, p) !== 'goods' && /gift-wrap/i.test(`${p.description} ${p.faq.map((f) => f.answer).join(' ')}`))
      .map((p) => p.name);
    expect(wrong).toEqual([]);
  });
});

describe('ratings', () => {
  it.each(stores)('%s: the per-star counts sum to the rating count, average to the rating, and hold the written reviews', (_, seed) => {
    const wrong = seed.products.flatMap((p) => {
      const count = p.ratingCounts.reduce((s, n) => s + n, 0);
      const mean = count ? p.ratingCounts.reduce((s, n, i) => s + n * (i + 1), 0) / count : 0;
      const written = [1, 2, 3, 4, 5].map((star) => seed.reviews.filter((r) => r.product === p.slug && r.rating === star).length);
      const problems = [];
      if (count !== p.ratingCount) problems.push(`${p.name}: ${count} counted, rating_count ${p.ratingCount}`);
      if (Math.round(mean * 100) / 100 !== p.rating) problems.push(`${p.name}: counts average ${mean}, rating ${p.rating}`);
      if (written.some((n, i) => n > p.ratingCounts[i]!)) problems.push(`${p.name}: more written reviews than ratings of a star`);
      return problems;
    });
    expect(wrong).toEqual([]);
    expect(seed.products.some((p) => p.ratingCount === 0)).toBe(true);
  });
});

/** Colour words of names, and what the colour of the picture must then be (hue, saturation, lightness). */
const COLOUR_WORDS: [RegExp, (h: number, s: number, l: number) => boolean][] = [
  [/\bblack\b|cast iron|charcoal/i, (_h, s, l) => l < 26 && s < 35],
  [/\bwhite\b/i, (_h, s, l) => l > 88 && s < 35],
  [/\bivory\b/i, (h, _s, l) => l > 80 && h >= 25 && h <= 65],
  [/indigo|\bblue\b/i, (h, s, l) => h >= 200 && h <= 260 && s > 20 && l < 70],
  [/\bred\b|rust|madder|\bcoral\b|\brose\b/i, (h, s) => (h >= 330 || h <= 25) && s > 35],
  [/green|\bolive\b|\bsage\b/i, (h, s) => h >= 55 && h <= 170 && s > 15],
  [/\bteal\b/i, (h, s) => h >= 165 && h <= 200 && s > 30],
  [/mustard|saffron|\bbrass\b/i, (h, s) => h >= 25 && h <= 60 && s > 40],
  [/\bgrey\b/i, (_h, s, l) => s < 15 && l > 30 && l < 75],
  [/terracotta|copper/i, (h, s) => h >= 5 && h <= 30 && s > 35],
];

function hslOf(colour: string): [number, number, number] | undefined {
  const hslMatch = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(colour);
  if (hslMatch) return [Number(hslMatch[1]), Number(hslMatch[2]), Number(hslMatch[3])];
  return /^#[0-9a-f]{6}$/i.test(colour) ? toHsl(colour) : undefined;
}

describe('pictures', () => {
  it('show a product in the colour its name gives, and each gallery holds different views', async () => {
    const files = new Map<string, string>();
    await writeCatalogueImages({ write: async (path: string, data: string) => void files.set(path, data) } as unknown as FileStorage, [chowk, souk]);
    const wrong: string[] = [];
    for (const p of chowk.products.filter((q) => !isBundle(q))) {
      const svg = files.get(p.images[0]!);
      if (!svg) {
        wrong.push(`${p.name}: no file ${p.images[0]}`);
        continue;
      }
      // The colours the drawing is painted in (scenery white and the saree's zari aside).
      const painted = [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]!).filter((c) => c !== '#ffffff' && c !== 'hsl(43 88% 56%)');
      for (const [word, fits] of COLOUR_WORDS)
        if (word.test(p.name) && !painted.some((c) => hslOf(c) && fits(...hslOf(c)!))) wrong.push(`${p.name}: no ${word.source} in its picture`);
      if (new Set(p.images).size < Math.min(p.images.length, 3) || p.images.length < 3)
        wrong.push(`${p.name}: a gallery of ${new Set(p.images).size} different pictures`);
      if (new Set(p.images.map((i) => files.get(i))).size !== p.images.length) wrong.push(`${p.name}: the same drawing twice`);
    }
    expect(wrong).toEqual([]);
    for (const svg of files.values()) expect(svg.length).toBeLessThan(12_000);
  });
});
