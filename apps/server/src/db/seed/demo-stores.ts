import type { PostalCodeRules } from '@bazaar/contracts';

/**
 * The demo stores a newcomer meets on first start. Later issues add vendors, products,
 * customers and orders to these stores through their own seed modules.
 */
export type DemoStore = {
  id: number;
  realmName: string;
  name: string;
  displayName: string;
  status: boolean;
  askAi: boolean;
  timeZone: string;
  /** What its shoppers' postal codes look like and are called. */
  postalCode: PostalCodeRules;
  currency: { name: string; symbol: string; isoCode: string; fractionalUnit: string; numberToBasic: number };
  languages: { code: string; status: number; isDefault: boolean }[];
  light: Record<string, string>;
  dark: Record<string, string>;
  logo: { mark: string; word: string; tagline: string; accent: string; ink: string; inkDark: string };
};

const allLanguages = (defaultCode: string, inactive: string[] = []) =>
  ['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr']
    .sort((a, b) => (a === defaultCode ? -1 : b === defaultCode ? 1 : 0))
    .map((code) => ({ code, status: inactive.includes(code) ? 0 : 1, isDefault: code === defaultCode }));

export const DEMO_STORES: DemoStore[] = [
  {
    id: 12,
    realmName: 'demo',
    timeZone: 'Asia/Kolkata',
    postalCode: { pattern: '^[1-9][0-9]{5}$', length: 6, label: 'pin_code' },
    name: 'chowk-bazaar',
    displayName: 'Chowk Bazaar',
    status: true,
    askAi: true,
    currency: { name: 'rupee', symbol: '₹', isoCode: 'INR', fractionalUnit: 'paise', numberToBasic: 100 },
    languages: allLanguages('en'),
    light: {
      bgColor: '#fffdf8',
      fgColor: '#1f1a17',
      btnPrimaryBgColor: '#b4490f',
      btnPrimaryFgColor: '#ffffff',
      btnSecondaryBgColor: '#fde8c8',
      btnSecondaryFgColor: '#6b2c06',
      btnTertiaryBgColor: '#fff6e8',
      btnTertiaryFgColor: '#8a3a0c',
      headerBgColor: '#ffffff',
      headerFgColor: '#1f1a17',
      footerBgColor: '#2b1d14',
      footerFgColor: '#f8efe6',
    },
    // Tertiary colours left empty on purpose: the defaults fill them (spec §3).
    dark: {
      bgColor: '#14100d',
      fgColor: '#f5ede4',
      btnPrimaryBgColor: '#f59e0b',
      btnPrimaryFgColor: '#1c1208',
      btnSecondaryBgColor: '#3a2a1d',
      btnSecondaryFgColor: '#fde8c8',
      headerBgColor: '#1f1712',
      headerFgColor: '#f5ede4',
      footerBgColor: '#0d0a08',
      footerFgColor: '#e7dccf',
    },
    logo: { mark: 'CB', word: 'Chowk Bazaar', tagline: '', accent: '#b4490f', ink: '#1f1a17', inkDark: '#f5ede4' },
  },
  {
    id: 13,
    realmName: 'souk',
    timeZone: 'Asia/Dubai',
    // South Africa (it sells in rand): 4-digit postal codes, 0001 (Pretoria) to 9999.
    postalCode: { pattern: '^[0-9]{4}$', length: 4, label: 'postal_code' },
    name: 'souk-al-waha',
    displayName: 'سوق الواحة',
    status: true,
    askAi: false,
    currency: { name: 'rand', symbol: 'R', isoCode: 'ZAR', fractionalUnit: 'cent', numberToBasic: 100 },
    languages: allLanguages('ar', ['hi', 'en_IN']),
    light: {
      bgColor: '#f7fbf9',
      fgColor: '#0b2b26',
      btnPrimaryBgColor: '#0f766e',
      btnPrimaryFgColor: '#ffffff',
      btnSecondaryBgColor: '#ccfbf1',
      btnSecondaryFgColor: '#134e4a',
      btnTertiaryBgColor: '#f0fdfa',
      btnTertiaryFgColor: '#115e59',
      headerBgColor: '#134e4a',
      headerFgColor: '#f0fdfa',
      footerBgColor: '#042f2e',
      footerFgColor: '#ccfbf1',
    },
    dark: {
      bgColor: '#03201d',
      fgColor: '#e6fffa',
      btnPrimaryBgColor: '#2dd4bf',
      btnPrimaryFgColor: '#042f2e',
      btnSecondaryBgColor: '#134e4a',
      btnSecondaryFgColor: '#ccfbf1',
      btnTertiaryBgColor: '#0b3b36',
      btnTertiaryFgColor: '#99f6e4',
      headerBgColor: '#042f2e',
      headerFgColor: '#e6fffa',
      footerBgColor: '#021a18',
      footerFgColor: '#99f6e4',
    },
    // The header is dark teal in both themes, so both logos use light ink.
    logo: { mark: 'و', word: 'سوق الواحة', tagline: 'Souk Al Waha', accent: '#14b8a6', ink: '#f0fdfa', inkDark: '#e6fffa' },
  },
  {
    // A store its owner has paused: shows the maintenance page.
    id: 14,
    realmName: 'atelier',
    timeZone: 'Europe/Paris',
    postalCode: { pattern: '^[0-9]{5}$', length: 5, label: 'postal_code' },
    name: 'atelier-noor',
    displayName: 'Atelier Noor',
    status: false,
    askAi: false,
    currency: { name: 'euro', symbol: '€', isoCode: 'EUR', fractionalUnit: 'cent', numberToBasic: 100 },
    languages: allLanguages('fr', ['hi', 'en_IN', 'en_US']),
    light: { btnPrimaryBgColor: '#6d28d9', btnPrimaryFgColor: '#ffffff' },
    dark: {},
    logo: { mark: 'AN', word: 'Atelier Noor', tagline: '', accent: '#6d28d9', ink: '#1e1b2e', inkDark: '#ede9fe' },
  },
];
