import type { ProductType } from '@bazaar/contracts';
import { gather, languagesOf, type Lexicon } from './lexicon';
import { compile, findAll, memo, phrasesOf, use } from './phrases';
import { arabicBases, fold, stem, tokenize, type Token } from './text';

/**
 * Finds the store's own names in a message: a category, a vendor, a product type. Names are
 * compared word by word on stems, so "shirt" finds "Shirts" and "कुर्ते" finds "कुर्ता"; the joining
 * word of a name is free ("tea and coffee" is "Tea & Coffee").
 */

const JOINERS = new Set(['&', 'and', 'et', 'और', 'एंड', 'و', ','].map(fold));

function nameStems(name: string): string[] {
  return tokenize(name)
    .filter((t) => (t.kind === 'word' || t.kind === 'num') && !JOINERS.has(t.key))
    .map((t) => stem(t.key));
}

export type Vocabulary = {
  filler: Set<string>;
  /** Type words never read as a category name ("services", "digital"), as stems. */
  generic: Set<string>;
  /** A word of no search meaning, Arabic "و" or "ال" in front of it allowed. */
  isFiller: (t: Token) => boolean;
};

export function vocabulary(lexicons: Lexicon[]): Vocabulary {
  return memo(`vocabulary:${languagesOf(lexicons)}`, () => makeVocabulary(lexicons));
}

function makeVocabulary(lexicons: Lexicon[]): Vocabulary {
  const filler = new Set(gather(lexicons, (l) => l.filler).flatMap((p) => compile(p).map((k) => k.replace(/^=/, ''))));
  const generic = new Set(
    gather(lexicons, (l) => [...l.types.Service, ...l.types.Digital].filter((w) => w.startsWith('*'))).map((w) => stem(fold(w.slice(1)))),
  );
  const isFiller = (t: Token) => filler.has(t.key) || filler.has(t.low) || arabicBases(t.key).some((b) => filler.has(b));
  return { filler, generic, isFiller };
}

function isContent(t: Token | undefined, vocab: Vocabulary): boolean {
  return !!t && !t.used && t.kind === 'word' && !vocab.isFiller(t) && !JOINERS.has(t.key);
}

/** Where the stems stand in a row among the free tokens, joining words allowed between them. */
function locate(tokens: Token[], stems: string[]): { start: number; end: number } | undefined {
  for (let start = 0; start < tokens.length; start++) {
    let j = start;
    let k = 0;
    for (let t = tokens[j]; k < stems.length && t && !t.used; t = tokens[j]) {
      if (stem(t.key) === stems[k]) {
        k++;
        j++;
      } else if (k > 0 && JOINERS.has(t.key)) j++;
      else break;
    }
    if (k === stems.length) return { start, end: j };
  }
  return undefined;
}

type Candidate = { name: string; stems: string[]; alone: boolean };

function categoryCandidates(categories: string[], lexicons: Lexicon[], vocab: Vocabulary): Candidate[] {
  const out: Candidate[] = [];
  for (const name of categories) {
    const stems = nameStems(name);
    if (stems.length === 0) continue;
    // "Services" and "Digital" are product types; "Son" (French for Audio) is also "his".
    const generic = stems.every((s) => vocab.generic.has(s) || vocab.filler.has(s));
    if (!generic) out.push({ name, stems, alone: false });
    const parts = name.split(/\s*(?:&|,|\band\b|\bet\b|और|\sو\s)\s*/).filter(Boolean);
    if (parts.length > 1) for (const part of parts) out.push({ name, stems: nameStems(part), alone: true });
    for (const l of lexicons) {
      const words = Object.entries(l.categories).find(([key]) => fold(key) === fold(name))?.[1] ?? [];
      for (const w of words) out.push({ name, stems: nameStems(w.replace(/^~/, '')), alone: w.startsWith('~') });
    }
  }
  // Longer names first ("Home Cleaning" before "Home"), whole names before parts.
  return out.filter((c) => c.stems.length > 0).sort((a, b) => b.stems.length - a.stems.length || Number(a.alone) - Number(b.alone));
}

export function takeCategory(tokens: Token[], categories: string[], lexicons: Lexicon[], vocab: Vocabulary): string | undefined {
  const candidates = memo(`categories:${languagesOf(lexicons)}:${categories.join('\u0001')}`, () => categoryCandidates(categories, lexicons, vocab));
  for (const c of candidates) {
    const at = locate(tokens, c.stems);
    if (!at) continue;
    if (c.alone && (isContent(tokens[at.start - 1], vocab) || isContent(tokens[at.end], vocab))) continue;
    use(tokens, at);
    return c.name;
  }
  return undefined;
}

/** A vendor by its whole name, or by its first word right after "from" / "by" (before "की" / "से" in Hindi). */
export function takeVendor(tokens: Token[], vendors: string[], lexicons: Lexicon[], vocab: Vocabulary): string | undefined {
  const before = phrasesOf(gather(lexicons, (l) => l.vendorBefore));
  const after = phrasesOf(gather(lexicons, (l) => l.vendorAfter));
  const sorted = memo(`vendors:${vendors.join('\u0001')}`, () =>
    vendors.map((name) => ({ name, stems: nameStems(name) })).sort((a, b) => b.stems.length - a.stems.length),
  );
  for (const { name, stems } of sorted) {
    const at = stems.length ? locate(tokens, stems) : undefined;
    if (at) {
      use(tokens, at);
      return name;
    }
  }
  for (const { name, stems } of sorted) {
    const first = stems[0];
    if (!first || first.length < 4 || vocab.filler.has(first) || vocab.generic.has(first)) continue;
    const at = locate(tokens, [first]);
    if (!at) continue;
    const cueBefore = findAll(tokens, before).find((m) => m.end === at.start);
    const cueAfter = findAll(tokens, after).find((m) => m.start === at.end);
    if (!cueBefore && !cueAfter) continue;
    use(tokens, at);
    if (cueBefore) use(tokens, cueBefore);
    return name;
  }
  return undefined;
}

export function takeType(tokens: Token[], lexicons: Lexicon[]): ProductType | undefined {
  const phrases = memo(`types:${languagesOf(lexicons)}`, () =>
    (['Service', 'Digital'] as const).flatMap((type) =>
      gather(lexicons, (l) => l.types[type]).map((w) => ({ keys: compile(w.replace(/^\*/, '')), tag: type })),
    ),
  );
  const found = findAll(tokens, phrases);
  for (const m of found) use(tokens, m);
  return found[0]?.tag;
}
