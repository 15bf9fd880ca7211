/**
 * Store 12 (Chowk Bazaar, English) in Hindi: Devanagari, with the loanwords Indian shoppers use
 * ('साड़ी', 'कुर्ता', 'हेडफ़ोन', 'सावरडो'), Western digits and Indian digit grouping ('1,00,000'),
 * units spelt the way Hindi listings spell them ('250 ग्राम', '15 सेमी'). Garment sizes, file
 * formats, tea grades and '2 BHK' stay as printed on the label. The phrases are split by
 * department over three files only to keep each one readable.
 */
import { attributes, fashion, home, stores } from './chowk-hi-home';
import { electronics, grocery } from './chowk-hi-grocery';
import { digital, faq, hampers, services } from './chowk-hi-services';
import { shirts } from './chowk-hi-shirts';
import type { Phrasebook } from './types';

export const CHOWK_HI: Phrasebook = {
  language: 'hi',
  phrases: { ...stores, ...attributes, ...fashion, ...home, ...grocery, ...electronics, ...services, ...digital, ...hampers, ...faq, ...shirts },
  // Hindi reads like the English: "नील दाबू कॉटन साड़ी", "हरी इलायची 8 मिमी – 250 ग्राम".
  productName: (item, value, suffix) => (suffix ? `${item} – ${value}` : `${value} ${item}`),
  discount: (percent) => `${percent}% की छूट`,
};
