/**
 * Splits a customer's message into tokens that the lexicons can be matched against, whatever
 * the script: Arabic-Indic and Devanagari digits become 0-9, and each word gets a folded key in
 * which accents, the Hindi nukta and Arabic hamza or vowel marks no longer matter, because
 * customers type "ज्यादा" as often as "ज़्यादा" and "اقل" as often as "أقل".
 */

export type TokenKind = 'word' | 'num' | 'ord' | 'sym' | 'date';

export type Token = {
  /** As typed, digits made Western: what goes back into a search text or a product name. */
  raw: string;
  /** Folded for matching: lower case, no accents, nukta or hamza, hyphens gone. */
  key: string;
  /** Lower case only, for the few words whose accent changes the meaning ("livré", "livre"). */
  low: string;
  kind: TokenKind;
  /** The value of a number, of an ordinal such as "2nd", or the parts of a date token. */
  num?: number;
  parts?: number[];
  used: boolean;
};

const DIGIT_BLOCKS = [0x0660, 0x06f0, 0x0966];

function westernDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9);
    out += block === undefined ? ch : String(code - block);
  }
  return out.replace(/\u066b/g, '.').replace(/\u066c/g, ',');
}

/** Folding shared by messages and lexicons, so both sides meet in the same spelling. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u093c]/g, '')
    .replace(/\u0640/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0671/g, '\u0627')
    .replace(/[-\u2010\u2011]/g, '')
    .replace(/’/g, "'")
    .toLowerCase()
    .normalize('NFC');
}

const TOKEN = new RegExp(
  [
    '(?<iso>\\d{4}-\\d{1,2}-\\d{1,2})',
    '(?<dm>\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|\\d{1,2}\\.\\d{1,2}\\.\\d{4})',
    '(?<ord>\\d+(?:st|nd|rd|th|ème|eme|ère|er|re|e)(?![\\p{L}\\p{M}]))',
    '(?<num>\\d+(?:[.,]\\d+)*k?(?![\\p{L}\\p{M}]))',
    '(?<digits>\\d+)',
    '(?<slot><n>|<w>|<d>)',
    "(?<word>[\\p{L}\\p{M}]+(?:['’\\-][\\p{L}\\p{M}]+)*'?)",
    '(?<sym>[₹€$#★⭐+\\-–—&°,،])',
  ].join('|'),
  'gu',
);

/** French elisions ("l'", "jusqu'", "d'") stand as words of their own: "jusqu'à" is "jusqu'" + "à". */
const ELISION = /^(l|d|j|m|t|s|n|c|qu|jusqu|lorsqu|puisqu)['’](.+)$/i;

function parseNumber(text: string): number {
  const thousands = text.endsWith('k') ? 1000 : 1;
  const body = text.replace(/k$/, '');
  // "1,500" and "1,00,000" group digits; a dot before one or two digits is a decimal point.
  const value = /^\d+(?:,\d{2,3})+$/.test(body) ? Number(body.replace(/,/g, '')) : Number(body.replace(/,/g, '.'));
  return value * thousands;
}

function word(raw: string): Token {
  return {
    raw,
    key: fold(raw),
    low: raw
      .toLowerCase()
      .replace(/[-\u2010\u2011]/g, '')
      .replace(/’/g, "'"),
    kind: 'word',
    used: false,
  };
}

function symbol(raw: string): Token {
  const key = raw === '–' || raw === '—' ? '-' : raw === '،' ? ',' : raw === '⭐' ? '★' : raw;
  return { raw, key, low: key, kind: 'sym', used: false };
}

function tokenFrom(match: RegExpExecArray): Token[] {
  const g = match.groups!;
  const raw = match[0];
  if (g.iso) return [{ raw, key: raw, low: raw, kind: 'date', parts: raw.split('-').map(Number), used: false }];
  if (g.dm) return [{ raw, key: raw, low: raw, kind: 'date', parts: raw.split(/[/.]/).map(Number), used: false }];
  if (g.ord) return [{ raw, key: fold(raw), low: raw.toLowerCase(), kind: 'ord', num: parseInt(raw, 10), used: false }];
  if (g.num || g.digits) return [{ raw, key: raw, low: raw, kind: 'num', num: parseNumber(raw.toLowerCase()), used: false }];
  if (g.slot) return [{ raw, key: raw, low: raw, kind: 'word', used: false }];
  if (g.sym) return [symbol(raw)];
  const elided = ELISION.exec(raw);
  return elided ? [word(`${elided[1]}'`), word(elided[2] ?? '')] : [word(raw)];
}

export function tokenize(message: string): Token[] {
  const text = westernDigits(message.normalize('NFC'));
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) tokens.push(...tokenFrom(match as RegExpExecArray));
  // A dash matters only between two numbers ("500-1000"); elsewhere it is punctuation.
  return tokens.filter((t, i) => t.key !== '-' || (tokens[i - 1]?.kind === 'num' && tokens[i + 1]?.kind === 'num'));
}

/** Arabic joins "and", "with", "for" and "the" to the next word: "بأقل", "والثاني", "للسلة". */
const CLITICS = ['و', 'ف', 'ب', 'ل', 'ك', 'ال', 'وال', 'فال', 'بال', 'كال', 'لل', 'وب', 'ول', 'فب'];
const ARABIC = /[\u0600-\u06ff]/;

/** What an Arabic word may be once a clitic in front is taken off: "بأقل" → "أقل". */
export function arabicBases(key: string): string[] {
  if (!ARABIC.test(key)) return [];
  return CLITICS.filter((c) => key.startsWith(c) && key.length - c.length >= 3).map((c) => key.slice(c.length));
}

export function sameWord(token: Token, want: string): boolean {
  if (want.startsWith('=')) return token.low === want.slice(1);
  return token.key === want || arabicBases(token.key).includes(want);
}

/** Folds each word to a stem so that "shirts" meets "shirt", "साड़ियाँ" meets "साड़ी" and "الساري" meets "ساري". */
export function stem(key: string): string {
  if (ARABIC.test(key)) {
    let s = key.replace(/^(?:[وفبك]?ال|لل)(?=...)/, '');
    s = s.replace(/(?<=...)ات$/, '').replace(/(?<=...)ه$/, '');
    return s;
  }
  if (/[\u0900-\u097f]/.test(key)) {
    const suffix = ['ियां', 'ियों', 'ाएं', 'ाओं', '्स', 'ें', 'ों', 'ीं', 'ां', 'े', 'ा', 'ी', 'ो'].find((x) => key.endsWith(x) && key.length - x.length >= 2);
    return suffix ? key.slice(0, -suffix.length) : key;
  }
  if (key.length <= 3) return key;
  if (key.endsWith('ies')) return `${key.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|z)es$/.test(key)) return key.slice(0, -2);
  if (key.endsWith('eaux')) return key.slice(0, -1);
  if (key.endsWith('s') && !key.endsWith('ss')) return key.slice(0, -1);
  return key;
}
