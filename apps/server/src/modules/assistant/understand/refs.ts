import type { ProductRef } from './types';
import { gather, languagesOf, numberWords, type Lexicon } from './lexicon';
import type { Vocabulary } from './catalogue-words';
import { compile, findAll, findAny, memo, phrasesOf, use, type Phrase } from './phrases';
import { fold, type Token } from './text';

/**
 * Which products a message points at: cards by their place ("the second one", "दूसरा", "الثاني",
 * "le deuxième", "2nd", "#2"), or products by the words left once everything else is read.
 */

/** Cards at one place in the message; `first` is the one a single-product question takes. */
type Place = { start: number; first: number; ordinals: number[] };

const FIRST_N_MAX = 10;

function placePhrases(lexicons: Lexicon[]): Phrase<(nums: number[]) => number[]>[] {
  return memo(`places:${languagesOf(lexicons)}`, () =>
    lexicons.flatMap((l) => [
      ...Object.entries(l.ordinals).map(([p, n]) => ({ keys: compile(p), tag: () => [n] })),
      ...l.firstN.map((p) => ({ keys: compile(p), tag: ([n = 1]: number[]) => Array.from({ length: Math.min(n, FIRST_N_MAX) }, (_, i) => i + 1) })),
      ...l.both.map((p) => ({ keys: compile(p), tag: () => [1, 2] })),
      ...l.itemNumber.map((p) => ({ keys: compile(p), tag: ([n = 1]: number[]) => [n] })),
    ]),
  );
}

/**
 * Cards named by place, in the order said. With `bareNumbers` ("compare 1 and 3") a small number
 * standing alone is a place too; elsewhere it may be a quantity.
 */
export function takePlaces(tokens: Token[], lexicons: Lexicon[], bareNumbers: boolean): Place[] {
  const places: Place[] = [];
  const tails = memo(`ordinalTail:${languagesOf(lexicons)}`, () => gather(lexicons, (l) => l.ordinalTail).map(compile));
  const found = findAll(tokens, placePhrases(lexicons), { words: numberWords(lexicons), tails, accept: (m) => m.nums.every((n) => n >= 1 && n <= 50) });
  for (const m of found) {
    use(tokens, m);
    const ordinals = m.tag(m.nums);
    places.push({ start: m.start, first: ordinals[0] ?? 1, ordinals });
  }
  tokens.forEach((t, i) => {
    const bare = bareNumbers && t.kind === 'num' && Number.isInteger(t.num) && t.num! >= 1 && t.num! <= 20;
    if (!t.used && (t.kind === 'ord' || bare)) {
      t.used = true;
      places.push({ start: i, first: t.num!, ordinals: [t.num!] });
    }
  });
  return places.filter((p) => p.ordinals.every((n) => n !== 0)).sort((a, b) => a.start - b.start);
}

/** "it", "this one": there, but weaker than any name. */
export function takePronoun(tokens: Token[], lexicons: Lexicon[]): boolean {
  const found = findAny(
    tokens,
    gather(lexicons, (l) => l.pronouns),
  );
  for (const m of found) use(tokens, m);
  return found.length > 0;
}

/**
 * How the words left make names: `several` ends a name at every filler or joining word ("brass
 * kadai vs copper handi"); `one` keeps the small words that join a product's name inside it
 * ("handi with lid", "nettoyage en profondeur", "घर की डीप क्लीनिंग"); `search` skips filler words
 * and keeps the rest as one run per stretch of free words.
 */
export type RunMode = 'several' | 'one' | 'search';

/**
 * The words left, in runs that end at a word already read, at a joining word ("and", "vs", ",")
 * and as the mode says. Arabic "و" written onto the next word ("والقدر") also starts a new run.
 */
export function nameRuns(tokens: Token[], lexicons: Lexicon[], vocab: Vocabulary, mode: RunMode): { start: number; name: string }[] {
  const joiners = new Set(gather(lexicons, (l) => l.joiners).map(fold));
  const glue = new Set(gather(lexicons, (l) => l.nameGlue).map(fold));
  const runs: { start: number; words: string[] }[] = [];
  let current: { start: number; words: string[]; pending: string[] } | undefined;
  const close = () => {
    if (current && current.words.length > 0) runs.push(current);
    current = undefined;
  };
  tokens.forEach((t, i) => {
    const word = !t.used && (t.kind === 'word' || t.kind === 'num');
    const filler = word && t.kind === 'word' && vocab.isFiller(t);
    // Inside a name, a small word ("with", "की") or a filler one ("Full Home Deep Cleaning") stays
    // when more of the name follows it.
    if (word && mode === 'one' && current && (glue.has(t.key) || filler)) current.pending.push(t.raw);
    else if (word && !filler && !joiners.has(t.key)) {
      if (current && /^وال./.test(t.key)) {
        close();
        current = { start: i, words: [t.raw.slice(1)], pending: [] };
        return;
      }
      current ??= { start: i, words: [], pending: [] };
      current.words.push(...current.pending, t.raw);
      current.pending = [];
    } else if (!(filler && mode === 'search') && !(t.kind === 'ord' || t.kind === 'date')) close();
  });
  close();
  return runs.map((r) => ({ start: r.start, name: r.words.join(' ') }));
}

/** Several products, in the order said: "compare the first and brass kadai" → card 1, then by name. */
export function takeRefs(tokens: Token[], lexicons: Lexicon[], vocab: Vocabulary): ProductRef[] {
  const places = takePlaces(tokens, lexicons, true);
  const pronoun = takePronoun(tokens, lexicons);
  const named = nameRuns(tokens, lexicons, vocab, 'several');
  const said: { start: number; refs: ProductRef[] }[] = [
    ...places.map((p) => ({ start: p.start, refs: p.ordinals.map((ordinal) => ({ ordinal })) })),
    ...named.map((n) => ({ start: n.start, refs: [{ name: n.name }] })),
  ];
  const refs = said.sort((a, b) => a.start - b.start).flatMap((r) => r.refs);
  // "compare them" with nothing else said: the first two cards.
  if (refs.length === 0 && pronoun) return [{ ordinal: 1 }, { ordinal: 2 }];
  return refs;
}

/** One product: a card by place, else the first run of words, else "it" (the first card). */
export function takeRef(tokens: Token[], lexicons: Lexicon[], vocab: Vocabulary): ProductRef | undefined {
  const place = takePlaces(tokens, lexicons, false)[0];
  const pronoun = takePronoun(tokens, lexicons);
  if (place) return { ordinal: place.first };
  const named = nameRuns(tokens, lexicons, vocab, 'one')[0];
  if (named) return { name: named.name };
  return pronoun ? { ordinal: 1 } : undefined;
}

const QUANTITY_MAX = 999;
/** A bare number larger than this is part of a name ("65 W charger", "10000 mAh power bank"). */
const BARE_QUANTITY_MAX = 20;

/**
 * How many: "2 pieces", "qty 3", "x2", or a small number standing alone ("add 2 of the second").
 * Hindi "दो" at the end of a sentence is "give" ("डाल दो"), not two.
 */
export function takeQuantity(tokens: Token[], lexicons: Lexicon[]): number | undefined {
  const words = numberWords(lexicons);
  const patterns = phrasesOf(gather(lexicons, (l) => l.quantity));
  const said = findAll(tokens, patterns, { words, accept: (m) => (m.nums[0] ?? 0) >= 1 && (m.nums[0] ?? 0) <= QUANTITY_MAX })[0];
  if (said) {
    use(tokens, said);
    return said.nums[0];
  }
  const last = tokens.map((t, i) => (t.kind === 'word' || t.kind === 'num' ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
  const bare = tokens.findIndex((t, i) => {
    if (t.used) return false;
    if (t.kind === 'num') return Number.isInteger(t.num) && t.num! >= 1 && t.num! <= BARE_QUANTITY_MAX;
    return t.kind === 'word' && words.has(t.key) && i !== last && !['a', 'an', 'un', 'une', 'एक'].includes(t.key);
  });
  const chosen = tokens[bare];
  if (!chosen) return undefined;
  chosen.used = true;
  return chosen.num ?? words.get(chosen.key);
}
