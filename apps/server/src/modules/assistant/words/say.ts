import type { AssistantLanguage } from '../understand/types';
import { AR } from './ar';
import { EN, type WordKey, type Words } from './en';
import { FR } from './fr';
import { HI } from './hi';

/**
 * Sentences whose count may be one, where the language says one differently ("1 product", not
 * "1 products"): used when a number given to say() is 1. Hindi and Arabic need none: Hindi's
 * प्रोडक्ट is both, and the Arabic sentences put the number after a colon.
 */
const EN_ONE: Partial<Words> = {
  found: 'I found 1 matching product{filters}.',
  foundMore: 'Here it is:',
  noSuchCard: 'I showed only 1 product; did you mean that one?',
  rated: 'rated {rating} from 1 rating',
  cartDone: 'Added {quantity} × {name} to your cart. It now holds 1 product.',
};
const FR_ONE: Partial<Words> = {
  found: 'J’ai trouvé 1 produit correspondant{filters}.',
  foundMore: 'Le voici :',
  noSuchCard: 'Je n’ai montré qu’un produit ; est-ce celui-là ?',
  rated: 'noté {rating} (1 avis)',
  cartDone: '{quantity} × {name} ajouté à votre panier. Il contient maintenant 1 produit.',
};
/** Which value counts in each such sentence. */
const COUNTED: Partial<Record<WordKey, string>> = { found: 'count', foundMore: 'shown', noSuchCard: 'count', rated: 'count', cartDone: 'lines' };
const SINGULAR: Record<AssistantLanguage, Partial<Words>> = { en: EN_ONE, en_US: EN_ONE, en_IN: EN_ONE, hi: {}, ar: {}, fr: FR_ONE };

/** The assistant's sentences by language; en_US and en_IN read the English ones. */
export const WORDS: Record<AssistantLanguage, Words> = { en: EN, en_US: EN, en_IN: EN, hi: HI, ar: AR, fr: FR };

/**
 * One sentence in the customer's language with its `{placeholders}` filled. A placeholder with no
 * value is left as written, so a missing value shows instead of vanishing from the sentence.
 */
export function say(language: AssistantLanguage, key: WordKey, params: Record<string, string | number> = {}): string {
  const counted = COUNTED[key];
  const one = counted !== undefined && params[counted] === 1 ? SINGULAR[language][key] : undefined;
  return (one ?? WORDS[language][key]).replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

const LIST_LOCALE: Record<AssistantLanguage, string> = { en: 'en', en_US: 'en-US', en_IN: 'en-IN', hi: 'hi', ar: 'ar', fr: 'fr' };

/** "a, b and c" as the language writes it ("a، b وc" in Arabic, "a, b et c" in French). */
export function listJoin(language: AssistantLanguage, items: string[]): string {
  const joined = new Intl.ListFormat(LIST_LOCALE[language], { style: 'long', type: 'conjunction' }).format(items);
  // Arabic writes "و" onto the next word; before a name in Latin letters a space reads better.
  if (language === 'ar') return joined.replace(/(^|\s)و(?=[^\s\u0600-\u06ff])/g, '$1و ');
  // Hindi puts no comma before "और".
  return language === 'hi' ? joined.replace(/, और /g, ' और ') : joined;
}
