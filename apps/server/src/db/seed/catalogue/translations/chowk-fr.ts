/**
 * Store 12 (Chowk Bazaar, English) in French, as a French online shop writes it: the Indian
 * words kept ('sari', 'kurta', 'dupatta', 'masala chai'), decimal commas ('1,5 m'), metric units
 * as printed ('250 g', '8 mm') and French spacing, which `typeset` adds so the phrase files stay
 * readable: a narrow no-break space before ; ! ? % and inside thousands ('10 000'), a no-break
 * space before : and inside « ». The phrases are split by department over four files only to
 * keep each one readable.
 */
import { electronics, grocery } from './chowk-fr-grocery';
import { fashion, home } from './chowk-fr-home';
import { digital, faq, hampers, services } from './chowk-fr-services';
import { attributes, stores } from './chowk-fr-stores';
import { shirts } from './chowk-fr-shirts';
import type { Phrasebook } from './types';

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

/** French typography over plain-space source text. */
export function typeset(text: string): string {
  return text
    .replace(/ ([;!?%])/g, `${NARROW_NBSP}$1`)
    .replace(/ :/g, `${NBSP}:`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NARROW_NBSP}`);
}

const typesetAll = (phrases: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(phrases).map(([source, phrase]) => [source, typeset(phrase)]));

/**
 * Plain colour adjectives agree with their noun ('coque noire'); after a dash they read as the
 * colour's name ('Coque antichoc – noir'), as French shops list them. Compound colours and colour
 * nouns ('noir mat', 'indigo', 'terre cuite') are invariable and follow the item directly.
 */
const AGREEING_COLOURS = new Set(['noir', 'blanc', 'gris', 'bleu']);

export const CHOWK_FR: Phrasebook = {
  language: 'fr',
  phrases: typesetAll({ ...stores, ...attributes, ...fashion, ...home, ...grocery, ...electronics, ...services, ...digital, ...hampers, ...faq, ...shirts }),
  // The item, then its value: "Sari en coton Indigo Dabu", "Cardamome verte 8 mm – 250 g".
  productName: (item, value, suffix) => (suffix || AGREEING_COLOURS.has(value) ? `${item} – ${value}` : `${item} ${value}`),
  discount: (percent) => `${percent}${NARROW_NBSP}% de remise`,
};
