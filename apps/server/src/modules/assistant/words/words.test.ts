import { describe, expect, it } from 'vitest';
import type { AssistantLanguage, Intent } from '../understand/types';
import { understand } from '../understand/understand';
import { contextFor } from '../understand/test-context';
import { EN, type WordKey } from './en';
import { listJoin, say, WORDS } from './say';

const LANGUAGES = Object.keys(WORDS) as AssistantLanguage[];
const KEYS = Object.keys(EN) as WordKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, '');
/** Names that stay in Latin letters in every language, as the store's own pages print them. */
const LATIN_ALLOWED = new Set(['API', 'FAQ']);

describe('the assistant’s words', () => {
  it('has the six languages of a store', () => {
    expect(LANGUAGES.sort()).toStrictEqual(['ar', 'en', 'en_IN', 'en_US', 'fr', 'hi']);
  });

  it.each(LANGUAGES)('%s has every sentence of English, with the same placeholders', (language) => {
    const words = WORDS[language];
    expect(Object.keys(words).sort()).toStrictEqual([...KEYS].sort());
    for (const key of KEYS) expect([key, placeholders(words[key])]).toStrictEqual([key, placeholders(EN[key])]);
  });

  it.each(['hi', 'ar'] as const)('%s has no English words left', (language) => {
    for (const key of KEYS) {
      const latin = (withoutPlaceholders(WORDS[language][key]).match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));
      expect([key, latin]).toStrictEqual([key, []]);
    }
  });

  it.each([
    ['hi', /[\u0900-\u097f]/],
    ['ar', /[\u0600-\u06ff]/],
  ] as const)('%s writes every sentence with words in its own script', (language, script) => {
    for (const key of KEYS) {
      const text = withoutPlaceholders(WORDS[language][key]);
      if (/[\p{L}]{2,}/u.test(text)) expect([key, script.test(text)]).toStrictEqual([key, true]);
    }
  });

  it('writes Arabic with Arabic punctuation', () => {
    for (const key of KEYS) expect([key, /[,?;]/.test(WORDS.ar[key])]).toStrictEqual([key, false]);
  });

  it('writes French with its own typography and no sentence left in English', () => {
    for (const key of KEYS) {
      const text = WORDS.fr[key];
      if (/[\p{L}]{2,}/u.test(withoutPlaceholders(text)) && key !== 'type_API Product') expect([key, text]).not.toStrictEqual([key, EN[key]]);
      expect([key, /'/.test(text)]).toStrictEqual([key, false]);
      expect([key, /[^\u00a0\u202f][?!:;»]|«[^\u00a0\u202f]/.test(text)]).toStrictEqual([key, false]);
    }
  });
});

describe('say', () => {
  it('fills every placeholder given, numbers included', () => {
    expect(say('en', 'cartOffer', { quantity: 2, name: 'Brass Kadhai', price: '₹1,299' })).toBe('Shall I add 2 × Brass Kadhai (₹1,299) to your cart?');
    expect(say('hi', 'orderNotFound', { ref: '#1024' })).toBe('आपके ऑर्डरों में मुझे ऑर्डर #1024 नहीं मिला।');
    expect(say('ar', 'filterBelow', { amount: '₹500' })).toBe(' بأقل من ₹500');
    expect(say('fr', 'slotsIntro', { name: 'Grand ménage', date: '19 novembre' })).toBe('Créneaux libres pour Grand ménage le 19 novembre\u00a0:');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(say('en', 'foundNone', {})).toBe('I found no products{filters}. Try fewer words or a wider price range.');
    expect(say('fr', 'cartLabel', { name: 'Tawa' })).toBe('Ajouter {quantity} × Tawa au panier');
  });

  it('speaks English for en_US and en_IN', () => {
    for (const language of ['en_US', 'en_IN'] as const) expect(say(language, 'declined')).toBe(EN.declined);
  });

  it('joins a list as each language does', () => {
    expect(listJoin('en', ['a', 'b', 'c'])).toBe('a, b, and c');
    expect(listJoin('hi', ['क', 'ख', 'ग'])).toBe('क, ख और ग');
    expect(listJoin('fr', ['a', 'b', 'c'])).toBe('a, b et c');
    expect(listJoin('ar', ['أ', 'ب', 'Tawa'])).toBe('أ وب و Tawa');
    expect(listJoin('en', [])).toBe('');
  });
});

/** The example questions inside the sentences are ones understand() really reads, in that language. */
describe('the examples the assistant gives', () => {
  const quoted = (text: string) => [...text.matchAll(/[“«]\u00a0?([^”»]+?)\u00a0?[”»]/g)].map((m) => m[1]!);
  const examples: [WordKey, Intent['kind'][]][] = [
    ['help', ['find_products', 'compare', 'product_info', 'free_slots', 'order_status', 'add_to_cart']],
    ['unknown', ['find_products', 'order_status', 'free_slots']],
    ['whichProduct', ['find_products']],
    ['compareNeedTwo', ['compare']],
    ['askWhichService', ['free_slots']],
    ['returnWhich', ['start_return']],
  ];

  it.each(['en', 'hi', 'ar', 'fr'] as const)('%s', (language) => {
    for (const [key, kinds] of examples) {
      const heard = quoted(WORDS[language][key]).map((example) => [example, understand(example, contextFor(language)).kind]);
      expect([key, heard.map(([, kind]) => kind)]).toStrictEqual([key, kinds]);
    }
  });
});

describe('one of a thing', () => {
  it('says one product, not one products, in English and French; the count that matters decides', () => {
    const speak = say;
    expect(speak('en', 'found', { count: 1, filters: '' })).toBe('I found 1 matching product.');
    expect(speak('en', 'found', { count: 2, filters: '' })).toBe('I found 2 matching products.');
    expect(speak('fr', 'found', { count: 1, filters: '' })).toBe('J’ai trouvé 1 produit correspondant.');
    expect(speak('en', 'cartDone', { quantity: 1, name: 'Tawa', lines: 3 })).toBe('Added 1 × Tawa to your cart. It now holds 3 products.');
    expect(speak('en', 'cartDone', { quantity: 2, name: 'Tawa', lines: 1 })).toBe('Added 2 × Tawa to your cart. It now holds 1 product.');
  });
});
