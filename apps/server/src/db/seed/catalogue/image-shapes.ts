import { itemShape, type ItemDrawing } from './image-item-shapes';
import { garmentShape } from './image-shirt-shapes';
import type { Family } from './images';

/**
 * The illustration of each product family (a saree, a pan, a spice jar, headphones, a house…),
 * drawn in a 400×400 box from three colours of the product's palette.
 */

/** What a picture draws: its family's illustration, or an item's own (earbuds, a tawa, a diya set). */
export type Drawing = Family | ItemDrawing;

/** The illustration of one family, drawn in a 400×400 box with a main colour `c` and a dark `d`. */
export function shape(drawing: Drawing, c: string, d: string, l: string): string {
  switch (drawing) {
    case 'saree': {
      // A draped saree, not a stack of folds: stacked bands read as a layered cake. Pleats fan out
      // from the waist, a zari border runs along the hem, and the pallu crosses the body to the shoulder.
      const zari = 'hsl(43 88% 56%)';
      const butis = [
        [150, 300],
        [176, 262],
        [224, 262],
        [250, 300],
        [200, 290],
        [186, 228],
        [214, 228],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${l}"/>`)
        .join('');
      return `<circle cx="200" cy="76" r="24" fill="${d}"/><rect x="191" y="96" width="18" height="16" fill="${d}"/>
<path d="M148 156 q0-38 30-44 h44 q30 6 30 44 l-6 24 h-92z" fill="${d}"/>
<path d="M142 150 l-12 92 M258 150 l12 92" stroke="${d}" stroke-width="16" stroke-linecap="round"/>
<path d="M162 178 h76 q12 90 58 160 h-192 q46-70 58-160z" fill="${c}"/>
<path d="M190 196 l-26 130 M197 196 l-12 130 M204 196 l4 130 M211 196 l18 130" stroke="${d}" stroke-width="3" opacity="0.45"/>
${butis}
<path d="M112 316 h176 l16 22 h-208z" fill="${zari}"/><path d="M104 338 h192" stroke="${d}" stroke-width="4"/>
<path d="M122 327 h156" stroke="${d}" stroke-width="4" stroke-dasharray="6 8"/>
<path d="M156 198 l70-92 h28 q50 60 60 146 l-42 12 q-6-70-34-124 l-50 66z" fill="${c}" stroke="${d}" stroke-width="2" stroke-linejoin="round"/>
<path d="M162 194 l66-86 M190 196 l46-62" stroke="${zari}" stroke-width="7" stroke-linecap="round"/>
<path d="M250 112 q44 56 56 138 M242 140 q24 50 28 112" stroke="${zari}" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="282" cy="200" r="4" fill="${l}"/><circle cx="266" cy="160" r="4" fill="${l}"/>
<path d="M272 264 l42-12 -4-26 -42 12z" fill="${zari}"/><path d="M276 268 v16 M286 265 v16 M296 262 v16 M306 259 v16" stroke="${zari}" stroke-width="3" stroke-linecap="round"/>`;
    }
    case 'kurta':
      return `<path d="M160 90 h80 l70 40 -22 55 -33-18 v168 h-110 v-168 l-33 18 -22-55z" fill="${c}"/>
<path d="M185 90 l15 40 15-40" fill="none" stroke="${d}" stroke-width="8" stroke-linejoin="round"/><path d="M200 130 v120" stroke="${d}" stroke-width="5" stroke-dasharray="4 14"/>
<rect x="145" y="318" width="110" height="14" fill="${d}"/>`;
    case 'shirt':
      return garmentShape('shirt', c, d, l);
    case 'stole':
      return `<path d="M110 90 q90 40 180 0 l-40 230 q-50 20-100 0z" fill="${c}"/><path d="M130 200 q70 25 140 0" stroke="${l}" stroke-width="10" fill="none"/>
<path d="M150 320 v30 M170 324 v30 M190 326 v30 M210 326 v30 M230 324 v30 M250 320 v30" stroke="${d}" stroke-width="5" stroke-linecap="round"/>`;
    case 'pan':
      return `<ellipse cx="180" cy="230" rx="120" ry="40" fill="${d}"/><path d="M60 200 h240 v30 a120 40 0 0 1 -240 0z" fill="${c}"/>
<ellipse cx="180" cy="200" rx="120" ry="38" fill="${l}"/><ellipse cx="180" cy="200" rx="100" ry="28" fill="${d}" opacity="0.5"/>
<rect x="290" y="188" width="90" height="22" rx="11" fill="${d}"/>`;
    case 'vase':
      return `<path d="M170 90 h60 v30 q70 50 60 130 q-10 70-90 80 q-80-10-90-80 q-10-80 60-130z" fill="${c}"/>
<rect x="162" y="82" width="76" height="16" rx="8" fill="${d}"/><path d="M130 230 q70 30 140 0" stroke="${l}" stroke-width="12" fill="none"/>
<path d="M140 270 q60 26 120 0" stroke="${d}" stroke-width="6" fill="none"/>`;
    case 'bedding':
      return `<rect x="80" y="110" width="240" height="90" rx="40" fill="${l}" stroke="${d}" stroke-width="6"/>
<rect x="70" y="220" width="260" height="40" rx="10" fill="${c}"/><rect x="80" y="262" width="240" height="40" rx="10" fill="${d}"/>
<rect x="90" y="304" width="220" height="36" rx="10" fill="${c}" opacity="0.8"/>`;
    case 'jar':
      return `<rect x="140" y="100" width="120" height="34" rx="8" fill="${d}"/><path d="M130 140 h140 q20 0 20 25 v140 q0 30-30 30 h-120 q-30 0-30-30 v-140 q0-25 20-25z" fill="${c}"/>
<rect x="130" y="200" width="140" height="70" rx="6" fill="${l}"/><circle cx="200" cy="235" r="20" fill="${d}" opacity="0.7"/>`;
    case 'cup':
      return `<path d="M120 170 h150 v70 q0 70-75 70 q-75 0-75-70z" fill="${c}"/><path d="M270 190 q50 0 45 35 q-5 30-48 30" fill="none" stroke="${c}" stroke-width="16"/>
<ellipse cx="195" cy="318" rx="120" ry="18" fill="${d}"/><path d="M165 150 q-15-25 0-50 M200 150 q-15-25 0-50 M235 150 q-15-25 0-50" stroke="${d}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.6"/>`;
    case 'bread':
      return `<path d="M80 250 q-10-110 120-120 q130 10 120 120 v50 h-240z" fill="${c}"/><rect x="80" y="285" width="240" height="30" rx="10" fill="${d}"/>
<path d="M140 180 l30 40 M190 170 l30 40 M240 180 l30 40" stroke="${l}" stroke-width="10" stroke-linecap="round"/>`;
    case 'grain':
      return `<path d="M130 130 q70-30 140 0 l20 190 q-90 30-180 0z" fill="${c}"/><path d="M150 130 q50-40 100 0" fill="${d}"/>
<rect x="150" y="200" width="100" height="60" rx="8" fill="${l}"/><ellipse cx="310" cy="320" rx="10" ry="16" fill="${d}"/><ellipse cx="90" cy="318" rx="10" ry="16" fill="${d}"/>`;
    case 'gift':
      return `<rect x="100" y="180" width="200" height="150" rx="10" fill="${c}"/><rect x="90" y="150" width="220" height="44" rx="8" fill="${d}"/>
<rect x="188" y="150" width="24" height="180" fill="${l}"/><ellipse cx="172" cy="132" rx="34" ry="17" transform="rotate(-28 172 132)" fill="${l}" stroke="${d}" stroke-width="4"/><ellipse cx="228" cy="132" rx="34" ry="17" transform="rotate(28 228 132)" fill="${l}" stroke="${d}" stroke-width="4"/><circle cx="200" cy="146" r="12" fill="${d}"/>`;
    case 'headphones':
      return `<path d="M110 240 v-40 a90 90 0 0 1 180 0 v40" fill="none" stroke="${d}" stroke-width="18" stroke-linecap="round"/>
<rect x="85" y="220" width="56" height="100" rx="24" fill="${c}"/><rect x="259" y="220" width="56" height="100" rx="24" fill="${c}"/>
<rect x="100" y="240" width="20" height="60" rx="10" fill="${l}"/><rect x="280" y="240" width="20" height="60" rx="10" fill="${l}"/>`;
    case 'charger':
      return `<rect x="140" y="80" width="120" height="220" rx="20" fill="${d}"/><rect x="152" y="100" width="96" height="170" rx="8" fill="${l}"/>
<path d="M200 300 v30 q0 30 40 30 h80" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/><rect x="300" y="340" width="50" height="40" rx="8" fill="${c}"/>
<path d="M205 150 l-25 45 h25 l-10 40 35-55 h-25z" fill="${c}"/>`;
    case 'house':
      return `<path d="M200 90 l130 110 h-30 v130 h-200 v-130 h-30z" fill="${c}"/><rect x="175" y="250" width="50" height="80" rx="6" fill="${d}"/>
<rect x="125" y="215" width="38" height="38" rx="4" fill="${l}"/><rect x="237" y="215" width="38" height="38" rx="4" fill="${l}"/>
<path d="M320 90 l6 18 18 6 -18 6 -6 18 -6-18 -18-6 18-6z" fill="${d}"/>`;
    case 'wrench':
      return `<circle cx="200" cy="210" r="110" fill="${l}"/><path d="M140 300 l90-90 a45 45 0 0 1 55-60 l-28 28 8 24 24 8 28-28 a45 45 0 0 1 -60 55 l-90 90z" fill="${d}"/>
<circle cx="150" cy="300" r="10" fill="${c}"/>`;
    case 'yoga':
      return `<circle cx="200" cy="120" r="26" fill="${d}"/><path d="M200 150 v90 M200 180 l-70-30 M200 180 l70-30 M200 240 l-60 50 h60 M200 240 l60 50 h-60" stroke="${d}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<rect x="70" y="310" width="260" height="24" rx="12" fill="${c}"/>`;
    case 'book':
      return `<path d="M200 120 q-60-30-130-10 v210 q70-20 130 10z" fill="${c}"/><path d="M200 120 q60-30 130-10 v210 q-70-20-130 10z" fill="${d}"/>
<path d="M95 160 q45-10 85 5 M95 200 q45-10 85 5 M95 240 q45-10 85 5" stroke="${l}" stroke-width="6" fill="none"/>`;
    case 'course':
      return `<rect x="70" y="100" width="260" height="170" rx="14" fill="${d}"/><rect x="84" y="114" width="232" height="142" rx="6" fill="${l}"/>
<path d="M180 150 v70 l60-35z" fill="${c}"/><rect x="170" y="270" width="60" height="40" fill="${d}"/><rect x="130" y="305" width="140" height="16" rx="8" fill="${c}"/>`;
    case 'laptop':
      return `<rect x="100" y="110" width="200" height="140" rx="10" fill="${d}"/><rect x="112" y="122" width="176" height="116" rx="4" fill="${l}"/>
<path d="M60 260 h280 l-20 30 h-240z" fill="${c}"/><path d="M175 160 l-25 20 25 20 M225 160 l25 20 -25 20" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case 'api':
      return `<path d="M150 100 q-40 0-40 40 v40 q0 20-20 20 q20 0 20 20 v40 q0 40 40 40 M250 100 q40 0 40 40 v40 q0 20 20 20 q-20 0-20 20 v40 q0 40-40 40" stroke="${d}" stroke-width="14" fill="none" stroke-linecap="round"/>
<circle cx="170" cy="200" r="14" fill="${c}"/><circle cx="230" cy="200" r="14" fill="${c}"/><circle cx="200" cy="160" r="14" fill="${c}"/><circle cx="200" cy="240" r="14" fill="${c}"/>`;
    default:
      return itemShape(drawing, c, d, l);
  }
}
