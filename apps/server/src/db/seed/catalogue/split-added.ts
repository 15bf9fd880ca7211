import type { CatalogueSeed } from './types';

/**
 * A store's catalogue as first seeded, and the rows it gained later (`seed.added`), as two seeds of
 * the same store: the seed inserts every store's first rows before any store's later ones, so the
 * ids the first rows got (which tests, the e2e and shoppers' links name) never move.
 */
export function splitAdded(seed: CatalogueSeed): { first: CatalogueSeed; added: CatalogueSeed } {
  const later = {
    vendors: new Set(seed.added?.vendors),
    categories: new Set(seed.added?.categories),
    products: new Set(seed.added?.products),
  };
  const part = (isLater: boolean): CatalogueSeed => ({
    storeId: seed.storeId,
    vendors: seed.vendors.filter((v) => later.vendors.has(v.slug) === isLater),
    categories: seed.categories.filter((c) => later.categories.has(c.slug) === isLater),
    products: seed.products.filter((p) => later.products.has(p.slug) === isLater),
    reviews: seed.reviews.filter((r) => later.products.has(r.product) === isLater),
  });
  return { first: part(false), added: part(true) };
}

/** Whether a seed holds any row at all. */
export const isEmptySeed = (seed: CatalogueSeed) => seed.vendors.length + seed.categories.length + seed.products.length === 0;
