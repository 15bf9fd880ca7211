import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

/** A tenant. Everything a store owns carries its id. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey(),
    realmName: text('realm_name').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    status: boolean('status').notNull().default(true),
    askAi: boolean('ask_ai').notNull().default(false),
    /** IANA zone the store's slots, dates and "today" are in. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** Ceiling on one-time codes the store sends per hour, whatever the addresses: a bound on its SMS bill. */
    otpHourlyLimit: integer('otp_hourly_limit').notNull().default(300),
    /** Delivery charge per vendor shipment of goods (minor units), waived from a shipment value up. */
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(0),
    freeDeliveryFromMinor: integer('free_delivery_from_minor').notNull().default(0),
    /** Chat masks phone numbers and e-mail addresses until the customer has ordered from the vendor. */
    chatMasksContacts: boolean('chat_masks_contacts').notNull().default(true),
    /**
     * The store's postal codes (spec: pincode): an anchored pattern a code must match, its length in
     * characters, and what shoppers call it (India: 6-digit PIN code; South Africa: 4-digit postal code).
     */
    postalCodePattern: text('postal_code_pattern').notNull().default('^[1-9][0-9]{5}$'),
    postalCodeLength: integer('postal_code_length').notNull().default(6),
    postalCodeLabel: text('postal_code_label', { enum: ['pin_code', 'postal_code', 'zip_code'] })
      .notNull()
      .default('pin_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stores_realm_name_uq').on(t.realmName)],
);

/** Host names a store answers on (souk.example.com); a request's Host picks its store. */
export const storeDomains = pgTable(
  'store_domains',
  {
    host: text('host').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [index('store_domains_store_idx').on(t.storeId)],
);

export const storeCurrencies = pgTable(
  'store_currencies',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    isoCode: text('iso_code').notNull(),
    fractionalUnit: text('fractional_unit').notNull(),
    numberToBasic: integer('number_to_basic').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('store_currencies_store_idx').on(t.storeId, t.position)],
);

/** Colours per theme. Empty strings mean "use the default" (spec §3). */
export const storePageSettings = pgTable(
  'store_page_settings',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    theme: text('theme', { enum: ['light', 'dark'] }).notNull(),
    bgColor: text('bg_color').notNull().default(''),
    fgColor: text('fg_color').notNull().default(''),
    btnPrimaryBgColor: text('btn_primary_bg_color').notNull().default(''),
    btnPrimaryFgColor: text('btn_primary_fg_color').notNull().default(''),
    btnSecondaryBgColor: text('btn_secondary_bg_color').notNull().default(''),
    btnSecondaryFgColor: text('btn_secondary_fg_color').notNull().default(''),
    btnTertiaryBgColor: text('btn_tertiary_bg_color').notNull().default(''),
    btnTertiaryFgColor: text('btn_tertiary_fg_color').notNull().default(''),
    googleAnalyticsTag: text('google_analytics_tag').notNull().default(''),
    headerBgColor: text('header_bg_color').notNull().default(''),
    headerFgColor: text('header_fg_color').notNull().default(''),
    footerBgColor: text('footer_bg_color').notNull().default(''),
    footerFgColor: text('footer_fg_color').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.theme] })],
);

export const storeLanguages = pgTable(
  'store_languages',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    status: integer('status').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.languageCode] }), index('store_languages_order_idx').on(t.storeId, t.position)],
);

export const storeImages = pgTable('store_images', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  logoPath: text('logo_path'),
  logoPathDark: text('logo_path_dark'),
});
