import type { ItemNotice } from './item-notices';

/**
 * The words of an item notice in the customer's language (their preference, else the store's
 * default): English, Hindi, Arabic and French; en_US and en_IN read the English. Amounts are
 * written with Intl in the order's currency for that language.
 */

type Lang = 'en' | 'hi' | 'ar' | 'fr';
type Words = {
  subject: string;
  what: string;
  accepted: string;
  delivered: string;
  replacing: string;
  replaceRefused: string;
  returnRefused: string;
  rejected: string;
  cancelled: string;
  requested: string;
  returned: string;
  other: string;
  handedBack: string;
  owed: string;
  refunding: string;
};

const WORDS: Record<Lang, Words> = {
  en: {
    subject: 'Your {store} order {order}',
    what: '{product} (order {order})',
    accepted: '{vendor} has accepted {what} and is getting it ready.',
    delivered: '{what} has been delivered. We hope you enjoy it.',
    replacing: '{vendor} is sending a replacement for {what}.',
    replaceRefused: '{vendor} could not replace {what}. See the order for their note.',
    returnRefused: '{vendor} could not accept the return of {what}; it stays yours. See the order for their note.',
    rejected: '{vendor} cannot supply {what}, so it has been cancelled.{refund}',
    cancelled: '{what} has been cancelled as you asked.{refund}',
    requested: 'We have passed your request about {what} to {vendor}; you will hear from us when they answer.',
    returned: '{vendor} has accepted the return of {what}.{refund}',
    other: '{what} is now {status}.',
    handedBack: '{vendor} has recorded handing back {amount} in cash for {what}.',
    owed: ' {amount} will be handed back to you by {vendor}.',
    refunding: ' {amount} is being refunded to the way you paid.',
  },
  hi: {
    subject: 'आपका {store} ऑर्डर {order}',
    what: '{product} (ऑर्डर {order})',
    accepted: '{vendor} ने {what} स्वीकार कर लिया है और उसे तैयार कर रहा है।',
    delivered: '{what} डिलीवर हो गया है। आशा है आपको पसंद आएगा।',
    replacing: '{vendor} {what} के बदले नया आइटम भेज रहा है।',
    replaceRefused: '{vendor} {what} को बदल नहीं सका। उनका नोट ऑर्डर में देखें।',
    returnRefused: '{vendor} {what} की वापसी स्वीकार नहीं कर सका; यह आपके पास ही रहेगा। उनका नोट ऑर्डर में देखें।',
    rejected: '{vendor} {what} उपलब्ध नहीं करा सकता, इसलिए इसे रद्द कर दिया गया है।{refund}',
    cancelled: 'आपके कहे अनुसार {what} रद्द कर दिया गया है।{refund}',
    requested: '{what} के बारे में आपका अनुरोध हमने {vendor} को भेज दिया है; उनका जवाब आते ही हम आपको बताएँगे।',
    returned: '{vendor} ने {what} की वापसी स्वीकार कर ली है।{refund}',
    other: '{what} की स्थिति अब {status} है।',
    handedBack: '{vendor} ने {what} के लिए {amount} नकद लौटाना दर्ज किया है।',
    owed: ' {vendor} आपको {amount} लौटाएगा।',
    refunding: ' {amount} आपके भुगतान के तरीके पर लौटाया जा रहा है।',
  },
  ar: {
    subject: 'طلبك {order} من {store}',
    what: '{product} (الطلب {order})',
    accepted: 'قبل {vendor} {what} ويجهّزه الآن.',
    delivered: 'تم توصيل {what}. نتمنى أن ينال إعجابك.',
    replacing: 'يرسل {vendor} بديلًا عن {what}.',
    replaceRefused: 'تعذّر على {vendor} استبدال {what}. راجع الطلب لقراءة ملاحظته.',
    returnRefused: 'تعذّر على {vendor} قبول إرجاع {what}؛ يبقى المنتج لك. راجع الطلب لقراءة ملاحظته.',
    rejected: 'لا يستطيع {vendor} توفير {what}، لذا أُلغي.{refund}',
    cancelled: 'أُلغي {what} كما طلبت.{refund}',
    requested: 'أرسلنا طلبك بشأن {what} إلى {vendor}؛ سنبلغك عندما يردّ.',
    returned: 'قبل {vendor} إرجاع {what}.{refund}',
    other: 'حالة {what} الآن: {status}.',
    handedBack: 'سجّل {vendor} أنه أعاد إليك {amount} نقدًا مقابل {what}.',
    owed: ' سيعيد إليك {vendor} مبلغ {amount}.',
    refunding: ' يجري استرداد {amount} إلى وسيلة الدفع التي استخدمتها.',
  },
  fr: {
    subject: 'Votre commande {store} n° {order}',
    what: '{product} (commande {order})',
    accepted: '{vendor} a accepté {what} et le prépare.',
    delivered: '{what} a été livré. Nous espérons qu’il vous plaira.',
    replacing: '{vendor} vous envoie un article de remplacement pour {what}.',
    replaceRefused: '{vendor} n’a pas pu remplacer {what}. Sa note figure dans la commande.',
    returnRefused: '{vendor} n’a pas pu accepter le retour de {what} ; l’article reste à vous. Sa note figure dans la commande.',
    rejected: '{vendor} ne peut pas fournir {what} : l’article a été annulé.{refund}',
    cancelled: '{what} a été annulé comme vous l’avez demandé.{refund}',
    requested: 'Nous avons transmis votre demande concernant {what} à {vendor} ; nous vous préviendrons dès sa réponse.',
    returned: '{vendor} a accepté le retour de {what}.{refund}',
    other: '{what} est maintenant : {status}.',
    handedBack: '{vendor} a enregistré vous avoir rendu {amount} en espèces pour {what}.',
    owed: ' {vendor} vous rendra {amount}.',
    refunding: ' {amount} vous est remboursé sur votre moyen de paiement.',
  },
};

const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', ar: 'ar', fr: 'fr-FR' };

export const noticeLanguage = (code: string | null | undefined): Lang => {
  const base = (code ?? 'en').split('_')[0] as Lang;
  return base in WORDS ? base : 'en';
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export type NoticeFacts = { store: string; orderId: number; product: string; vendor: string; currency: string };

/** The subject and body of the notice, in `lang`. */
export function noticeText(n: ItemNotice, facts: NoticeFacts, lang: Lang): { subject: string; body: string } {
  const w = WORDS[lang];
  const money = (amount: number) => new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: facts.currency }).format(amount);
  const order = String(facts.orderId);
  const what = fill(w.what, { product: facts.product, order });
  const refund = n.refund ? fill(n.refund.status === 'owed' ? w.owed : w.refunding, { amount: money(n.refund.amount), vendor: facts.vendor }) : '';
  const values = { what, vendor: facts.vendor, refund, status: n.to, amount: n.handedBack === undefined ? '' : money(n.handedBack) };
  const template = ((): string => {
    if (n.handedBack !== undefined) return w.handedBack;
    switch (n.to) {
      case 'InProgress':
        return w.accepted;
      case 'Fulfilled':
        if (n.request?.approved) return w.replacing;
        if (n.request?.kind === 'replacement') return w.replaceRefused;
        return n.request ? w.returnRefused : w.delivered;
      case 'Rejected':
        return w.rejected;
      case 'Cancelled':
        return w.cancelled;
      case 'Return':
        return w.requested;
      case 'Refund':
        return w.returned;
      default:
        return w.other;
    }
  })();
  return { subject: fill(w.subject, { store: facts.store, order }), body: fill(template, values) };
}
