import { garmentShape } from './image-shirt-shapes';

/**
 * Drawings of items that their family's drawing would misname: earbuds are not headphones, a tawa
 * is not a kadhai, a diya set is not a vase, a polo is not a full-sleeve shirt. Same 400×400 box
 * and colours as image-shapes.ts.
 */
export const ITEM_DRAWINGS = [
  'earbuds',
  'neckband',
  'speaker',
  'monitors',
  'cable',
  'power-bank',
  'phone-case',
  'tawa',
  'handi',
  'thali',
  'bottle',
  'diya',
  'urli',
  'wall-plate',
  'lantern',
  'name-plate',
  'cookies',
  'tea-cake',
  'pav',
  'cake',
  'dates',
  'half-shirt',
  'polo',
  'tee',
] as const;
export type ItemDrawing = (typeof ITEM_DRAWINGS)[number];

/** Which drawing an item's English name asks for; none keeps its family's. */
const BY_NAME: [RegExp, ItemDrawing][] = [
  [/earbuds/i, 'earbuds'],
  [/neckband/i, 'neckband'],
  [/speaker/i, 'speaker'],
  [/studio monitor/i, 'monitors'],
  [/cable/i, 'cable'],
  [/power bank/i, 'power-bank'],
  [/phone case|screen guard/i, 'phone-case'],
  [/tawa/i, 'tawa'],
  [/handi/i, 'handi'],
  [/thali/i, 'thali'],
  [/water bottle|groundnut oil/i, 'bottle'],
  [/diya/i, 'diya'],
  [/urli/i, 'urli'],
  [/wall plate/i, 'wall-plate'],
  [/lantern/i, 'lantern'],
  [/name plate/i, 'name-plate'],
  [/cookies/i, 'cookies'],
  [/tea cake/i, 'tea-cake'],
  [/\bpav\b/i, 'pav'],
  [/celebration cake/i, 'cake'],
  [/تمر/, 'dates'],
  [/half-sleeve/i, 'half-shirt'],
  [/\bpolo\b/i, 'polo'],
  [/t-shirt/i, 'tee'],
];

export const itemDrawing = (item: string): ItemDrawing | undefined => BY_NAME.find(([re]) => re.test(item))?.[1];

const FLAME = '#f59e0b';

export function itemShape(drawing: ItemDrawing, c: string, d: string, l: string): string {
  switch (drawing) {
    case 'half-shirt':
    case 'polo':
    case 'tee':
      return garmentShape(drawing, c, d, l);
    case 'earbuds': {
      const bud = (x: number, turn: number) =>
        `<g transform="rotate(${turn} ${x} 150)"><rect x="${x - 11}" y="170" width="22" height="70" rx="11" fill="${c}" stroke="${d}" stroke-width="4"/><ellipse cx="${x}" cy="150" rx="36" ry="40" fill="${c}" stroke="${d}" stroke-width="4"/><ellipse cx="${x}" cy="142" rx="15" ry="17" fill="${l}"/></g>`;
      return `<rect x="118" y="236" width="164" height="100" rx="46" fill="${c}" stroke="${d}" stroke-width="4"/><path d="M120 276 h160" stroke="${d}" stroke-width="4"/><circle cx="200" cy="304" r="5" fill="${l}"/>${bud(140, -18)}${bud(260, 18)}`;
    }
    case 'neckband':
      return `<path d="M112 120 q0 210 88 210 q88 0 88-210" fill="none" stroke="${c}" stroke-width="24" stroke-linecap="round"/><path d="M112 120 q-6-30 20-40 M288 120 q6-30-20-40" stroke="${d}" stroke-width="6" fill="none"/>
<circle cx="136" cy="78" r="20" fill="${c}" stroke="${d}" stroke-width="4"/><circle cx="264" cy="78" r="20" fill="${c}" stroke="${d}" stroke-width="4"/><rect x="92" y="170" width="40" height="70" rx="16" fill="${d}"/><rect x="268" y="170" width="40" height="70" rx="16" fill="${d}"/>`;
    case 'speaker':
      return `<rect x="104" y="104" width="192" height="232" rx="64" fill="${c}" stroke="${d}" stroke-width="5"/><circle cx="200" cy="236" r="62" fill="${d}"/><circle cx="200" cy="236" r="34" fill="${l}" opacity="0.7"/><circle cx="200" cy="236" r="12" fill="${d}"/>
<path d="M150 140 h100" stroke="${d}" stroke-width="8" stroke-linecap="round"/><rect x="160" y="322" width="80" height="16" rx="6" fill="${d}"/>`;
    case 'monitors':
      return [86, 214]
        .map(
          (x) =>
            `<rect x="${x}" y="96" width="100" height="236" rx="10" fill="${c}" stroke="${d}" stroke-width="5"/><circle cx="${x + 50}" cy="150" r="20" fill="${d}"/><circle cx="${x + 50}" cy="150" r="7" fill="${l}"/><circle cx="${x + 50}" cy="250" r="40" fill="${d}"/><circle cx="${x + 50}" cy="250" r="16" fill="${l}"/>`,
        )
        .join('');
    case 'cable':
      return `<path d="M110 310 q-50-150 90-170 q140-18 96 110 q-34 86-130 44 q-70-34-20-96 q40-48 100-20" fill="none" stroke="${c}" stroke-width="16" stroke-linecap="round"/>
<path d="M110 310 q-50-150 90-170 q140-18 96 110" fill="none" stroke="${d}" stroke-width="3" stroke-dasharray="6 8"/><rect x="96" y="306" width="28" height="46" rx="6" fill="${d}"/><rect x="103" y="350" width="14" height="16" rx="3" fill="${l}"/>
<rect x="248" y="134" width="46" height="28" rx="6" fill="${d}" transform="rotate(20 271 148)"/>`;
    case 'power-bank':
      return `<rect x="120" y="80" width="160" height="260" rx="26" fill="${c}" stroke="${d}" stroke-width="5"/><rect x="150" y="110" width="100" height="60" rx="10" fill="${d}" opacity="0.25"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 20}" cy="300" r="6" fill="${i < 3 ? l : d}"/>`).join('')}<rect x="176" y="330" width="48" height="10" rx="4" fill="${d}"/><path d="M205 186 l-25 45 h25 l-10 40 35-55 h-25z" fill="${l}"/>`;
    case 'phone-case':
      return `<rect x="126" y="70" width="148" height="280" rx="30" fill="${c}" stroke="${d}" stroke-width="6"/><rect x="144" y="90" width="56" height="72" rx="16" fill="${d}"/><circle cx="162" cy="110" r="10" fill="${l}"/><circle cx="182" cy="142" r="10" fill="${l}"/>
<circle cx="136" cy="80" r="8" fill="${d}" opacity="0.4"/><circle cx="264" cy="340" r="8" fill="${d}" opacity="0.4"/>`;
    case 'tawa':
      return `<ellipse cx="180" cy="226" rx="134" ry="46" fill="${d}"/><ellipse cx="180" cy="216" rx="134" ry="42" fill="${c}"/><ellipse cx="180" cy="216" rx="104" ry="30" fill="${l}" opacity="0.35"/>
<rect x="304" y="204" width="86" height="20" rx="10" fill="${d}"/>`;
    case 'handi':
      return `<path d="M96 196 q0 140 104 140 q104 0 104-140z" fill="${c}"/><ellipse cx="200" cy="196" rx="104" ry="24" fill="${d}"/><path d="M114 192 q86-70 172 0z" fill="${c}" stroke="${d}" stroke-width="4"/>
<circle cx="200" cy="142" r="13" fill="${d}"/><path d="M96 222 h-26 M304 222 h26" stroke="${d}" stroke-width="12" stroke-linecap="round"/><path d="M130 262 q70 24 140 0" stroke="${l}" stroke-width="8" fill="none" opacity="0.7"/>`;
    case 'thali':
      return `<ellipse cx="190" cy="252" rx="160" ry="62" fill="${d}"/><ellipse cx="190" cy="244" rx="160" ry="58" fill="${c}"/><ellipse cx="190" cy="244" rx="136" ry="46" fill="${l}" opacity="0.45"/>
${[
  [128, 236],
  [190, 216],
  [252, 236],
]
  .map(
    ([x, y]) =>
      `<ellipse cx="${x}" cy="${y! + 6}" rx="34" ry="14" fill="${d}"/><ellipse cx="${x}" cy="${y}" rx="34" ry="13" fill="${c}" stroke="${d}" stroke-width="3"/>`,
  )
  .join('')}<path d="M300 104 h50 l-8 100 h-34z" fill="${c}" stroke="${d}" stroke-width="4"/>`;
    case 'bottle':
      return `<rect x="172" y="72" width="56" height="30" rx="6" fill="${d}"/><path d="M158 130 q0-22 22-26 h40 q22 4 22 26 v196 q0 20-20 20 h-44 q-20 0-20-20z" fill="${c}" stroke="${d}" stroke-width="4"/>
<rect x="158" y="186" width="84" height="70" fill="${l}" opacity="0.55"/><path d="M176 140 v160" stroke="#ffffff" stroke-width="8" opacity="0.3" stroke-linecap="round"/>`;
    case 'diya':
      return [118, 200, 282]
        .map(
          (x, i) =>
            `<path d="M${x - 50} ${250 - (i % 2) * 20} q50 56 100 0 q-22-14-50-14 q-28 0-50 14z" fill="${c}" stroke="${d}" stroke-width="4"/><path d="M${x} ${236 - (i % 2) * 20} q-16-28 0-58 q16 30 0 58z" fill="${FLAME}"/><path d="M${x - 40} ${258 - (i % 2) * 20} q40 26 80 0" stroke="${l}" stroke-width="5" fill="none"/>`,
        )
        .join('');
    case 'urli':
      return `<path d="M64 196 h272 q-10 120-136 120 q-126 0-136-120z" fill="${c}" stroke="${d}" stroke-width="4"/><ellipse cx="200" cy="196" rx="136" ry="28" fill="${d}"/><ellipse cx="200" cy="196" rx="120" ry="22" fill="#8ecae6"/>
${[
  [160, 192, '#f472b6'],
  [222, 200, '#facc15'],
  [258, 188, '#fb7185'],
]
  .map(([x, y, f]) => `<circle cx="${x}" cy="${y}" r="12" fill="${f}"/><circle cx="${x}" cy="${y}" r="5" fill="#fff7ed"/>`)
  .join('')}<path d="M100 250 q100 30 200 0" stroke="${l}" stroke-width="7" fill="none"/>`;
    case 'wall-plate':
      return `<path d="M200 40 l-30 40 M200 40 l30 40" stroke="${d}" stroke-width="4"/><circle cx="200" cy="216" r="140" fill="${c}" stroke="${d}" stroke-width="6"/><circle cx="200" cy="216" r="112" fill="${l}" opacity="0.55"/>
${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<ellipse cx="200" cy="170" rx="18" ry="44" fill="${d}" transform="rotate(${a} 200 216)"/>`).join('')}<circle cx="200" cy="216" r="22" fill="${c}"/>`;
    case 'lantern':
      return `<path d="M200 50 v30" stroke="${d}" stroke-width="5"/><circle cx="200" cy="86" r="12" fill="none" stroke="${d}" stroke-width="5"/><path d="M150 110 h100 l-10 26 h-80z" fill="${d}"/>
<path d="M160 136 h80 q30 80 0 170 h-80 q-30-90 0-170z" fill="${c}" stroke="${d}" stroke-width="4"/>
${[0, 1, 2, 3, 4]
  .map((row) => [0, 1, 2].map((col) => `<circle cx="${176 + col * 24}" cy="${166 + row * 28}" r="6" fill="${FLAME}"/>`).join(''))
  .join('')}<path d="M156 306 h88 l10 22 h-108z" fill="${d}"/>`;
    case 'name-plate':
      return `<rect x="60" y="130" width="280" height="150" rx="18" fill="${c}" stroke="${d}" stroke-width="8"/><rect x="84" y="154" width="232" height="102" rx="8" fill="none" stroke="${l}" stroke-width="4"/>
<path d="M120 196 h160 M140 228 h120" stroke="${d}" stroke-width="12" stroke-linecap="round"/><circle cx="80" cy="150" r="6" fill="${l}"/><circle cx="320" cy="150" r="6" fill="${l}"/><circle cx="80" cy="260" r="6" fill="${l}"/><circle cx="320" cy="260" r="6" fill="${l}"/>`;
    case 'cookies':
      return [
        [150, 250],
        [250, 250],
        [200, 178],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y! + 8}" r="62" fill="${d}"/><circle cx="${x}" cy="${y}" r="62" fill="${c}"/>${[
              [-22, -14],
              [18, -22],
              [0, 16],
              [26, 20],
              [-26, 24],
            ]
              .map(([dx, dy]) => `<circle cx="${x! + dx!}" cy="${y! + dy!}" r="6" fill="${l}"/>`)
              .join('')}<path d="M${x! - 40} ${y! - 30} q40-24 80 0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.35"/>`,
        )
        .join('');
    case 'tea-cake':
      return `<path d="M80 190 q120-60 240 0 v110 h-240z" fill="${c}"/><rect x="80" y="250" width="240" height="50" fill="${d}" opacity="0.35"/><path d="M110 300 v-96 M170 300 v-114 M230 300 v-114 M290 300 v-96" stroke="${d}" stroke-width="3" opacity="0.5"/>
${[110, 150, 200, 250, 290].map((x, i) => `<circle cx="${x}" cy="${190 + (i % 2) * 12}" r="8" fill="${l}"/>`).join('')}<rect x="70" y="300" width="260" height="16" rx="6" fill="${d}"/>`;
    case 'pav':
      return `<rect x="70" y="150" width="260" height="190" rx="20" fill="${d}"/>${[0, 1, 2]
        .map((row) => [0, 1, 2, 3].map((col) => `<rect x="${80 + col * 62}" y="${160 + row * 58}" width="56" height="52" rx="22" fill="${c}"/>`).join(''))
        .join('')}${[0, 1, 2, 3].map((col) => `<path d="M${92 + col * 62} ${172} q16-8 32 0" stroke="${l}" stroke-width="4" fill="none"/>`).join('')}`;
    case 'cake':
      return `<rect x="90" y="230" width="220" height="96" rx="14" fill="${c}"/><rect x="130" y="160" width="140" height="76" rx="12" fill="${c}" stroke="${d}" stroke-width="3"/>
<path d="M90 250 q27 22 55 0 t55 0 t55 0 t55 0" stroke="${l}" stroke-width="12" fill="none"/><path d="M130 178 q23 18 46 0 t47 0 t47 0" stroke="${l}" stroke-width="10" fill="none"/>
<rect x="194" y="110" width="12" height="50" rx="4" fill="${l}" stroke="${d}" stroke-width="2"/><path d="M200 106 q-12-22 0-40 q12 18 0 40z" fill="${FLAME}"/><rect x="70" y="326" width="260" height="12" rx="6" fill="${d}"/>`;
    case 'dates':
      // A bowl heaped with dates.
      return `${[
        [130, 214, -20],
        [170, 196, 10],
        [214, 192, -8],
        [256, 206, 24],
        [150, 232, 30],
        [196, 224, -14],
        [240, 230, 12],
        [280, 228, -24],
        [110, 236, 8],
      ]
        .map(
          ([x, y, a]) =>
            `<ellipse cx="${x}" cy="${y}" rx="30" ry="17" transform="rotate(${a} ${x} ${y})" fill="${c}" stroke="${d}" stroke-width="3"/><path d="M${x! - 14} ${y! - 5} q14-6 28 0" stroke="${l}" stroke-width="3" fill="none" opacity="0.6"/>`,
        )
        .join(
          '',
        )}<path d="M70 236 h260 q-12 100-130 100 q-118 0-130-100z" fill="#e7d7bd" stroke="#a0855b" stroke-width="5"/><path d="M100 272 q100 26 200 0" stroke="#a0855b" stroke-width="4" fill="none"/>`;
  }
}
