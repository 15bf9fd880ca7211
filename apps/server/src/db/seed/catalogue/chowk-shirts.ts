import type { Aisle, ItemSpec } from './chowk-products';

const i = (name: string, min: number, max: number, text: string): ItemSpec => ({ name, min, max, text });

/**
 * The shirts of store 12, added after its first catalogue: Rangrez's hand block-printed cotton and
 * linen shirts (it delivers everywhere) and Tiruppur Cotton Co.'s polos, tees and oxfords (not to
 * Bengaluru), each with shirts under ₹500 and shirts above. Plain data, as chowk-products.ts.
 */
export const SHIRT_AISLES: Aisle[] = [
  {
    category: 'shirts',
    vendor: 'rangrez-block-prints',
    family: 'shirt',
    count: 12,
    type: 'Physical',
    days: [3, 6],
    // The kurtas' colours: the same dye vats.
    variant: { name: 'Colour', values: ['Indigo', 'Rust', 'Ivory', 'Sage Green', 'Mustard', 'Madder Red', 'Charcoal', 'Peach'] },
    extra: [
      { name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] },
      { name: 'Fit', values: ['Regular fit', 'Relaxed fit', 'Slim fit'] },
    ],
    items: [
      i('Block-print Half-sleeve Shirt', 349, 599, 'A half-sleeve {v} cotton shirt, hand block-printed with small butis, cool enough for Indian summers.'),
      i('Cotton Mandarin-collar Shirt', 399, 749, 'A full-sleeve {v} cotton shirt with a mandarin collar and a hand-printed placket.'),
      i('Linen Shirt', 1299, 2199, 'A breathable {v} linen shirt with a spread collar and a block-printed yoke.'),
      i('Bagru Print Formal Shirt', 999, 1699, 'A {v} cotton poplin shirt with a cutaway collar and a fine Bagru print, smart enough for the office.'),
    ],
    closers: [
      'Washed before it ships, so it keeps its size.',
      'Buttons are coconut shell.',
      'Each print is stamped by hand, so no two shirts are quite alike.',
    ],
  },
  {
    category: 'shirts',
    vendor: 'tiruppur-cotton-co',
    family: 'shirt',
    count: 12,
    type: 'Physical',
    days: [2, 5],
    variant: { name: 'Colour', values: ['Navy', 'White', 'Black', 'Heather Grey', 'Olive', 'Maroon', 'Sky Blue', 'Mustard'] },
    extra: [
      { name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] },
      { name: 'Fabric', values: ['100% cotton', 'Combed cotton', 'Organic cotton'] },
    ],
    items: [
      i('Cotton Polo T-shirt', 349, 649, 'A {v} pique-knit cotton polo with a ribbed collar and a two-button placket.'),
      i('Round-neck T-shirt', 249, 449, 'A {v} tee in 180 GSM cotton jersey that keeps its shape wash after wash.'),
      i('Oxford Shirt', 899, 1499, 'A full-sleeve {v} cotton oxford shirt with a button-down collar, for the office or the weekend.'),
      i('Half-sleeve Casual Shirt', 449, 799, 'A half-sleeve {v} cotton poplin shirt with a chest pocket, cut for humid days.'),
    ],
    closers: ['Knitted, dyed and stitched in our own unit in Tiruppur.', 'Colourfast: wash with similar colours.', 'Shrinks less than 3% in the first wash.'],
  },
];
