import type { Currency, PageSettings, SectionSettings } from './store';

/** Used wherever a store leaves a value empty (spec §3). The web app's CSS starts from the same values. */
export const DEFAULT_PAGE_SETTINGS: { light: PageSettings; dark: PageSettings } = {
  light: {
    bg_color: '#ffffff',
    fg_color: '#111827',
    btn_primary_bg_color: '#4b5563',
    btn_primary_fg_color: '#ffffff',
    btn_secondary_bg_color: '#e5e7eb',
    btn_secondary_fg_color: '#111827',
    btn_tertiary_bg_color: '#f9fafb',
    btn_tertiary_fg_color: '#374151',
    google_analytics_tag: '',
  },
  dark: {
    bg_color: '#111827',
    fg_color: '#f9fafb',
    btn_primary_bg_color: '#9ca3af',
    btn_primary_fg_color: '#111827',
    btn_secondary_bg_color: '#374151',
    btn_secondary_fg_color: '#f9fafb',
    btn_tertiary_bg_color: '#1f2937',
    btn_tertiary_fg_color: '#e5e7eb',
    google_analytics_tag: '',
  },
};

export const DEFAULT_HEADER_SETTINGS: { light: SectionSettings; dark: SectionSettings } = {
  light: { bg_color: '#ffffff', fg_color: '#111827' },
  dark: { bg_color: '#111827', fg_color: '#f9fafb' },
};

export const DEFAULT_FOOTER_SETTINGS: { light: SectionSettings; dark: SectionSettings } = {
  light: { bg_color: '#111827', fg_color: '#f9fafb' },
  dark: { bg_color: '#030712', fg_color: '#e5e7eb' },
};

/** Default currency: rupee, INR, paise, 100 (spec §3, §9). */
export const DEFAULT_CURRENCY: Omit<Currency, 'id' | 'store_id'> = {
  name: 'rupee',
  symbol: '₹',
  iso_code: 'INR',
  fractional_unit: 'paise',
  number_to_basic: 100,
};
