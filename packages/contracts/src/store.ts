import { z } from 'zod';
import { envelope } from './envelope';
import { PAYMENT_OPTIONS } from './checkout-rules';
import { intParam, LanguageCode, PageQuery, RealmName } from './params';
import { POSTAL_CODE_LABELS } from './postal-code';

/* ---- validate-store (§7) ---- */
export const ValidateStoreQuery = z.object({
  'store-realmname': RealmName,
  'language-code': LanguageCode.optional(),
});
export const ValidateStoreResult = z.object({
  name: z.string(),
  store_display_name: z.string(),
  store_status: z.boolean(),
});
export type ValidateStoreResult = z.infer<typeof ValidateStoreResult>;
export const ValidateStoreResponse = envelope(ValidateStoreResult);

/* ---- content-settings (§3 store settings) ---- */
export const ContentSettingsQuery = PageQuery.extend({
  'store-id': intParam('store-id', { min: 1 }).optional(),
  'language-code': LanguageCode.optional(),
});

export const Currency = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  iso_code: z.string(),
  fractional_unit: z.string(),
  number_to_basic: z.number().int(),
  store_id: z.number().int(),
});
export type Currency = z.infer<typeof Currency>;

export const PageSettings = z.object({
  bg_color: z.string(),
  fg_color: z.string(),
  btn_primary_bg_color: z.string(),
  btn_primary_fg_color: z.string(),
  btn_secondary_bg_color: z.string(),
  btn_secondary_fg_color: z.string(),
  btn_tertiary_bg_color: z.string(),
  btn_tertiary_fg_color: z.string(),
  google_analytics_tag: z.string(),
});
export type PageSettings = z.infer<typeof PageSettings>;

export const SectionSettings = z.object({ bg_color: z.string(), fg_color: z.string() });
export type SectionSettings = z.infer<typeof SectionSettings>;

const Themed = <T extends z.ZodType>(s: T) => z.object({ light: s, dark: s });

export const StoreSettings = z.object({
  store_id: z.number().int(),
  store_currency: z.array(Currency),
  store_page_settings: Themed(PageSettings),
  store_header_settings: Themed(SectionSettings),
  store_footer_settings: Themed(SectionSettings),
  /** Delivery per vendor that ships goods, in the main unit; free from free_delivery_from (0: never free). */
  store_delivery_settings: z.object({ delivery_fee: z.number(), free_delivery_from: z.number() }),
  /**
   * The store's postal codes (spec: pincode): the anchored pattern a code matches, its length and
   * what shoppers call it (pin_code: India's 6-digit PIN code; postal_code; zip_code).
   */
  store_postal_code_settings: z.object({ pattern: z.string(), length: z.number().int(), label: z.enum(POSTAL_CODE_LABELS) }),
  /** What shoppers can pay with here, from the store's active payment methods (card, upi, cash_on_delivery…). */
  store_payment_options: z.array(z.enum(PAYMENT_OPTIONS)),
});
export type StoreSettings = z.infer<typeof StoreSettings>;

export const ContentSettingsResponse = envelope(z.object({ store_settings_data: z.array(StoreSettings), total: z.number().int() }));

/* ---- languages (§3 Language) ---- */
export const LanguagesQuery = z.object({
  'language-code': LanguageCode.optional(),
  page_number: intParam('page_number', { min: 1, allow: [-1] }).optional(),
  'realm-name': RealmName.optional(),
});
export const Language = z.object({
  language_code: LanguageCode,
  language_name: z.string(),
  writing_script_direction: z.enum(['RTL', 'LTR']),
  status: z.number().int(),
  is_default: z.boolean(),
});
export type Language = z.infer<typeof Language>;
export const LanguagesResponse = envelope(z.object({ data: z.array(Language), total: z.number().int() }));

/* ---- store images ---- */
export const StoreImages = z.object({
  store_logo_path: z.string().nullable(),
  store_logo_path_dark: z.string().nullable(),
});
export type StoreImages = z.infer<typeof StoreImages>;
export const StoreImagesResponse = envelope(StoreImages);

/* ---- AI configuration ---- */
export const AiConfigurationResponse = envelope(z.object({ ai_configuration: z.array(z.object({ ask_ai: z.boolean() })) }));
