import { and, eq } from 'drizzle-orm';
import type { SupportedLanguage } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { enquiries, offers } from '../../db/schema';
import { toMain } from '../catalogue';
import { sendCustomerNotice, type Notifier } from '../notifier';
import { storeCurrency } from '../store';

/**
 * Tells the customer of a vendor's new offer (issue #13), as the orders and enquiry notices tell
 * them of changes: by email when they have one, else by SMS, in their language (their
 * preference, else the store's default), unless they turned order updates off. An offer answers
 * the customer's own enquiry, so it is an update of theirs, not the store's "offers and deals"
 * marketing. Sent after the offer is committed and not awaited.
 */

type Words = { subject: string; body: string };

const ENGLISH: Words = {
  subject: '{vendor} has sent you an offer for {product}',
  body: '{vendor} offers {quantity} × {product} at {price} each, {total} in all, valid until {until}. Accept it from My enquiries to check out.',
};

const WORDS: Record<SupportedLanguage, Words> = {
  en: ENGLISH,
  en_US: ENGLISH,
  en_IN: ENGLISH,
  hi: {
    subject: '{vendor} ने आपको {product} के लिए एक प्रस्ताव भेजा है',
    body: '{vendor} आपको {product} × {quantity} {price} प्रति नग पर दे रहा है, कुल {total}, {until} तक मान्य। चेकआउट के लिए इसे "मेरी पूछताछ" से स्वीकार करें।',
  },
  ar: {
    subject: 'أرسل إليك {vendor} عرضًا على {product}',
    body: 'يعرض عليك {vendor} {product} × {quantity} بسعر {price} للقطعة، والمجموع {total}، ويسري العرض حتى {until}. اقبله من صفحة «استفساراتي» لإتمام الشراء.',
  },
  fr: {
    subject: '{vendor} vous a envoyé une offre pour {product}',
    body: '{vendor} vous propose {quantity} × {product} à {price} l’unité, soit {total} au total, valable jusqu’au {until}. Acceptez-la depuis « Mes demandes » pour passer commande.',
  },
};

const LOCALES: Record<SupportedLanguage, string> = { en: 'en-GB', en_US: 'en-US', en_IN: 'en-IN', hi: 'hi-IN', ar: 'ar', fr: 'fr-FR' };

export const offerNoticeLanguage = (code: string | null | undefined): SupportedLanguage => (code && code in WORDS ? (code as SupportedLanguage) : 'en');

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export type OfferNoticeFacts = {
  vendor: string;
  product: string;
  quantity: number;
  /** In the main unit of `currency`. */
  unitPrice: number;
  total: number;
  currency: string;
  validUntil: Date;
  timeZone: string;
};

/** The notice in `lang`: amounts in the store's currency and the end of validity on the store's clock, written the language's way. */
export function offerNoticeText(facts: OfferNoticeFacts, lang: SupportedLanguage): Words {
  const locale = LOCALES[lang];
  const money = (amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: facts.currency }).format(amount);
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: facts.timeZone }).format(facts.validUntil);
  const values = {
    vendor: facts.vendor,
    product: facts.product,
    quantity: new Intl.NumberFormat(locale).format(facts.quantity),
    price: money(facts.unitPrice),
    total: money(facts.total),
    until,
  };
  return { subject: fill(WORDS[lang].subject, values), body: fill(WORDS[lang].body, values) };
}

export function sendOfferNotice(db: Db, notifier: Notifier, store: { id: number; timeZone: string }, offerId: number): void {
  sendCustomerNotice(db, notifier, store.id, async () => {
    const [row] = await db
      .select({
        customerId: offers.customerId,
        vendor: enquiries.vendorName,
        product: enquiries.productName,
        quantity: offers.quantity,
        unitPriceMinor: offers.unitPriceMinor,
        validUntil: offers.validUntil,
      })
      .from(offers)
      .innerJoin(enquiries, eq(enquiries.id, offers.enquiryId))
      .where(and(eq(offers.id, offerId), eq(offers.storeId, store.id)))
      .limit(1);
    if (!row) return null;
    const currency = await storeCurrency(db, store.id);
    const main = (minor: number) => toMain(minor, currency.number_to_basic);
    const facts = {
      vendor: row.vendor,
      product: row.product,
      quantity: row.quantity,
      unitPrice: main(row.unitPriceMinor),
      total: main(row.unitPriceMinor * row.quantity),
      currency: currency.iso_code,
      validUntil: row.validUntil,
      timeZone: store.timeZone,
    };
    return { customerId: row.customerId, text: (language) => offerNoticeText(facts, offerNoticeLanguage(language)) };
  });
}
