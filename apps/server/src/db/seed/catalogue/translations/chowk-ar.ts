/**
 * Store 12 (Chowk Bazaar, English) in Arabic: Modern Standard Arabic as Gulf shops write it, with
 * the Indian words kept recognisable ('ساري', 'كورتا', 'غارام ماسالا', 'شاي ماسالا'), Western
 * digits (as the web's Arabic prices use) and units spelt out ('250 غرام', '8 مم', '15 سم').
 * Variant values are written so they read after their item ('ساري قطني إنديغو دابو', 'صيانة
 * مكيف سبليت') and in the item's sentence (see chowk-ar-home.ts). The phrases are split by
 * department over four files only to keep each one readable.
 */
import { electronics, grocery } from './chowk-ar-grocery';
import { fashion, home } from './chowk-ar-home';
import { digital, faq, hampers, services } from './chowk-ar-services';
import { attributes, stores } from './chowk-ar-stores';
import { shirts } from './chowk-ar-shirts';
import type { Phrasebook } from './types';

export const CHOWK_AR: Phrasebook = {
  language: 'ar',
  phrases: { ...stores, ...attributes, ...fashion, ...home, ...grocery, ...electronics, ...services, ...digital, ...hampers, ...faq, ...shirts },
  // The item, then its value: "ساري قطني إنديغو دابو", "هيل أخضر 8 مم – 250 غرام".
  productName: (item, value, suffix) => (suffix ? `${item} – ${value}` : `${item} ${value}`),
  discount: (percent) => `خصم ${percent}%`,
};
