import type { Language } from '@bazaar/contracts';
import { FALLBACK_LANGUAGE } from '@bazaar/contracts/i18n';

export type LanguageChoice = { language: string; direction: 'rtl' | 'ltr'; reload: boolean };

export const directionOf = (code: string, languages: Language[]): 'rtl' | 'ltr' =>
  languages.find((l) => l.language_code === code)?.writing_script_direction === 'RTL' ? 'rtl' : 'ltr';

/**
 * Spec §4 Language: the saved language must be one of the store's active ones; an invalid saved
 * value gives way to the store's default and the page reloads. Only status 1 counts as active.
 */
export function chooseLanguage(saved: string | null, languages: Language[]): LanguageChoice {
  const active = languages.filter((l) => l.status === 1);
  const fallback = active.find((l) => l.is_default)?.language_code ?? active[0]?.language_code ?? FALLBACK_LANGUAGE;
  if (saved && active.some((l) => l.language_code === saved)) {
    return { language: saved, direction: directionOf(saved, languages), reload: false };
  }
  return { language: fallback, direction: directionOf(fallback, languages), reload: saved !== null };
}
