import { vi } from 'vitest';
import type { Language, StoreSettings, ValidateStoreResult } from '@bazaar/contracts';
import { DEFAULT_FOOTER_SETTINGS, DEFAULT_HEADER_SETTINGS, DEFAULT_PAGE_SETTINGS } from '@bazaar/contracts/store-defaults';
import type { StoreState } from '@/lib/store-context';

/** Realistic store data for tests, shaped like the server's responses (packages/contracts/src/store.ts). */
export const fakeStore: ValidateStoreResult = { name: 'demo', store_display_name: 'Demo Bazaar', store_status: true };

export function fakeSettings(): StoreSettings {
  return structuredClone({
    store_id: 12,
    store_currency: [{ id: 1, name: 'rand', symbol: 'R', iso_code: 'ZAR', fractional_unit: 'cent', number_to_basic: 100, store_id: 12 }],
    store_page_settings: {
      light: { ...DEFAULT_PAGE_SETTINGS.light, btn_primary_bg_color: '#0f766e' },
      dark: { ...DEFAULT_PAGE_SETTINGS.dark, btn_primary_bg_color: '#14b8a6' },
    },
    store_header_settings: DEFAULT_HEADER_SETTINGS,
    store_footer_settings: DEFAULT_FOOTER_SETTINGS,
    store_delivery_settings: { delivery_fee: 45, free_delivery_from: 500 },
    store_postal_code_settings: { pattern: '^[1-9][0-9]{5}$', length: 6, label: 'pin_code' },
    store_payment_options: ['cash_on_delivery', 'card', 'upi'],
  });
}

/** The souk store's settings: South Africa's 4-digit postal codes, and only cash on delivery and cards. */
export function southAfricanSettings(): StoreSettings {
  return {
    ...fakeSettings(),
    store_postal_code_settings: { pattern: '^[0-9]{4}$', length: 4, label: 'postal_code' },
    store_payment_options: ['cash_on_delivery', 'card'],
  };
}

export const language = (language_code: Language['language_code'], extra: Partial<Language> = {}): Language => ({
  language_code,
  language_name: language_code,
  writing_script_direction: language_code === 'ar' ? 'RTL' : 'LTR',
  status: 1,
  is_default: false,
  ...extra,
});

export const fakeLanguages: Language[] = [language('en', { is_default: true }), language('ar'), language('fr')];

/** The value StoreGate provides, for rendering pages without it. */
export function fakeStoreState(overrides: Partial<StoreState> = {}): StoreState {
  return {
    realm: 'demo',
    store: fakeStore,
    settings: fakeSettings(),
    currency: { symbol: 'R', iso_code: 'ZAR', fractional_unit: 'cent', number_to_basic: 100 },
    languages: fakeLanguages,
    language: 'en',
    images: { store_logo_path: 'stores/demo/logo.png', store_logo_path_dark: null },
    themePreference: 'light',
    themeMode: 'light',
    setThemePreference: vi.fn(),
    changeLanguage: vi.fn(),
    ...overrides,
  };
}
