import { describe, expect, it } from 'vitest';
import { discountPercent } from '../discount-text';
import { CHOWK_STORE_ID, generateChowk, generateSouk, SOUK_STORE_ID } from '../generate';
import type { CatalogueSeed } from '../types';
import { sourcePhrases } from './phrases';
import { CHOWK_HI } from './chowk-hi';
import { SOUK_EN } from './souk-en';
import { CATALOGUE_TRANSLATIONS, translateCatalogue } from './translate';
import type { Phrasebook } from './types';

/** Issue 14: the demo catalogue really translated, every phrase, in every language a store lists. */

const SEEDS: Record<number, CatalogueSeed> = { [CHOWK_STORE_ID]: generateChowk(), [SOUK_STORE_ID]: generateSouk() };
const BOOKS = Object.entries(CATALOGUE_TRANSLATIONS).flatMap(([store, books]) => books.map((book) => ({ store: Number(store), book })));
const label = ({ store, book }: { store: number; book: Phrasebook }) => `store ${store} → ${book.language}`;

/**
 * A translation may equal its source only when it is a label that reads the same in every
 * language: numbers, garment sizes and codes in capitals ('XL', 'PDF + EPUB', 'FTGFOP1', '2 BHK'),
 * metric quantities ('250 g', '60 min'), trademarks, and the proper names listed per language below.
 */
const CODE_LIKE = /^[\p{N}\p{Lu}\s.,+/%:-]+$/u;
const QUANTITY = /^[\d.,]+ ?(g|kg|ml|L|m|cm|mm|h|min|W|mAh|req\/s)$/;
const TRADEMARKS = new Set(['iPhone', 'Windows', 'Windows, macOS']);
const SAME_IN: Record<string, Set<string>> = {
  // Print and yoga names, a certification mark, and words French spells as English does.
  fr: new Set([
    ...['Indigo Dabu', 'Ajrakh', 'Kalamkari', 'Leheriya', 'Bandhani', 'Kadhai', 'Tawa', 'Dohar', 'Hatha', 'Vinyasa', 'Iyengar', 'Power', 'India Organic'],
    ...['Kurtas', 'Installation', 'Standard', 'Pro', 'Web'],
  ]),
};
const mayStaySame = (language: string, s: string) => CODE_LIKE.test(s) || QUANTITY.test(s) || TRADEMARKS.has(s) || (SAME_IN[language]?.has(s) ?? false);

const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;

describe.each(BOOKS)('phrasebook $book.language of store $store', (entry) => {
  const { store, book } = entry;
  const seed = SEEDS[store]!;

  it('translates every phrase a shopper reads in the store', () => {
    const missing = sourcePhrases(seed).filter((s) => book.phrases[s] === undefined);
    expect(missing, `${label(entry)} lacks these phrases`).toEqual([]);
  });

  it('changes every phrase except numbers, sizes, codes and proper names', () => {
    const same = Object.entries(book.phrases)
      .filter(([source, target]) => source === target && !mayStaySame(book.language, source))
      .map(([source]) => source);
    expect(same, `${label(entry)} leaves these untranslated`).toEqual([]);
  });

  it('keeps each {v} placeholder, once, where the source has it', () => {
    const count = (s: string) => s.split('{v}').length - 1;
    const broken = Object.entries(book.phrases).filter(([source, target]) => count(source) !== count(target));
    expect(broken, `${label(entry)} moves {v}`).toEqual([]);
  });

  it('writes in the script of its language', () => {
    const script = book.language === 'hi' ? DEVANAGARI : book.language === 'ar' ? ARABIC : null;
    const wrong = Object.values(book.phrases).filter((target) =>
      script ? !script.test(target) && !mayStaySame(book.language, target) : ARABIC.test(target) || DEVANAGARI.test(target),
    );
    expect(wrong, `${label(entry)} has phrases in another script`).toEqual([]);
  });

  it('gives every product a name of its own and composes the whole catalogue', () => {
    const t = translateCatalogue(seed, book);
    expect(t.language).toBe(book.language);
    expect(t.vendors.map((v) => v.slug)).toEqual(seed.vendors.map((v) => v.slug));
    expect(t.categories.map((c) => c.slug)).toEqual(seed.categories.map((c) => c.slug));
    expect(t.products.map((p) => p.slug)).toEqual(seed.products.map((p) => p.slug));
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const p of t.products) {
      if (seen.has(p.name)) clashes.push(`${p.name} (${seen.get(p.name)} and ${p.slug})`);
      seen.set(p.name, p.slug);
    }
    expect(clashes, `${label(entry)} gives two products one name`).toEqual([]);
    const seedBySlug = new Map(seed.products.map((p) => [p.slug, p]));
    for (const p of t.products) {
      const source = seedBySlug.get(p.slug)!;
      expect(p.description).not.toContain('{v}');
      expect(p.attributes.length).toBe(source.attributes.length);
      expect(p.faq.length).toBe(source.faq.length);
      const percent = discountPercent(source.priceMinor, source.sellingPriceMinor);
      expect(p.discountDetails).toBe(source.discountDetails ? book.discount(percent) : '');
      if (source.discountDetails) expect(p.discountDetails).toContain(String(percent));
    }
  });
});

describe('translateCatalogue', () => {
  it('covers every demo store in its non-default languages', () => {
    expect(CATALOGUE_TRANSLATIONS[SOUK_STORE_ID]!.map((b) => b.language).sort()).toEqual(['en', 'hi']);
    expect(CATALOGUE_TRANSLATIONS[CHOWK_STORE_ID]!.map((b) => b.language).sort()).toEqual(['ar', 'fr', 'hi']);
  });

  it('composes names in the language’s word order, keeping the number that told two apart', () => {
    const souk = translateCatalogue(SEEDS[SOUK_STORE_ID]!, SOUK_EN);
    const names = souk.products.map((p) => p.name);
    expect(names).toContain('Cambodian Oud Oil – 3 ml');
    expect(names.some((n) => /^(Taif Rose|White Musk|Amber|Saffron) Perfume Oil$/.test(n))).toBe(true);

    const chowk = SEEDS[CHOWK_STORE_ID]!;
    const hi = translateCatalogue(chowk, CHOWK_HI);
    const numbered = chowk.products.findIndex((p) => p.name === 'Billing & GST Invoicing – Pro 13');
    expect(numbered).toBeGreaterThanOrEqual(0);
    expect(hi.products[numbered]!.name).toBe('बिलिंग और GST इनवॉइसिंग – प्रो 13');
    const saree = chowk.products.findIndex((p) => p.name === 'Indigo Dabu Cotton Saree');
    if (saree >= 0) expect(hi.products[saree]!.name).toBe('नील दाबू कॉटन साड़ी');
  });

  it('fills {v} with the translated value and adds the translated closer', () => {
    const chowk = SEEDS[CHOWK_STORE_ID]!;
    const hi = translateCatalogue(chowk, CHOWK_HI);
    chowk.products.forEach((p, k) => {
      if (!p.source || p.bundle.length > 0) return;
      const text = CHOWK_HI.phrases[p.source.text]!.replaceAll('{v}', CHOWK_HI.phrases[p.source.value]!);
      expect(hi.products[k]!.description).toBe(`${text} ${CHOWK_HI.phrases[p.source.closer]!}`);
    });
  });

  it("lists a bundle's parts by their translated names", () => {
    const chowk = SEEDS[CHOWK_STORE_ID]!;
    const hi = translateCatalogue(chowk, CHOWK_HI);
    const nameOf = new Map(hi.products.map((p) => [p.slug, p.name]));
    const bundles = chowk.products.filter((p) => p.bundle.length > 0);
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) {
      const t = hi.products.find((p) => p.slug === b.slug)!;
      expect(t.name).toBe(CHOWK_HI.phrases[b.source!.item]);
      expect(t.attributes).toEqual([{ name: 'इसमें शामिल', value: b.bundle.map((part) => nameOf.get(part.product)).join(', ') }]);
    }
  });

  it('refuses a phrasebook that lacks a phrase, naming the phrase', () => {
    const { 'Cotton Saree': _dropped, ...phrases } = CHOWK_HI.phrases;
    expect(() => translateCatalogue(SEEDS[CHOWK_STORE_ID]!, { ...CHOWK_HI, phrases })).toThrow(/"Cotton Saree"/);
  });

  it('lists the phrases of vendors, categories, specifications, closers, FAQ and bundles', () => {
    const phrases = new Set(sourcePhrases(CHOWK_STORE_ID));
    for (const s of ['Rangrez Block Prints', 'Sarees', 'Cotton Saree', 'Indigo Dabu', 'Wash care', 'Contains', 'Diwali Spice Hamper', 'Is cash on delivery available?'])
      expect(phrases).toContain(s);
    // A bundle's name is its own phrase, never a composed name ('Gift box' shows only if its text asks).
    expect(phrases).not.toContain('Indigo Dabu Cotton Saree');
    expect(new Set(sourcePhrases(SOUK_STORE_ID))).toContain('دار العود');
  });
});
