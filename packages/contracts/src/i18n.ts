/** The languages and translation namespaces of spec §9. */
export const SUPPORTED_LANGUAGES = ['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';
export const RTL_LANGUAGES: readonly SupportedLanguage[] = ['ar'];

export const NAMESPACES = [
  'common',
  'home',
  'signup',
  'address',
  'wishlist',
  'cart',
  'user_profile',
  'order',
  'signin',
  'footer',
  'header',
  'product_details',
  'product_listing',
  'store_modal',
  'coupler',
  'user_details',
  'training_overview',
  'vendor_centric_flow',
  'vendor',
  'chat',
  'enquiry_form',
  'offer',
  'assistant',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const isSupportedLanguage = (v: unknown): v is SupportedLanguage => typeof v === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(v);
export const isNamespace = (v: unknown): v is Namespace => typeof v === 'string' && (NAMESPACES as readonly string[]).includes(v);
