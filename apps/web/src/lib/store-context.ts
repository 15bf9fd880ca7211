import { createContext, useContext } from 'react';
import type { Currency, Language, StoreImages, StoreSettings, ValidateStoreResult } from '@bazaar/contracts';
import type { ThemeMode, ThemePreference } from '@/lib/theme-preference';

export type StoreState = {
  realm: string;
  store: ValidateStoreResult;
  settings: StoreSettings;
  currency: Pick<Currency, 'symbol' | 'iso_code' | 'fractional_unit' | 'number_to_basic'>;
  languages: Language[];
  language: string;
  images: StoreImages | undefined;
  themePreference: ThemePreference;
  themeMode: ThemeMode;
  setThemePreference: (preference: ThemePreference) => void;
  changeLanguage: (code: string) => void;
};

export const StoreContext = createContext<StoreState | null>(null);

export function useStore(): StoreState {
  const value = useContext(StoreContext);
  if (!value) throw new Error('useStore must be used inside the store bootstrap');
  return value;
}

/** The logo for the current theme, as a URL on the public files route. */
export function logoUrl(images: StoreImages | undefined, mode: ThemeMode): string | null {
  const path = mode === 'dark' ? (images?.store_logo_path_dark ?? images?.store_logo_path) : images?.store_logo_path;
  return path ? `/files/${path.replace(/^\/+/, '')}` : null;
}
