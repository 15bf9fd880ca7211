import { usePrefetchQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@bazaar/contracts/store-defaults';
import { storage } from '@/lib/storage';
import { applyThemeMode, readThemePreference, resolveTheme, type ThemePreference } from '@/lib/theme-preference';
import { contentSettingsQueryOptions, useContentSettings } from '../api/content-settings';
import { languagesQueryOptions, useLanguages } from '../api/languages';
import { storeImagesQueryOptions, useStoreImages } from '../api/store-images';
import { useValidateStore, validateStoreQueryOptions } from '../api/validate-store';
import { StoreContext, type StoreState } from '@/lib/store-context';
import { chooseLanguage, directionOf } from '../store-language';
import { applyStoreTheme } from '../store-theme';
import { ErrorPage } from './error-page';
import { FullScreenSpinner } from './full-screen-spinner';
import { MaintenancePage } from './maintenance-page';

/**
 * Spec §4 store start-up: check the store, load its settings, languages and logos (in parallel),
 * then show the shop, the maintenance page or the error page.
 *
 * The four requests start while this renders, before anything here can suspend on the start-up
 * translations: queries of a component that suspends start only once it can show, so they used to
 * wait for the translation files (one more round trip before the first paint on a phone). The
 * logos are waited for too, so the header does not change size when they arrive.
 */
export function StoreGate({ realm, children }: { realm: string; children: ReactNode }) {
  usePrefetchQuery(validateStoreQueryOptions(realm));
  usePrefetchQuery(contentSettingsQueryOptions(realm));
  usePrefetchQuery(languagesQueryOptions(realm));
  usePrefetchQuery(storeImagesQueryOptions(realm));
  const { i18n } = useTranslation();
  const validate = useValidateStore(realm);
  const settings = useContentSettings(realm);
  const languages = useLanguages(realm);
  const images = useStoreImages(realm);
  const [themePreference, setPreference] = useState<ThemePreference>(readThemePreference);
  const themeMode = resolveTheme(themePreference);

  const choice = useMemo(() => (languages.data ? chooseLanguage(storage.get('ln'), languages.data) : null), [languages.data]);

  // Language, direction and colours are set in layout effects, before the shop's first paint: a
  // passive effect runs a frame later (Preact), after the page had been drawn once without them.
  useLayoutEffect(() => {
    if (!choice || !languages.data) return;
    storage.set('ln', choice.language);
    storage.set('direction', choice.direction);
    if (choice.reload) {
      window.location.reload();
      return;
    }
    document.documentElement.lang = choice.language.replace('_', '-');
    document.documentElement.dir = choice.direction;
    if (i18n.language !== choice.language) void i18n.changeLanguage(choice.language);
  }, [choice, languages.data, i18n]);

  useLayoutEffect(() => {
    if (!settings.data) return;
    applyStoreTheme(settings.data);
    storage.set('primary', settings.data.store_page_settings.light.btn_primary_bg_color);
  }, [settings.data]);

  useLayoutEffect(() => applyThemeMode(themeMode), [themeMode]);

  useEffect(() => {
    if (!validate.data) return;
    document.title = `online store | ${validate.data.store_display_name}`;
    storage.set('realm_name', realm);
    storage.set('store_name', validate.data.store_display_name);
  }, [validate.data, realm]);

  const setThemePreference = useCallback((preference: ThemePreference) => {
    storage.set('theme', preference);
    setPreference(preference);
  }, []);

  const changeLanguage = useCallback(
    (code: string) => {
      storage.set('ln', code);
      storage.set('direction', directionOf(code, languages.data ?? []));
      window.location.reload();
    },
    [languages.data],
  );

  if (validate.isPending) return <FullScreenSpinner />;
  if (validate.isError) return <ErrorPage />;
  if (!validate.data.store_status) {
    return <MaintenancePage images={images.data} loadingLogo={images.isPending} storeName={validate.data.store_display_name} />;
  }
  if (settings.isError || languages.isError) return <ErrorPage />;
  if (settings.isPending || languages.isPending || images.isPending || !choice || choice.reload) return <FullScreenSpinner />;

  const currency = settings.data.store_currency[0] ?? DEFAULT_CURRENCY;
  const state: StoreState = {
    realm,
    store: validate.data,
    settings: settings.data,
    currency,
    languages: languages.data,
    language: choice.language,
    images: images.data,
    themePreference,
    themeMode,
    setThemePreference,
    changeLanguage,
  };
  return <StoreContext.Provider value={state}>{children}</StoreContext.Provider>;
}
