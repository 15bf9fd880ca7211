import type { AssistantLanguage } from '../understand/types';
import { AR } from './ar';
import { EN, type WordKey, type Words } from './en';
import { FR } from './fr';
import { HI } from './hi';

/** The assistant's sentences by language; en_US and en_IN read the English ones. */
export const WORDS: Record<AssistantLanguage, Words> = { en: EN, en_US: EN, en_IN: EN, hi: HI, ar: AR, fr: FR };

/**
 * One sentence in the customer's language with its `{placeholders}` filled. A placeholder with no
 * value is left as written, so a missing value shows instead of vanishing from the sentence.
 */
export function say(language: AssistantLanguage, key: WordKey, params: Record<string, string | number> = {}): string {
  return WORDS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
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
