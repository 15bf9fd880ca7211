import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, isSupportedLanguage, NAMESPACES, SUPPORTED_LANGUAGES } from '@bazaar/contracts/i18n';
import { storage } from '@/lib/storage';
import { fetchBackend } from '@/lib/translation-backend';

export const TRANSLATION_PATH = '/translations/{{lng}}/{{ns}}/translation.json';

/** The language to start in before the store's languages arrive: the saved one, else English. */
export function initialLanguage(): string {
  const saved = storage.get('ln');
  return isSupportedLanguage(saved) ? saved : FALLBACK_LANGUAGE;
}

/**
 * i18next over HTTP (spec §9): one file per language and namespace, fallback en. The backend
 * retries 5xx and network failures and treats 4xx as final, as §8 asks.
 */
export function initI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(fetchBackend(TRANSLATION_PATH))
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      ns: ['common', 'header', 'footer'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18n;
}

export const KNOWN_NAMESPACES = NAMESPACES;
