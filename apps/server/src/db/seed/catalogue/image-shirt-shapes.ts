/**
 * Shirts, drawn as image-shapes.ts draws a family (400×400 box, main colour `c`, dark `d`, accent
 * `l`, the top at y 90 so it hangs on the rail of the in-use view): a collared shirt with a
 * buttoned placket, a pocket and cuffs, which the long, slit, collarless kurta is not; its
 * half-sleeve cut; a polo's short placket; a tee's round neck.
 */
export type Garment = 'shirt' | 'half-shirt' | 'polo' | 'tee';

const LONG_SLEEVES = 'l34 150 -36 10 -34-124 v156';
const SHORT_SLEEVES = 'l30 56 -36 16 -30-36 v156';
const LONG_SLEEVES_BACK = 'v-156 l-34 124 -36-10 34-150';
const SHORT_SLEEVES_BACK = 'v-156 l-30 36 -36-16 30-56';

export function garmentShape(garment: Garment, c: string, d: string, l: string): string {
  const long = garment === 'shirt';
  const woven = garment === 'shirt' || garment === 'half-shirt';
  // A woven shirt's tail curves; a knitted polo or tee is hemmed straight.
  const hem = woven ? 'q-66 18-132 0' : 'h-132';
  const body = `<path d="M176 90 h48 l58 22 q16 6 20 22 ${long ? LONG_SLEEVES : SHORT_SLEEVES} ${hem} ${long ? LONG_SLEEVES_BACK : SHORT_SLEEVES_BACK} q4-16 20-22z" fill="${c}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>`;
  const sleeveEnds = long
    ? `<path d="M64 284 L100 294 L104 279 L68 269z M336 284 L300 294 L296 279 L332 269z" fill="${d}"/>`
    : `<path d="M73 181 L110 198 M327 181 L290 198" stroke="${d}" stroke-width="4"/>`;
  if (garment === 'tee') return `${body}${sleeveEnds}<path d="M174 90 q26 30 52 0" fill="none" stroke="${d}" stroke-width="8" stroke-linecap="round"/>`;
  const collar = `<path d="M178 86 l22 32 -12 22 -24-44z M222 86 l-22 32 12 22 24-44z" fill="${l}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>`;
  const buttons = (ys: number[]) => ys.map((y) => `<circle cx="200" cy="${y}" r="5" fill="${l}" stroke="${d}" stroke-width="2"/>`).join('');
  if (garment === 'polo')
    return `${body}${sleeveEnds}<path d="M192 118 h16 v56 h-16z" fill="none" stroke="${d}" stroke-width="3"/>${buttons([138, 160])}${collar}`;
  const pocket = `<path d="M216 160 h34 v30 l-17 8 -17-8z" fill="none" stroke="${d}" stroke-width="3"/>`;
  return `${body}${sleeveEnds}<path d="M200 118 v214" stroke="${d}" stroke-width="4"/>${buttons([150, 185, 220, 255, 290])}${pocket}${collar}`;
}
