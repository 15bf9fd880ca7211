/**
 * Translations of the demo catalogue (issue 14: catalogue content in the shopper's language).
 *
 * The demo products are composed from aisle data (an item, a variant value, a closer…), so their
 * translations are composed the same way from a phrasebook per store and language: every string a
 * shopper reads in chowk-products.ts, chowk-stores.ts, souk-data.ts and generate*.ts, keyed by its
 * exact source text (the store's default language), mapped to its translation. Item texts keep
 * their `{v}` placeholder.
 */
export type Phrasebook = {
  /** Language code as the store lists it: 'hi', 'ar', 'fr', 'en'. */
  language: string;
  /** Source text → translation. */
  phrases: Record<string, string>;
  /**
   * A product's name from its translated item name and variant value, in this language's word
   * order; `suffix` is true where the English name puts the value after the item ("Green
   * Cardamom 8 mm – 250 g").
   */
  productName: (item: string, value: string, suffix: boolean) => string;
  /** The discount_details text for a whole percentage ("25% off" → "25% की छूट"). */
  discount: (percent: number) => string;
};

/** What the seed inserts into the *_translations tables for one language of one store. */
export type CatalogueTranslation = {
  language: string;
  vendors: { slug: string; name: string; description: string }[];
  categories: { slug: string; name: string; description: string }[];
  products: {
    slug: string;
    name: string;
    description: string;
    discountDetails: string;
    attributes: { name: string; value: string }[];
    faq: { question: string; answer: string }[];
  }[];
};
