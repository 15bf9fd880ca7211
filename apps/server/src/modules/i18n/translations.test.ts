import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES, SUPPORTED_LANGUAGES, type Namespace, type SupportedLanguage } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { TRANSLATIONS_DIR } from './translations';

/* ------------------------------------------------------------------ helpers */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

/** i18next plural rules per language, as the browser resolves them (our codes use `_`, BCP 47 uses `-`). */
const intlLocale = (language: SupportedLanguage) => language.replace('_', '-');
const pluralCategories = (language: SupportedLanguage) => new Intl.PluralRules(intlLocale(language)).resolvedOptions().pluralCategories as string[];

/**
 * Plural categories that stand for one exact number in a language, so a form may say the number in
 * words instead of showing {{count}} (Arabic: "دقيقة واحدة", "دقيقتان").
 */
const EXACT_NUMBER_CATEGORIES: Partial<Record<SupportedLanguage, string[]>> = { ar: ['zero', 'one', 'two'] };

/** Names and acronyms kept as they are in every language. */
const KEPT_AS_IS = ['Bazaar', 'UPI', 'OTP', 'AI'];

/**
 * French values that are, correctly, spelled the same as the English ones
 * ("ns:key"; plural keys by their full name).
 */
const FRENCH_SAME_AS_ENGLISH = new Set([
  'common:pagination', // "Pagination" is the French word too
  'common:image', // "Image"
  'common:notifications', // "Notifications"
  'header:menu', // "Menu"
]);

const TRANSLATED: SupportedLanguage[] = ['hi', 'ar', 'fr'];
const OTHER_LANGUAGES = SUPPORTED_LANGUAGES.filter((l) => l !== 'en');

const filePath = (language: string, namespace: string) => join(TRANSLATIONS_DIR, language, namespace, 'translation.json');
const readText = (language: string, namespace: string) => readFileSync(filePath(language, namespace), 'utf8');
const readJson = (language: string, namespace: string) => JSON.parse(readText(language, namespace)) as Json;

/** Nested objects flattened to dotted keys, in file order. */
function flatten(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, `${prefix}${key}.`)) out.set(k, v);
    }
  } else {
    out.set(prefix.slice(0, -1), value);
  }
  return out;
}

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const categoryOf = (key: string) => PLURAL_SUFFIX.exec(key)?.[1];
const placeholders = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''));

/** What is left of a value once placeholders, kept names, digits, punctuation and symbols are removed. */
const wording = (text: string) => {
  let rest = text.replace(PLACEHOLDER, ' ');
  for (const name of KEPT_AS_IS) rest = rest.replace(new RegExp(`\\b${name}\\b`, 'g'), ' ');
  return rest.replace(/[^\p{L}\p{M}]+/gu, ' ').trim();
};

const everyFile = SUPPORTED_LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => [language, namespace] as const));
const everyOtherFile = OTHER_LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => [language, namespace] as const));

const english = (namespace: Namespace) => flatten(readJson('en', namespace));
/**
 * The English plural bases of a namespace. English plurals always come as _one and _other, which
 * tells a plural apart from a plain key that merely ends in a category word (gender_other).
 */
const englishPluralBases = (namespace: Namespace) => {
  const keys = english(namespace);
  return new Set([...keys.keys()].filter((k) => k.endsWith('_one') && keys.has(`${baseKey(k)}_other`)).map(baseKey));
};

/* ------------------------------------------------------------------ files */

describe('translation files', () => {
  it.each(everyFile)('%s/%s exists and is a JSON object of strings', (language, namespace) => {
    expect(existsSync(filePath(language, namespace)), `${language}/${namespace} is missing`).toBe(true);
    const json = readJson(language, namespace);
    expect(json).toBeTypeOf('object');
    expect(Array.isArray(json)).toBe(false);
    for (const [key, value] of flatten(json)) expect(value, `${language}/${namespace}:${key}`).toBeTypeOf('string');
  });

  it.each(everyOtherFile)('keeps %s/%s readable: 2-space JSON, real UTF-8, trailing newline', (language, namespace) => {
    const text = readText(language, namespace);
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(text).not.toMatch(/\\u[0-9a-fA-F]{4}/);
  });
});

/* ------------------------------------------------------------------ keys and plurals */

describe('keys', () => {
  it.each(everyOtherFile)('has the same keys as English in %s/%s', (language, namespace) => {
    const expected = new Set([...english(namespace).keys()].map(baseKey));
    const actual = new Set([...flatten(readJson(language, namespace)).keys()].map(baseKey));
    expect([...actual].sort()).toEqual([...expected].sort());
  });

  it.each(everyFile)('gives every plural in %s/%s each form the language needs, and no others', (language, namespace) => {
    const needed = [...pluralCategories(language)].sort();
    const keys = [...flatten(readJson(language, namespace)).keys()];
    for (const base of englishPluralBases(namespace)) {
      const present = keys.filter((k) => PLURAL_SUFFIX.test(k) && baseKey(k) === base).map((k) => categoryOf(k)!);
      expect(present.sort(), `${language}/${namespace}:${base}`).toEqual(needed);
    }
  });

  it('uses the plural categories of CLDR for each language', () => {
    // Guards the expectations above against a Node/ICU that resolves fewer forms than the browser.
    expect(pluralCategories('ar').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralCategories('fr').sort()).toEqual(['many', 'one', 'other']);
    expect(pluralCategories('hi').sort()).toEqual(['one', 'other']);
    expect(pluralCategories('en_US').sort()).toEqual(['one', 'other']);
    expect(pluralCategories('en_IN').sort()).toEqual(['one', 'other']);
  });
});

/* ------------------------------------------------------------------ placeholders */

describe('interpolation', () => {
  it.each(everyOtherFile)('keeps every {{placeholder}} of English in %s/%s', (language, namespace) => {
    const expectedByBase = new Map<string, Set<string>>();
    for (const [key, value] of english(namespace)) {
      const set = expectedByBase.get(baseKey(key)) ?? new Set<string>();
      for (const p of placeholders(String(value))) set.add(p);
      expectedByBase.set(baseKey(key), set);
    }
    for (const [key, value] of flatten(readJson(language, namespace))) {
      const expected = expectedByBase.get(baseKey(key));
      if (!expected) continue; // an unknown key is reported by the key test
      const found = placeholders(String(value));
      const category = categoryOf(key);
      const mayOmitCount = category !== undefined && (EXACT_NUMBER_CATEGORIES[language] ?? []).includes(category);
      for (const p of expected) {
        if (p === 'count' && mayOmitCount) continue;
        expect(found, `${language}/${namespace}:${key} = ${JSON.stringify(value)}`).toContain(p);
      }
      for (const p of found) {
        expect(expected, `${language}/${namespace}:${key} adds {{${p}}}`).toContain(p);
      }
    }
  });
});

/* ------------------------------------------------------------------ real translations */

describe('translated copy', () => {
  const everyTranslatedFile = TRANSLATED.flatMap((language) => NAMESPACES.map((namespace) => [language, namespace] as const));

  it.each(everyTranslatedFile)('has no empty values in %s/%s', (language, namespace) => {
    for (const [key, value] of flatten(readJson(language, namespace))) {
      expect(String(value).trim(), `${language}/${namespace}:${key}`).not.toBe('');
    }
  });

  it.each(NAMESPACES)('writes Hindi in Devanagari without English words in hi/%s', (namespace) => {
    for (const [key, value] of flatten(readJson('hi', namespace))) {
      const words = wording(String(value));
      if (!words) continue; // only placeholders, kept names or symbols
      expect(words, `hi/${namespace}:${key}`).toMatch(/\p{Script=Devanagari}/u);
      expect(words, `hi/${namespace}:${key}`).not.toMatch(/\p{Script=Latin}/u);
    }
  });

  it.each(NAMESPACES)('writes Arabic in Arabic script without English words in ar/%s', (namespace) => {
    for (const [key, value] of flatten(readJson('ar', namespace))) {
      const words = wording(String(value));
      if (!words) continue;
      expect(words, `ar/${namespace}:${key}`).toMatch(/\p{Script=Arabic}/u);
      expect(words, `ar/${namespace}:${key}`).not.toMatch(/\p{Script=Latin}/u);
    }
  });

  it.each(NAMESPACES)('does not leave English copy in fr/%s', (namespace) => {
    const en = english(namespace);
    for (const [key, value] of flatten(readJson('fr', namespace))) {
      if (FRENCH_SAME_AS_ENGLISH.has(`${namespace}:${key}`)) continue;
      const source = en.get(key);
      if (source === undefined) continue; // a French-only plural form (_many) has no English twin
      expect(value, `fr/${namespace}:${key}`).not.toBe(source);
    }
  });

  it('allows French to match English only for keys that still exist', () => {
    for (const entry of FRENCH_SAME_AS_ENGLISH) {
      const [namespace, key] = entry.split(':') as [Namespace, string];
      expect(english(namespace).has(key), entry).toBe(true);
      expect(flatten(readJson('fr', namespace)).get(key), entry).toBe(english(namespace).get(key));
    }
  });
});

/* ------------------------------------------------------------------ HTTP */

describe('GET /translations/:language/:namespace/translation.json', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves a namespace as the JSON on disk', async () => {
    const res = await get('/translations/ar/common/translation.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(readJson('ar', 'common'));
  });

  it('answers 404 naming an unsupported language', async () => {
    const res = await get('/translations/xx/common/translation.json');
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ response_code: 404, response_body: null });
    expect(body(res).response_message).toContain('"xx"');
  });

  it('answers 404 for an unknown namespace', async () => {
    const res = await get('/translations/en/nope/translation.json');
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toContain('"nope"');
  });

  it('answers 304 when the client already has the current version', async () => {
    const first = await get('/translations/hi/header/translation.json');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toBeTypeOf('string');
    const second = await get('/translations/hi/header/translation.json', { 'if-none-match': String(etag) });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});
