import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAMESPACES, SUPPORTED_LANGUAGES } from '@bazaar/contracts';

export const TRANSLATIONS_DIR = fileURLToPath(new URL('../../../../../translations', import.meta.url));

/**
 * All translation files, read once at start: 6 languages × 19 namespaces of small JSON.
 * Serving from memory keeps the hot path free of disk reads; the body is kept as text with its ETag.
 */
export function loadTranslations(dir = TRANSLATIONS_DIR): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of SUPPORTED_LANGUAGES) {
    for (const namespace of NAMESPACES) {
      const text = readFileSync(join(dir, language, namespace, 'translation.json'), 'utf8');
      JSON.parse(text); // a broken file stops the start, not a page
      files.set(`${language}/${namespace}`, text);
    }
  }
  return files;
}
