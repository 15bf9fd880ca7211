import { and, asc, eq } from 'drizzle-orm';
import {
  DEFAULT_CURRENCY,
  DEFAULT_FOOTER_SETTINGS,
  DEFAULT_HEADER_SETTINGS,
  DEFAULT_PAGE_SETTINGS,
  type Language,
  type PageSettings,
  type SectionSettings,
  type StoreImages,
  type StoreSettings,
  type ValidateStoreResult,
  paymentOptionsOf,
} from '@bazaar/contracts';
import { paymentMethods, storeCurrencies, storeImages, storeLanguages, storePageSettings } from '../../db/schema';
import { postalCodeRules } from '../../lib/postal-code';
import type { RequestContext, StoreRow } from '../../plugins/store-context';

/** Owns a store's look, currency, languages and logos. */

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  en_US: 'English (US)',
  en_IN: 'English (India)',
  hi: 'हिन्दी',
  ar: 'العربية',
  fr: 'Français',
};
const RTL = new Set(['ar']);

export const validationResult = (store: StoreRow): ValidateStoreResult => ({
  name: store.name,
  store_display_name: store.displayName,
  store_status: store.status,
});

/** A store's own value when it has one, otherwise the default. */
const pick = <T extends Record<string, string>>(own: Partial<Record<keyof T, string>>, fallback: T): T =>
  Object.fromEntries(Object.entries(fallback).map(([k, v]) => [k, own[k as keyof T]?.trim() || v])) as T;

type PageRow = typeof storePageSettings.$inferSelect;

function themed(row: PageRow | undefined, theme: 'light' | 'dark') {
  const r = row ?? ({} as Partial<PageRow>);
  const page: PageSettings = pick<PageSettings>(
    {
      bg_color: r.bgColor,
      fg_color: r.fgColor,
      btn_primary_bg_color: r.btnPrimaryBgColor,
      btn_primary_fg_color: r.btnPrimaryFgColor,
      btn_secondary_bg_color: r.btnSecondaryBgColor,
      btn_secondary_fg_color: r.btnSecondaryFgColor,
      btn_tertiary_bg_color: r.btnTertiaryBgColor,
      btn_tertiary_fg_color: r.btnTertiaryFgColor,
      google_analytics_tag: r.googleAnalyticsTag,
    },
    DEFAULT_PAGE_SETTINGS[theme],
  );
  const header: SectionSettings = pick({ bg_color: r.headerBgColor, fg_color: r.headerFgColor }, DEFAULT_HEADER_SETTINGS[theme]);
  const footer: SectionSettings = pick({ bg_color: r.footerBgColor, fg_color: r.footerFgColor }, DEFAULT_FOOTER_SETTINGS[theme]);
  return { page, header, footer };
}

export async function getStoreSettings(ctx: RequestContext): Promise<StoreSettings> {
  const storeId = ctx.store.id;
  const [pages, currencies, methods] = await Promise.all([
    ctx.db.select().from(storePageSettings).where(eq(storePageSettings.storeId, storeId)),
    ctx.db.select().from(storeCurrencies).where(eq(storeCurrencies.storeId, storeId)).orderBy(asc(storeCurrencies.position)),
    ctx.db
      .select({ provider: paymentMethods.provider })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.storeId, storeId), eq(paymentMethods.isActive, true))),
  ]);
  const light = themed(
    pages.find((p) => p.theme === 'light'),
    'light',
  );
  const dark = themed(
    pages.find((p) => p.theme === 'dark'),
    'dark',
  );
  return {
    store_id: storeId,
    store_currency: currencies.length
      ? currencies.map((c) => ({
          id: c.id,
          name: c.name,
          symbol: c.symbol,
          iso_code: c.isoCode,
          fractional_unit: c.fractionalUnit,
          number_to_basic: c.numberToBasic,
          store_id: c.storeId,
        }))
      : [{ id: 0, store_id: storeId, ...DEFAULT_CURRENCY }],
    store_page_settings: { light: light.page, dark: dark.page },
    store_header_settings: { light: light.header, dark: dark.header },
    store_footer_settings: { light: light.footer, dark: dark.footer },
    store_delivery_settings: {
      delivery_fee: ctx.store.deliveryFeeMinor / ctx.store.minorPerMain,
      free_delivery_from: ctx.store.freeDeliveryFromMinor / ctx.store.minorPerMain,
    },
    store_postal_code_settings: postalCodeRules(ctx.store),
    // What the checkout will offer, so pages advertise no way to pay the store does not take.
    store_payment_options: paymentOptionsOf(methods.map((m) => m.provider)),
  };
}

export async function listLanguages(ctx: RequestContext, page: number): Promise<{ data: Language[]; total: number }> {
  const rows = await ctx.db.select().from(storeLanguages).where(eq(storeLanguages.storeId, ctx.store.id)).orderBy(asc(storeLanguages.position));
  const all: Language[] = rows.map((r) => ({
    language_code: r.languageCode as Language['language_code'],
    language_name: LANGUAGE_NAMES[r.languageCode] ?? r.languageCode,
    writing_script_direction: RTL.has(r.languageCode) ? 'RTL' : 'LTR',
    status: r.status,
    is_default: r.isDefault,
  }));
  // A store has at most six languages; page_number -1 (the spec's call) asks for all of them.
  const size = 10;
  const data = page === -1 ? all : all.slice((page - 1) * size, page * size);
  return { data, total: all.length };
}

export async function getStoreImages(ctx: RequestContext): Promise<StoreImages> {
  const [row] = await ctx.db.select().from(storeImages).where(eq(storeImages.storeId, ctx.store.id)).limit(1);
  return { store_logo_path: row?.logoPath ?? null, store_logo_path_dark: row?.logoPathDark ?? null };
}
