/**
 * What understand() knows of one language: phrases written as customers write them (see
 * phrases.ts for `<n>`, `<w>`, `<d>` and `=`). Every lexicon is tried on every message, the
 * customer's own language first, because a customer reading Hindi may well type English.
 */
export type Lexicon = {
  language: 'en' | 'hi' | 'ar' | 'fr';
  /** Whole-message answers: "yes", "no", "hello", "help". */
  confirm: string[];
  decline: string[];
  greeting: string[];
  help: string[];
  /** Words that may stand beside a yes, a no or a hello without changing it ("please", "thanks", "do it"). */
  polite: string[];
  /** Words that carry no search meaning ("show me", "please", "delivered", "मुझे", "أريد", "je cherche"). */
  filler: string[];
  /** Words that join or separate two names ("and", "vs", "or"). */
  joiners: string[];
  /** Small words that may stand inside a product's name ("handi with lid", "nettoyage en profondeur"). */
  nameGlue: string[];
  /** Numbers in words, for quantities and "the first two". */
  numbers: Record<string, number>;
  priceMax: string[];
  priceMin: string[];
  priceRange: string[];
  rating: string[];
  /** What may close a price or rating bound: "and above", "or more", "+". */
  boundTail: string[];
  /** A card by its place: "second" → 2, "last" → -1. */
  ordinals: Record<string, number>;
  /** Words after an ordinal that add nothing ("the first one", "पहला वाला"). */
  ordinalTail: string[];
  /** "it", "this one": the first card, unless the message names another. */
  pronouns: string[];
  /** "the first <w>" → cards 1..n. */
  firstN: string[];
  /** "both", "these two" → cards 1 and 2. */
  both: string[];
  /** "number <n>", "#<n>": the card with that number. */
  itemNumber: string[];
  /** "<w> pieces", "qty <w>", "<w> of". */
  quantity: string[];
  dates: {
    today: string[];
    tomorrow: string[];
    dayAfter: string[];
    /** "next Friday": the Friday after today, never today. */
    next: string[];
    /** Sunday first, as Date.getUTCDay() counts. */
    weekdays: string[][];
    /** January first. */
    months: string[][];
  };
  /** Type words; a leading "*" marks a generic word that is never read as a category name ("services"). */
  types: { Service: string[]; Digital: string[] };
  /** "from Rangrez", "by Kansa": a vendor's first word is enough after these. */
  vendorBefore: string[];
  /** "रंगरेज़ की साड़ियाँ": the same when the language puts it after. */
  vendorAfter: string[];
  cue: {
    compare: string[];
    /** Nouns that make a message about rules: "return policy", "refund", "cancellation". */
    policy: string[];
    /** "can I", "is it": with a return or cancel verb, a question about the rules rather than a request. */
    policyQuestion: string[];
    returnVerb: string[];
    cancelVerb: string[];
    cart: string[];
    /** "buy": an add to cart when it points at a card, a search otherwise. */
    buy: string[];
    order: string[];
    orderStatus: string[];
    /** "track", "ट्रैक": about an order even when the word "order" is missing ("track 1024"). */
    track: string[];
    possessive: string[];
    /** "no.", "number", "#" before an order or enquiry number. */
    refNumber: string[];
    enquiry: string[];
    slots: string[];
    /** "free", "available": about slots only when a date is said too. */
    slotsSoft: string[];
    faq: string[];
  };
  /**
   * Category words by the store's English category name, lower-cased: translations and
   * inflections. A leading "~" marks a word for one part of a name ("tea" of "Tea & Coffee"),
   * which counts only when it stands alone, so that "tea cake" is not read as "Tea & Coffee".
   */
  categories: Record<string, string[]>;
};

/** A list written as one text: `words('under <n> | below <n>')`; lines break like bars. */
export function words(text: string): string[] {
  return text
    .split(/[|\n]/)
    .map((w) => w.trim())
    .filter(Boolean);
}

/** Phrases with their number: `numbered('first = 1 | last one = -1')`. */
export function numbered(text: string): Record<string, number> {
  return Object.fromEntries(
    words(text).map((entry) => {
      const [phrase = '', n = ''] = entry.split('=');
      return [phrase.trim(), Number(n)];
    }),
  );
}

/** Groups of spellings: `groups('sunday | monday | tuesday, tues')`. */
export function groups(text: string): string[][] {
  return words(text).map((group) => group.split(',').map((w) => w.trim()));
}
