/**
 * The invoice's own words in English, Hindi and French (en_US and en_IN read the English). Arabic
 * invoices stay English for now: pdf-text lays every line out left to right, so a label and its
 * number would read in the wrong order; see README.
 */

export type InvoiceLanguage = 'en' | 'hi' | 'fr';

export type InvoiceWords = {
  locale: string;
  title: string;
  document: string;
  invoiceNo: string;
  orderNo: string;
  orderDate: string;
  soldBy: string;
  billTo: string;
  deliverTo: string;
  item: string;
  qty: string;
  unitPrice: string;
  amount: string;
  subTotal: string;
  discount: string;
  delivery: string;
  total: string;
  free: string;
  quoted: string;
  /** {currency} and {store} are filled in. */
  footer: string;
};

const WORDS: Record<InvoiceLanguage, InvoiceWords> = {
  en: {
    locale: 'en-IN',
    title: 'INVOICE',
    document: 'Invoice',
    invoiceNo: 'Invoice no.',
    orderNo: 'Order no.',
    orderDate: 'Order date',
    soldBy: 'Sold by',
    billTo: 'Bill to',
    deliverTo: 'Deliver to',
    item: 'Item',
    qty: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subTotal: 'Sub total',
    discount: 'Discount',
    delivery: 'Delivery charge',
    total: 'Total',
    free: 'Free item',
    quoted: 'Price to be quoted by the vendor',
    footer: 'Amounts in {currency}. Thank you for shopping with {store}.',
  },
  hi: {
    locale: 'hi-IN',
    title: 'इनवॉइस',
    document: 'इनवॉइस',
    invoiceNo: 'इनवॉइस सं.',
    orderNo: 'ऑर्डर सं.',
    orderDate: 'ऑर्डर की तारीख',
    soldBy: 'विक्रेता',
    billTo: 'बिल का पता',
    deliverTo: 'डिलीवरी का पता',
    item: 'आइटम',
    qty: 'मात्रा',
    unitPrice: 'इकाई मूल्य',
    amount: 'राशि',
    subTotal: 'उप-योग',
    discount: 'छूट',
    delivery: 'डिलीवरी शुल्क',
    total: 'कुल',
    free: 'मुफ़्त आइटम',
    quoted: 'कीमत विक्रेता बताएगा',
    footer: 'सभी राशियाँ {currency} में। {store} से ख़रीदारी के लिए धन्यवाद।',
  },
  fr: {
    locale: 'fr-FR',
    title: 'FACTURE',
    document: 'Facture',
    invoiceNo: 'Facture n°',
    orderNo: 'Commande n°',
    orderDate: 'Date de commande',
    soldBy: 'Vendu par',
    billTo: 'Facturer à',
    deliverTo: 'Livrer à',
    item: 'Article',
    qty: 'Qté',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subTotal: 'Sous-total',
    discount: 'Remise',
    delivery: 'Frais de livraison',
    total: 'Total',
    free: 'Article offert',
    quoted: 'Prix fixé par le vendeur',
    footer: 'Montants en {currency}. Merci de vos achats chez {store}.',
  },
};

export function invoiceLanguage(code: string | null | undefined): InvoiceLanguage {
  const base = (code ?? 'en').split('_')[0];
  return base === 'hi' || base === 'fr' ? base : 'en';
}

export const invoiceWords = (language: InvoiceLanguage = 'en'): InvoiceWords => WORDS[language];
