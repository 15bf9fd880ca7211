import type { AssistantLanguage } from './types';
import type { Lexicon } from './lexicon';
import { compile, findAll, type Match } from './phrases';
import type { Token } from './text';

/**
 * Reads a day out of a message, counted from the store's today: "tomorrow", "परसों", "غدا",
 * "vendredi", "25 Nov", "2026-12-01", "25/11". A weekday alone is the nearest such day from
 * today on, today included ("Friday" said on a Friday is today); with "next" ("next Friday",
 * "अगले शुक्रवार", "الجمعة القادمة", "vendredi prochain") it is never today. A day and month
 * without a year is the next such date from today on. Slash dates are day/month, except in
 * American English (en_US), where they are month/day.
 */

type DateTag = { days: number } | { weekday: number; next: boolean } | { month: number; order: 'dm' | 'md' | 'dmy' | 'mdy' };

const DAY_MS = 86_400_000;

export function parseDay(iso: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) ? d : undefined;
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

/** A calendar date, or nothing when the day does not exist (31 November). */
function calendar(year: number, month: number, day: number): Date | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 ? d : undefined;
}

/** Day and month without a year: this year's, or next year's once this year's has passed. */
function upcoming(today: Date, month: number, day: number): Date | undefined {
  const year = today.getUTCFullYear();
  const date = calendar(year, month, day) ?? calendar(year + 1, month, day);
  return date && date < today ? calendar(year + 1, month, day) : date;
}

const built = new Map<string, { keys: string[]; tag: DateTag }[]>();

function phrases(lexicons: Lexicon[]): { keys: string[]; tag: DateTag }[] {
  const cacheKey = lexicons.map((l) => l.language).join();
  const cached = built.get(cacheKey);
  if (cached) return cached;
  const out: { keys: string[]; tag: DateTag }[] = [];
  const add = (p: string, tag: DateTag) => out.push({ keys: compile(p), tag });
  for (const l of lexicons) {
    const d = l.dates;
    d.today.forEach((p) => add(p, { days: 0 }));
    d.tomorrow.forEach((p) => add(p, { days: 1 }));
    d.dayAfter.forEach((p) => add(p, { days: 2 }));
    d.weekdays.forEach((names, weekday) =>
      names.forEach((n) => {
        add(n, { weekday, next: false });
        d.next.forEach((next) => {
          add(`${next} ${n}`, { weekday, next: true });
          add(`${n} ${next}`, { weekday, next: true });
        });
      }),
    );
    d.months.forEach((names, i) =>
      names.forEach((n) => {
        add(`<d> ${n} <n>`, { month: i + 1, order: 'dmy' });
        add(`${n} <d> <n>`, { month: i + 1, order: 'mdy' });
        add(`<d> ${n}`, { month: i + 1, order: 'dm' });
        add(`<d> of ${n}`, { month: i + 1, order: 'dm' });
        add(`${n} <d>`, { month: i + 1, order: 'md' });
      }),
    );
  }
  built.set(cacheKey, out);
  return out;
}

function dateOf(m: Match<DateTag>, tokens: Token[], today: Date): Date | undefined {
  const tag = m.tag;
  if ('days' in tag) return addDays(today, tag.days);
  if ('weekday' in tag) {
    const ahead = (tag.weekday - today.getUTCDay() + 7) % 7;
    return addDays(today, ahead === 0 && tag.next ? 7 : ahead);
  }
  // "<d>" may be "25th" or "1er": its number is on the token.
  const day = tokens.slice(m.start, m.end).find((t) => t.kind === 'ord')?.num ?? m.nums[0] ?? 0;
  const year = tag.order === 'dmy' || tag.order === 'mdy' ? m.nums[m.nums.length - 1] : undefined;
  if (year !== undefined) return year >= 2000 && year <= 2100 ? calendar(year, tag.month, day) : undefined;
  return upcoming(today, tag.month, day);
}

function fromToken(t: Token, today: Date, language: AssistantLanguage): Date | undefined {
  const [a = 0, b = 0, c] = t.parts ?? [];
  if (t.raw.includes('-')) return calendar(a, b, c ?? 0);
  const [day, month] = language === 'en_US' ? [b, a] : [a, b];
  if (c === undefined) return upcoming(today, month, day);
  return calendar(c < 100 ? 2000 + c : c, month, day);
}

/** Where the message names a day; `date` is missing when the context gives no today to count from. */
export type FoundDate = { start: number; end: number; date?: string };

/** The first day the message names, or nothing. */
export function findDate(tokens: Token[], lexicons: Lexicon[], todayIso: string, language: AssistantLanguage): FoundDate | undefined {
  const known = parseDay(todayIso);
  // Without a today the words are still found, so that "tomorrow" is not read as a product's name.
  const today = known ?? new Date(0);
  const found: { start: number; end: number; day: Date }[] = [];
  tokens.forEach((t, i) => {
    const day = t.kind === 'date' && !t.used ? fromToken(t, today, language) : undefined;
    if (day) found.push({ start: i, end: i + 1, day });
  });
  // "25 Nov 500" is 25 November and a price, not the year 500.
  for (const m of findAll(tokens, phrases(lexicons), { accept: (m) => dateOf(m, tokens, today) !== undefined })) {
    found.push({ start: m.start, end: m.end, day: dateOf(m, tokens, today)! });
  }
  const first = found.sort((x, y) => x.start - y.start)[0];
  if (!first) return undefined;
  return { start: first.start, end: first.end, ...(known && { date: iso(first.day) }) };
}
