import type { Family } from './images';

/**
 * The colours a product's pictures are drawn in, chosen from what its name says: the colour, print,
 * material, finish or flavour in its name ('Matte Black', 'Indigo Dabu', 'Kansa'), else the item
 * itself (cardamom is green, turmeric yellow), else its family's usual colour. A picture that
 * disagrees with the name ('Matte Black' headphones drawn magenta) is what a shopper notices first.
 */
export type Palette = {
  /** File-name key: 'matte-black'. */
  key: string;
  /** Main colour, and an accent for prints, butis, ribbons and fillings. */
  main: string;
  accent?: string;
};

const p = (key: string, main: string, accent?: string): Palette => ({ key, main, accent });

/** By the variant's value (colour, print, material, finish, flavour, scent). */
const BY_VALUE: Record<string, Palette> = {
  // Colours
  Indigo: p('indigo', '#2e3a6e', '#c9d3f0'),
  Rust: p('rust', '#b7472a', '#f3c9a8'),
  Ivory: p('ivory', '#efe6cf', '#b8a27a'),
  'Sage Green': p('sage-green', '#8fa67a', '#e6eedc'),
  Mustard: p('mustard', '#d4a017', '#7a4b0a'),
  'Madder Red': p('madder-red', '#a8322d', '#f2c2a0'),
  Charcoal: p('charcoal', '#36454f', '#c7ced3'),
  Peach: p('peach', '#f4a987', '#a2543a'),
  Rose: p('rose', '#d9738b', '#fbe3e8'),
  Teal: p('teal', '#1f7a7a', '#bfe6e3'),
  Saffron: p('saffron', '#f28c28', '#fff1d6'),
  Olive: p('olive', '#6b7a3a', '#e4e8c8'),
  'Matte Black': p('matte-black', '#2a2a2d', '#7c7c84'),
  'Arctic White': p('arctic-white', '#f1f3f5', '#9aa3ad'),
  'Midnight Blue': p('midnight-blue', '#1e2a4a', '#8fa3d1'),
  Coral: p('coral', '#f07a5f', '#ffe0d6'),
  Black: p('black', '#26262a', '#77777f'),
  White: p('white', '#f3f4f6', '#9ca3af'),
  Grey: p('grey', '#8d9196', '#e5e7ea'),
  Blue: p('blue', '#2f6fd6', '#d6e4fb'),
  Navy: p('navy', '#1f2f57', '#c7d2ea'),
  'Heather Grey': p('heather-grey', '#9a9ca1', '#e6e7e9'),
  Maroon: p('maroon', '#6e1f2b', '#f0c9cf'),
  'Sky Blue': p('sky-blue', '#6fa8dc', '#e6f0fa'),
  // Prints: the ground colour and the colour printed on it
  'Indigo Dabu': p('indigo-dabu', '#27336b', '#e9eef9'),
  'Bagru Red': p('bagru-red', '#9e3b2c', '#f0d9b5'),
  'Sanganeri Floral': p('sanganeri-floral', '#f3e6d3', '#c2416b'),
  Ajrakh: p('ajrakh', '#7b1e1e', '#1d2b5a'),
  Kalamkari: p('kalamkari', '#8a5a2b', '#f1d9a7'),
  Leheriya: p('leheriya', '#d6336c', '#f7c948'),
  Bandhani: p('bandhani', '#b4154f', '#fff4e0'),
  'Mustard Buta': p('mustard-buta', '#d4a017', '#6b2e0f'),
  'Indigo Buti': p('indigo-buti', '#2e3a6e', '#f5f5ff'),
  'Rose Jaal': p('rose-jaal', '#e8a0b0', '#8c2f4a'),
  'Green Leaf': p('green-leaf', '#4f8a4b', '#e3f1dc'),
  'Mughal Floral': p('mughal-floral', '#8c2f39', '#e8c36a'),
  'Grey Stripe': p('grey-stripe', '#9aa0a6', '#f4f5f6'),
  'Sunset Ajrakh': p('sunset-ajrakh', '#d9622b', '#23306a'),
  // Metals and finishes
  Brass: p('brass', '#c9a53c', '#f3e3a3'),
  Kansa: p('kansa', '#b08d57', '#ecdcb8'),
  Copper: p('copper', '#b8643a', '#f2c3a3'),
  'Cast Iron': p('cast-iron', '#3a3a3d', '#8a8a90'),
  'Tin-lined Brass': p('tin-lined-brass', '#c9a53c', '#dfe3e6'),
  Terracotta: p('terracotta', '#c0673e', '#f2d0b8'),
  'Antique Brass': p('antique-brass', '#9c7c38', '#e0cc94'),
  'Hand-painted Blue': p('hand-painted-blue', '#2f5fa7', '#f4f7fc'),
  'Ivory Glaze': p('ivory-glaze', '#efe7d2', '#b79f6e'),
  // Bakes: the crust, and what is baked into it
  Classic: p('classic', '#d49a52', '#f6e3c2'),
  Multigrain: p('multigrain', '#a87a4a', '#5b3b1c'),
  Jowar: p('jowar', '#d8b98a', '#8a6a3c'),
  Walnut: p('walnut', '#b07a48', '#5a3520'),
  Cranberry: p('cranberry', '#d49a52', '#a3203a'),
  'Cheese Jalapeño': p('cheese-jalapeno', '#e0ad45', '#4f8a2b'),
  'Garlic Herb': p('garlic-herb', '#d9b26b', '#5d7f2a'),
  // Souk scents
  'بالورد الطائفي': p('taif-rose', '#c2185b', '#fbd3e2'),
  'بالمسك الأبيض': p('white-musk', '#ece6da', '#9b8f7a'),
  بالعنبر: p('amber', '#c77d1a', '#f8dfae'),
  بالزعفران: p('saffron-oil', '#e07b00', '#b3122e'),
};

/** By a word of the item's name, when the variant says nothing of colour (a pack size, a plan). */
const BY_ITEM: [RegExp, Palette][] = [
  [/cardamom|sample sachet/i, p('cardamom', '#6f8f3a', '#dfe9c7')],
  [/pepper/i, p('pepper', '#3b3030', '#8c7b6b')],
  [/cinnamon/i, p('cinnamon', '#9a5b2e', '#e8c39e')],
  [/turmeric/i, p('turmeric', '#e1a42a', '#fff0c4')],
  [/chilli/i, p('chilli', '#b3261e', '#f6c6b8')],
  [/cloves/i, p('cloves', '#5a3522', '#c9a383')],
  [/garam masala/i, p('garam-masala', '#7a4a2a', '#e2b98d')],
  [/chai/i, p('masala-chai', '#a0522d', '#f1d2b6')],
  [/coffee/i, p('coffee', '#5a3a22', '#d9b38c')],
  [/tea/i, p('tea', '#3f7d4e', '#d8ecd9')],
  [/millet/i, p('millet', '#d8c27a', '#7d6a2a')],
  [/dal/i, p('toor-dal', '#e0b23a', '#7a5a12')],
  [/jaggery/i, p('jaggery', '#a0652a', '#efcf9f')],
  [/oil/i, p('groundnut-oil', '#d9b84a', '#7b6420')],
  [/veg box/i, p('veg-box', '#5b9b3c', '#e85d3c')],
  [/cookbook/i, p('cookbook', '#c0392b', '#f8e1c8')],
  [/gst for/i, p('gst-guide', '#2c7a7b', '#d8f0ef')],
  [/panchatantra/i, p('panchatantra', '#8e44ad', '#f7e08a')],
  [/gardening/i, p('gardening', '#3c8d40', '#e3f2d5')],
  [/spoken english/i, p('spoken-english', '#d35400', '#fde3cf')],
  [/excel/i, p('excel', '#1e7b45', '#d7f0e0')],
  [/marketing/i, p('marketing', '#c2185b', '#fde0ec')],
  [/python/i, p('python', '#3572a5', '#ffd43b')],
  [/photography/i, p('photography', '#37474f', '#ffcc80')],
  [/billing/i, p('billing', '#1565c0', '#dbeafe')],
  [/inventory/i, p('inventory', '#ef6c00', '#ffe8cc')],
  [/cloud accounting/i, p('cloud-accounting', '#00897b', '#d3f3ee')],
  [/pincode/i, p('pincode', '#1565c0', '#dbeafe')],
  [/gstin/i, p('gstin', '#2e7d32', '#dcf3dc')],
  [/sms otp/i, p('sms-otp', '#6a1b9a', '#ecdcf6')],
  [/قهوة/, p('arabic-coffee', '#b08850', '#f1e2c6')],
  [/عجوة/, p('ajwa-dates', '#3b2418', '#a7805e')],
  [/خلاص/, p('khalas-dates', '#b07a2a', '#f0d6a4')],
  [/بخور|معمول/, p('bakhoor', '#6b3e26', '#d9b48c')],
  [/عود/, p('oud', '#5a3825', '#d8b27c')],
];

/** A family's own colours, when neither the variant nor the item names one. */
const BY_FAMILY: Record<Family, Palette> = {
  saree: p('saree', '#b4154f', '#f7c948'),
  kurta: p('kurta', '#2e3a6e', '#c9d3f0'),
  shirt: p('shirt', '#5b7fb5', '#e3ebf7'),
  stole: p('stole', '#1f7a7a', '#bfe6e3'),
  pan: p('pan', '#c9a53c', '#f3e3a3'),
  vase: p('vase', '#c0673e', '#f2d0b8'),
  bedding: p('bedding', '#2e3a6e', '#f5f5ff'),
  jar: p('jar', '#b46a1f', '#f4dfb9'),
  cup: p('cup', '#5a3a22', '#d9b38c'),
  bread: p('bread', '#d49a52', '#f6e3c2'),
  grain: p('grain', '#c9a86a', '#6e5322'),
  gift: p('gift', '#a61c2e', '#e8c36a'),
  headphones: p('headphones', '#2a2a2d', '#7c7c84'),
  charger: p('charger', '#26262a', '#77777f'),
  house: p('house', '#0f766e', '#ccfbf1'),
  wrench: p('wrench', '#1d4ed8', '#dbeafe'),
  yoga: p('yoga', '#7c3aed', '#ede9fe'),
  book: p('book', '#6d28d9', '#ede9fe'),
  course: p('course', '#d35400', '#fde3cf'),
  laptop: p('laptop', '#334155', '#e2e8f0'),
  api: p('api', '#0e7490', '#cffafe'),
};

/** The palette of a product named by an item and a variant value. */
export function paletteFor(family: Family, value: string, item: string): Palette {
  return BY_VALUE[value] ?? BY_ITEM.find(([re]) => re.test(item))?.[1] ?? BY_FAMILY[family];
}

export const familyPalette = (family: Family): Palette => BY_FAMILY[family];
