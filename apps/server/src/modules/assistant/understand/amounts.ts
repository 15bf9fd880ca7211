import { gather, languagesOf, type Lexicon } from './lexicon';
import { compile, findAll, memo, use, type Match } from './phrases';
import type { Token } from './text';

/**
 * Price bounds, a least rating and a postal code. Prices and ratings are read first, longest
 * phrase first; a number that is left and has the shape of the store's postal code is then the
 * postal code, so "shirts under 500 delivered to 560001" is a price of 500 and the pincode
 * 560001, and "500 to 560001" is never read as a price range.
 */

type Tag = 'rating' | 'range' | 'max' | 'min';

export type Bounds = { minPrice?: number; maxPrice?: number; minRating?: number };

const built = new Map<string, { keys: string[]; tag: Tag }[]>();

function phrases(lexicons: Lexicon[]): { keys: string[]; tag: Tag }[] {
  const cacheKey = lexicons.map((l) => l.language).join();
  let out = built.get(cacheKey);
  if (!out) {
    // On a tie a rating wins ("4+" is four stars); "1000+" is no rating, so it falls to a price.
    const lists: [Tag, (l: Lexicon) => string[]][] = [
      ['rating', (l) => l.rating],
      ['range', (l) => l.priceRange],
      ['max', (l) => l.priceMax],
      ['min', (l) => l.priceMin],
    ];
    out = lists.flatMap(([tag, pick]) => gather(lexicons, pick).map((p) => ({ keys: compile(p), tag })));
    built.set(cacheKey, out);
  }
  return out;
}

export function postalRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

function isPostal(postal: RegExp | undefined, n: number): boolean {
  return !!postal && Number.isInteger(n) && postal.test(String(n));
}

function acceptable(m: Match<Tag>, postal: RegExp | undefined): boolean {
  const [a = 0, b = 0] = m.nums;
  if (m.tag === 'rating') return a >= 1 && a <= 5;
  // "500 to 560001": a postal code is not the top of a price range.
  if (m.tag === 'range') return isPostal(postal, a) === isPostal(postal, b);
  return a >= 0;
}

export function takeBounds(tokens: Token[], lexicons: Lexicon[], postal: RegExp | undefined): Bounds {
  const tails = memo(`boundTail:${languagesOf(lexicons)}`, () => gather(lexicons, (l) => l.boundTail).map(compile));
  const bounds: Bounds = {};
  for (const m of findAll(tokens, phrases(lexicons), { tails, accept: (m) => acceptable(m, postal) })) {
    const [a = 0, b = 0] = m.nums;
    if (m.tag === 'rating' && bounds.minRating === undefined) bounds.minRating = a;
    else if (m.tag === 'range' && bounds.minPrice === undefined && bounds.maxPrice === undefined) {
      bounds.minPrice = Math.min(a, b);
      bounds.maxPrice = Math.max(a, b);
    } else if (m.tag === 'max' && bounds.maxPrice === undefined) bounds.maxPrice = a;
    else if (m.tag === 'min' && bounds.minPrice === undefined) bounds.minPrice = a;
    else continue;
    use(tokens, m);
  }
  return bounds;
}

/** The first number left that has the shape of the store's postal code, as typed. */
export function takePostalCode(tokens: Token[], postal: RegExp | undefined): string | undefined {
  const t = tokens.find((t) => !t.used && t.kind === 'num' && /^\d+$/.test(t.raw) && postal?.test(t.raw));
  if (!t) return undefined;
  t.used = true;
  return t.raw;
}
