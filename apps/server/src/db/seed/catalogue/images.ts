import { detailView, frontView, inUseView, VIEWS, type Colours, type View } from './image-views';
import { itemDrawing } from './image-item-shapes';
import { shape, type Drawing } from './image-shapes';
import { familyPalette, paletteFor, type Palette } from './palettes';

/**
 * Generated artwork for the demo catalogue, drawn as SVG so the demo ships no downloaded pictures:
 * one illustration per product family (a saree, a shirt, a pan, a spice jar, headphones, a house…) in the
 * colours its name gives (palettes.ts), seen three ways (image-views.ts). A product's gallery is
 * the three views of its (family, palette): 'Matte Black … Headphones' are black from the front,
 * close up and on a desk.
 */
export const FAMILIES = [
  'saree',
  'kurta',
  'stole',
  'pan',
  'vase',
  'bedding',
  'jar',
  'cup',
  'bread',
  'grain',
  'gift',
  'headphones',
  'charger',
  'house',
  'wrench',
  'yoga',
  'book',
  'course',
  'laptop',
  'api',
  'shirt',
] as const;
export type Family = (typeof FAMILIES)[number];

export { VIEWS, type View } from './image-views';

/** The picture of `drawing` in `palette`, seen from `view`. */
export const productImagePath = (drawing: Drawing, palette: Palette, view: View) => `catalogue/products/${drawing}-${palette.key}-${view}.svg`;

/** What an item of a family looks like: its own drawing (earbuds, a tawa) or its family's, in the colours of its name. */
export function lookOf(family: Family, item: string, value: string): { drawing: Drawing; palette: Palette } {
  return { drawing: itemDrawing(item) ?? family, palette: paletteFor(family, value, item) };
}

/** A product's gallery: front, close-up, in use. */
export const productGallery = (family: Family, item: string, value: string) => {
  const { drawing, palette } = lookOf(family, item, value);
  return VIEWS.map((view) => productImagePath(drawing, palette, view));
};

export const categoryImagePath = (storeId: number, slug: string) => `catalogue/categories/${storeId === 12 ? '' : `${storeId}-`}${slug}.svg`;
export const vendorLogoPath = (storeId: number, slug: string) => `catalogue/vendors/${storeId === 12 ? '' : `${storeId}-`}${slug}.svg`;

/** #rrggbb to hue, saturation and lightness (0–360, 0–100, 0–100). */
export function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

/**
 * The colours of a picture in `palette`: its main colour, a darker one for outlines and shadows, its
 * accent, and a tile tinted towards it. A white or ivory product stands on a greyer tile, so it
 * still shows.
 */
export function coloursOf(palette: Palette): Colours {
  const [h, s, l] = toHsl(palette.main);
  const pale = l > 78;
  return {
    c: palette.main,
    d: hsl(h, Math.min(s, 60), pale ? 42 : Math.max(8, l * 0.55)),
    l: palette.accent ?? hsl(h, Math.min(s, 70), 90),
    bg1: pale ? hsl(h, 14, 88) : hsl(h, Math.min(s, 55), 96),
    bg2: pale ? hsl(h, 12, 74) : hsl(h, Math.min(s, 40), 84),
  };
}

const DRAW: Record<View, (family: Family, drawing: Drawing, k: Colours) => string> = { front: frontView, detail: detailView, 'in-use': inUseView };
const VIEW_LABEL: Record<View, string> = { front: '', detail: ', close-up', 'in-use': ', in use' };

/** One product picture: the drawing in the palette's colours, from one view, set as its family is. */
export function productSvg(family: Family, drawing: Drawing, palette: Palette, view: View): string {
  const k = coloursOf(palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(`${drawing}, ${palette.key}${VIEW_LABEL[view]}`)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${k.bg1}"/><stop offset="1" stop-color="${k.bg2}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
${DRAW[view](family, drawing, k)}
</svg>
`;
}

/** A category tile: the family illustration in its family's colours, a little smaller, on a rounded card. */
export function categorySvg(family: Family, _variant: number, label: string): string {
  const k = coloursOf(familyPalette(family));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(label)}">
<rect width="400" height="400" rx="48" fill="${k.bg1}"/><circle cx="200" cy="210" r="160" fill="${k.bg2}"/>
${shape(family, k.c, k.d, k.l)}
</svg>
`;
}

export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);
