/**
 * The phrases a shopper reads in a demo catalogue, in the store's default language: what every
 * phrasebook of that store must translate. Products are read through the `source` the generator
 * records, so a phrasebook holds an item and a value once, not every name composed from them.
 */
import { CHOWK_STORE_ID, generateChowk, generateSouk, SOUK_STORE_ID } from '../generate';
import type { CatalogueSeed, ProductSeed } from '../types';

/** The attribute of a bundle that lists its parts: its value is composed from the parts' names. */
export const CONTAINS = 'Contains';

export type NameParts =
  | { kind: 'bundle'; item: string }
  | { kind: 'composed'; item: string; value: string; suffix: boolean; number: string }
  | { kind: 'whole'; name: string };

/**
 * How a product's name was made: a bundle's own name; an item and a value (with the number the
 * generator appended when every value of the item was taken, "Inventory Manager – Basic 14");
 * or, for a product without a source, the whole name as one phrase.
 */
export function nameParts(p: ProductSeed): NameParts {
  const s = p.source;
  if (!s) return { kind: 'whole', name: p.name };
  if (p.bundle.length > 0) return { kind: 'bundle', item: s.item };
  // The generator's three word orders (generate-products.ts productName): prefix, suffix, Arabic.
  for (const base of [`${s.value} ${s.item}`, `${s.item} – ${s.value}`, `${s.item} ${s.value}`]) {
    if (p.name === base) return { kind: 'composed', item: s.item, value: s.value, suffix: s.suffix, number: '' };
    const rest = p.name.startsWith(`${base} `) ? p.name.slice(base.length + 1) : '';
    if (/^\d+$/.test(rest)) return { kind: 'composed', item: s.item, value: s.value, suffix: s.suffix, number: rest };
  }
  return { kind: 'whole', name: p.name };
}

/** The phrases of one product, in the order a product page shows them. */
function productPhrases(p: ProductSeed): string[] {
  const parts = nameParts(p);
  const out = parts.kind === 'whole' ? [parts.name] : [parts.item];
  // Without a source the description is one phrase; with one, it is the item's text (its `{v}`
  // filled by the value) and a closer. A bundle's value shows only if its text asks for it.
  if (p.source) {
    if (parts.kind !== 'bundle' || p.source.text.includes('{v}')) out.push(p.source.value);
    out.push(p.source.text, p.source.closer);
  } else out.push(p.description);
  for (const a of p.attributes) {
    out.push(a.name);
    if (a.name !== CONTAINS) out.push(a.value);
  }
  for (const f of p.faq) out.push(f.question, f.answer);
  return out;
}

const SEEDS: Record<number, () => CatalogueSeed> = { [CHOWK_STORE_ID]: generateChowk, [SOUK_STORE_ID]: generateSouk };

/** Every distinct phrase a shopper reads in the catalogue (vendors, categories, products), in first-seen order. */
export function sourcePhrases(seedOrStore: CatalogueSeed | number): string[] {
  const seed = typeof seedOrStore === 'number' ? SEEDS[seedOrStore]?.() : seedOrStore;
  if (!seed) throw new Error(`No demo catalogue for store ${String(seedOrStore)}`);
  const all: string[] = [];
  for (const v of seed.vendors) all.push(v.name, v.description);
  for (const c of seed.categories) all.push(c.name, c.description);
  for (const p of seed.products) all.push(...productPhrases(p));
  return [...new Set(all.filter((s) => s.length > 0))];
}
