import { arabicBases, fold, sameWord, tokenize, type Token } from './text';

/**
 * Phrases are written as customers say them ("less than <n>", "<n> से कम") and matched token by
 * token. `<n>` takes a number written in digits, `<w>` a number in digits or in words ("two",
 * "दो"), `<d>` a day of the month in digits or as "25th" or "1er". A word written with a leading "=" must keep its accents ("=livré" is not "livre").
 */

export type Compiled = string[];

const cache = new Map<string, Compiled>();

export function compile(phrase: string): Compiled {
  let keys = cache.get(phrase);
  if (!keys) {
    keys = phrase
      .split(' ')
      .flatMap((part) => (part.startsWith('=') ? [`=${part.slice(1).toLowerCase()}`] : part === '-' ? ['-'] : tokenize(part).map((t) => t.key)));
    cache.set(phrase, keys);
  }
  return keys;
}

export type Match<T> = { start: number; end: number; nums: number[]; tag: T; length: number };

/** Currency around an amount is part of it: "₹500", "500 rupees", "Rs. 500". */
const CURRENCY = new Set(
  [
    '₹',
    '€',
    '$',
    'rs',
    'inr',
    'rupees',
    'rupee',
    'rupaye',
    'eur',
    'euro',
    'euros',
    'रुपये',
    'रुपए',
    'रुपया',
    'रु',
    'روبيه',
    'روبيات',
    'يورو',
    'roupies',
    'roupie',
  ].map(fold),
);

export function isCurrency(t: Token): boolean {
  return CURRENCY.has(t.key);
}

export type NumberWords = Map<string, number>;

function pastCurrency(tokens: Token[], j: number): number {
  let k = j;
  for (let t = tokens[k]; t && !t.used && isCurrency(t); t = tokens[k]) k++;
  return k;
}

/** Matches one phrase at `at`; the tokens it covers are free ones only. */
export function matchAt(tokens: Token[], at: number, keys: Compiled, words: NumberWords = new Map()): { end: number; nums: number[] } | undefined {
  let j = at;
  const nums: number[] = [];
  for (const want of keys) {
    if (want === '<n>' || want === '<w>' || want === '<d>') {
      j = pastCurrency(tokens, j);
      const t = tokens[j];
      const spelled = want === '<w>' && t?.kind === 'word' ? words.get(t.key) : undefined;
      const fits = t?.kind === 'num' || spelled !== undefined || (want === '<d>' && t?.kind === 'ord');
      if (!t || t.used || !fits) return undefined;
      let value = spelled ?? t.num!;
      j++;
      // "1 000 €": French groups thousands with a space.
      for (let next = tokens[j]; t.kind === 'num' && next?.kind === 'num' && !next.used && /^\d{3}$/.test(next.raw); next = tokens[++j])
        value = value * 1000 + next.num!;
      nums.push(value);
      j = pastCurrency(tokens, j);
      continue;
    }
    const t = tokens[j];
    if (!t || t.used || !sameWord(t, want)) return undefined;
    j++;
  }
  return j > at ? { end: j, nums } : undefined;
}

export type Phrase<T> = { keys: Compiled; tag: T };

/** Phrases by their first word, so that a position tries only the phrases that can start there. */
type Index = { first: Map<string, number[]>; leading: number[] };
const indexes = new WeakMap<object, Index>();

function indexOf(phrases: Phrase<unknown>[]): Index {
  let index = indexes.get(phrases);
  if (!index) {
    const made: Index = { first: new Map(), leading: [] };
    phrases.forEach(({ keys }, i) => {
      const head = keys[0] ?? '';
      if (head.startsWith('<')) made.leading.push(i);
      else made.first.set(head, [...(made.first.get(head) ?? []), i]);
    });
    indexes.set(phrases, made);
    index = made;
  }
  return index;
}

function startingAt(index: Index, t: Token, words: NumberWords | undefined): readonly number[] {
  // Phrases that open on a number are tried only where a number, or a currency before one, stands.
  const numeric = t.kind === 'num' || t.kind === 'ord' || isCurrency(t) || !!words?.has(t.key);
  const lists = [
    index.first.get(t.key),
    index.first.get(`=${t.low}`),
    ...arabicBases(t.key).map((b) => index.first.get(b)),
    numeric ? index.leading : [],
  ].filter((l): l is number[] => !!l && l.length > 0);
  if (lists.length <= 1) return lists[0] ?? [];
  // In the order of the list: on a tie the earlier phrase wins.
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * Every place where one of the phrases fits, longest first, none overlapping: "between 500 and
 * 1000" wins over "500", and "4 stars and above" over "above". Ties go to the earlier phrase,
 * which is why the customer's own language is listed first. Keep `phrases` the same array from
 * call to call (see memo()): it is indexed once.
 */
export function findAll<T>(
  tokens: Token[],
  phrases: Phrase<T>[],
  options: { words?: NumberWords; accept?: (m: Match<T>) => boolean; tails?: Compiled[] } = {},
): Match<T>[] {
  const index = indexOf(phrases);
  const candidates: Match<T>[] = [];
  tokens.forEach((token, at) => {
    if (token.used) return;
    for (const i of startingAt(index, token, options.words)) {
      const { keys, tag } = phrases[i]!;
      const hit = matchAt(tokens, at, keys, options.words);
      if (!hit) continue;
      // A closing "and above", "+" or "या उससे ज़्यादा" belongs to the phrase before it.
      const end = Math.max(hit.end, ...(options.tails ?? []).map((tail) => matchAt(tokens, hit.end, tail)?.end ?? 0));
      const m = { start: at, end, nums: hit.nums, tag, length: end - at };
      if (!options.accept || options.accept(m)) candidates.push(m);
    }
  });
  candidates.sort((a, b) => b.length - a.length || a.start - b.start);
  const taken: Match<T>[] = [];
  for (const m of candidates) if (!taken.some((t) => m.start < t.end && t.start < m.end)) taken.push(m);
  return taken.sort((a, b) => a.start - b.start);
}

export function use(tokens: Token[], m: { start: number; end: number }): void {
  for (const t of tokens.slice(m.start, m.end)) t.used = true;
}

const memory = new Map<string, unknown>();

/** Builds a value once per key: phrase lists are the same from message to message. */
export function memo<T>(key: string, build: () => T): T {
  if (!memory.has(key)) {
    // Category and vendor names differ by store; a bound keeps a long-running server small.
    if (memory.size > 500) memory.clear();
    memory.set(key, build());
  }
  return memory.get(key) as T;
}

/** Phrases of a list with their own text as tag, the same array for the same list. */
export function phrasesOf(list: readonly string[]): Phrase<string>[] {
  return memo(`list:${list.join('\u0001')}`, () => list.map((p) => ({ keys: compile(p), tag: p })));
}

export function findAny(tokens: Token[], list: readonly string[]): Match<string>[] {
  return findAll(tokens, phrasesOf(list));
}

export function takeAll(tokens: Token[], list: readonly string[]): number {
  const found = findAny(tokens, list);
  for (const m of found) use(tokens, m);
  return found.length;
}
