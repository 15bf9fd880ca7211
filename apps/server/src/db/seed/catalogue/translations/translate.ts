/**
 * Composes a demo catalogue in another language from a phrasebook, the way generate.ts composed
 * it in the store's default language: names from item and value in the language's word order,
 * descriptions from the item's text and its closer, specifications and FAQ phrase by phrase.
 */
import { discountPercent } from '../discount-text';
import { CHOWK_STORE_ID, SOUK_STORE_ID } from '../generate';
import type { CatalogueSeed, ProductSeed } from '../types';
import { CHOWK_AR } from './chowk-ar';
import { CHOWK_FR } from './chowk-fr';
import { CHOWK_HI } from './chowk-hi';
import { CONTAINS, nameParts } from './phrases';
import { SOUK_EN } from './souk-en';
import { SOUK_HI } from './souk-hi';
import type { CatalogueTranslation, Phrasebook } from './types';

/** The phrasebooks of each demo store, one per language it is translated into. */
export const CATALOGUE_TRANSLATIONS: Record<number, Phrasebook[]> = {
  [CHOWK_STORE_ID]: [CHOWK_HI, CHOWK_AR, CHOWK_FR],
  [SOUK_STORE_ID]: [SOUK_EN, SOUK_HI],
};

/** How a list ("Contains: a, b, c") is joined: Arabic has its own comma. */
const listSeparator = (language: string) => (language === 'ar' ? '، ' : ', ');

/**
 * The catalogue of `seed` in the phrasebook's language. Throws, naming every phrase the
 * phrasebook lacks, rather than seed a half-translated catalogue.
 */
export function translateCatalogue(seed: CatalogueSeed, book: Phrasebook): CatalogueTranslation {
  const missing = new Set<string>();
  const t = (source: string): string => {
    const phrase = book.phrases[source];
    if (phrase === undefined) missing.add(source);
    return phrase ?? source;
  };

  const names = new Map<string, string>();
  const nameOf = (p: ProductSeed): string => {
    const parts = nameParts(p);
    if (parts.kind === 'whole') return t(parts.name);
    if (parts.kind === 'bundle') return t(parts.item);
    const name = book.productName(t(parts.item), t(parts.value), parts.suffix);
    return parts.number ? `${name} ${parts.number}` : name;
  };
  // Bundles list their parts by name, so every name is known before any bundle is composed.
  for (const p of seed.products) names.set(p.slug, nameOf(p));

  const descriptionOf = (p: ProductSeed): string => {
    if (!p.source) return t(p.description);
    const text = p.source.text.includes('{v}') ? t(p.source.text).replaceAll('{v}', t(p.source.value)) : t(p.source.text);
    return `${text} ${t(p.source.closer)}`;
  };

  const products = seed.products.map((p) => {
    const percent = p.discountDetails ? discountPercent(p.priceMinor, p.sellingPriceMinor) : 0;
    return {
      slug: p.slug,
      name: names.get(p.slug)!,
      description: descriptionOf(p),
      discountDetails: percent > 0 ? book.discount(percent) : '',
      attributes: p.attributes.map((a) =>
        a.name === CONTAINS
          ? { name: t(a.name), value: p.bundle.map((part) => names.get(part.product) ?? t(part.product)).join(listSeparator(book.language)) }
          : { name: t(a.name), value: t(a.value) },
      ),
      faq: p.faq.map((f) => ({ question: t(f.question), answer: t(f.answer) })),
    };
  });

  const result: CatalogueTranslation = {
    language: book.language,
    vendors: seed.vendors.map((v) => ({ slug: v.slug, name: t(v.name), description: t(v.description) })),
    categories: seed.categories.map((c) => ({ slug: c.slug, name: t(c.name), description: t(c.description) })),
    products,
  };
  if (missing.size > 0) {
    const list = [...missing].map((s) => `  ${JSON.stringify(s)}`).join('\n');
    throw new Error(`The '${book.language}' phrasebook of store ${seed.storeId} lacks ${missing.size} phrase(s):\n${list}`);
  }
  return result;
}
