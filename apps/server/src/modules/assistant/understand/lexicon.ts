import type { AssistantLanguage } from './types';
import type { Lexicon } from './lexicon-type';
import { EN_LEXICON } from './lexicon-en';
import { HI_LEXICON } from './lexicon-hi';
import { AR_LEXICON } from './lexicon-ar';
import { FR_LEXICON } from './lexicon-fr';
import { memo } from './phrases';
import { fold } from './text';

export type { Lexicon } from './lexicon-type';

const ALL: Lexicon[] = [EN_LEXICON, HI_LEXICON, AR_LEXICON, FR_LEXICON];

/** The customer's own language first: on a tie between two readings, theirs wins. */
export function lexiconsFor(language: AssistantLanguage): Lexicon[] {
  const own = language === 'en_US' || language === 'en_IN' ? 'en' : language;
  return [...ALL.filter((l) => l.language === own), ...ALL.filter((l) => l.language !== own)];
}

/** One list out of every lexicon, the customer's language first. */
export function gather(lexicons: Lexicon[], pick: (l: Lexicon) => readonly string[]): string[] {
  return lexicons.flatMap(pick);
}

/** Languages in order, as a key for what is built once per order (see memo()). */
export function languagesOf(lexicons: Lexicon[]): string {
  return lexicons.map((l) => l.language).join();
}

export function numberWords(lexicons: Lexicon[]): Map<string, number> {
  return memo(`numbers:${languagesOf(lexicons)}`, () => {
    const words = new Map<string, number>();
    for (const l of [...lexicons].reverse()) for (const [w, n] of Object.entries(l.numbers)) words.set(fold(w), n);
    return words;
  });
}
