import { ENQUIRY_STATUS, type EnquiryStatus, type SupportedLanguage } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { sendCustomerNotice, type Notifier } from '../notifier';
import type { EnquiryMove } from './enquiry-status.service';

/**
 * Tells the customer their enquiry moved, as the orders module tells them of their items: by
 * email when they have one, else by SMS (the demo lists them in its outbox), in their language
 * (their preference, else the store's default), unless they turned updates off in their
 * preferences. Sent after the move is committed and not awaited, so a slow mail server never
 * slows the vendor's click.
 */

type Words = { subject: string; inProgress: string; closed: string; rejected: string };

const ENGLISH: Words = {
  subject: 'Your {store} enquiry about {product}',
  inProgress: '{vendor} is now working on your enquiry about {product}. You can chat with them from My enquiries.',
  closed: '{vendor} has closed your enquiry about {product}. Their note: "{feedback}"',
  rejected: '{vendor} cannot take on your enquiry about {product}. Their note: "{feedback}"',
};

/** Every language of spec §9; American and Indian English read the English. */
const WORDS: Record<SupportedLanguage, Words> = {
  en: ENGLISH,
  en_US: ENGLISH,
  en_IN: ENGLISH,
  hi: {
    subject: '{product} के बारे में आपकी {store} पूछताछ',
    inProgress: '{vendor} अब {product} के बारे में आपकी पूछताछ पर काम कर रहा है। आप "मेरी पूछताछ" में उनसे चैट कर सकते हैं।',
    closed: '{vendor} ने {product} के बारे में आपकी पूछताछ बंद कर दी है। उनका नोट: "{feedback}"',
    rejected: '{vendor} {product} के बारे में आपकी पूछताछ स्वीकार नहीं कर सकता। उनका नोट: "{feedback}"',
  },
  ar: {
    subject: 'استفسارك في {store} عن {product}',
    inProgress: 'يعمل {vendor} الآن على استفسارك عن {product}. يمكنك محادثته من صفحة «استفساراتي».',
    closed: 'أغلق {vendor} استفسارك عن {product}. ملاحظته: «{feedback}»',
    rejected: 'لا يستطيع {vendor} تلبية استفسارك عن {product}. ملاحظته: «{feedback}»',
  },
  fr: {
    subject: 'Votre demande {store} concernant {product}',
    inProgress: '{vendor} traite maintenant votre demande concernant {product}. Vous pouvez lui écrire depuis « Mes demandes ».',
    closed: '{vendor} a clôturé votre demande concernant {product}. Sa note : « {feedback} »',
    rejected: '{vendor} ne peut pas donner suite à votre demande concernant {product}. Sa note : « {feedback} »',
  },
};

export const noticeLanguageOf = (code: string | null | undefined): SupportedLanguage => (code && code in WORDS ? (code as SupportedLanguage) : 'en');

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const TEMPLATE: Record<Exclude<EnquiryStatus, 1>, keyof Words> = {
  [ENQUIRY_STATUS.inProgress]: 'inProgress',
  [ENQUIRY_STATUS.closed]: 'closed',
  [ENQUIRY_STATUS.rejected]: 'rejected',
};

/** The notice's subject and body in `lang`. */
export function enquiryNoticeText(move: EnquiryMove, store: string, lang: SupportedLanguage): { subject: string; body: string } {
  const w = WORDS[lang];
  const values = { store, product: move.productName, vendor: move.vendorName, feedback: move.feedback ?? '' };
  return { subject: fill(w.subject, values), body: fill(w[TEMPLATE[move.to as Exclude<EnquiryStatus, 1>]], values) };
}

export function sendEnquiryNotice(db: Db, notifier: Notifier, store: { id: number; displayName: string }, move: EnquiryMove): void {
  sendCustomerNotice(db, notifier, store.id, async () => ({
    customerId: move.customerId,
    text: (language) => enquiryNoticeText(move, store.displayName, noticeLanguageOf(language)),
  }));
}
