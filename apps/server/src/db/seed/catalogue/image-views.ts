import { shape, type Drawing } from './image-shapes';
import type { Family } from './images';

/**
 * The three pictures of a product's gallery, so a gallery looks like a shop's and not one drawing
 * three times: the product from the front, a close-up (the fabric's print, the metal's shine, the
 * spice itself) and the product in use (worn or hung in a room, on a kitchen table, on a desk,
 * booked in a slot, open on a phone). All drawn in a 400×400 box.
 */
export const VIEWS = ['front', 'detail', 'in-use'] as const;
export type View = (typeof VIEWS)[number];

/** Colours of one picture: main, dark, light (accent), and the tile's two background stops. */
export type Colours = { c: string; d: string; l: string; bg1: string; bg2: string };

type Group = 'textile' | 'home' | 'food' | 'gadget' | 'service' | 'digital';
const GROUP: Record<Family, Group> = {
  saree: 'textile',
  kurta: 'textile',
  shirt: 'textile',
  stole: 'textile',
  bedding: 'textile',
  pan: 'home',
  vase: 'home',
  gift: 'home',
  jar: 'food',
  cup: 'food',
  bread: 'food',
  grain: 'food',
  headphones: 'gadget',
  charger: 'gadget',
  house: 'service',
  wrench: 'service',
  yoga: 'service',
  book: 'digital',
  course: 'digital',
  laptop: 'digital',
  api: 'digital',
};

/** The point of each drawing a close-up centres on (the pallu, the collar, a cup, the label…). */
const FOCUS: Record<Family, [number, number]> = {
  saree: [236, 196],
  kurta: [200, 140],
  shirt: [200, 140],
  stole: [200, 300],
  bedding: [200, 240],
  pan: [190, 205],
  vase: [200, 240],
  gift: [200, 150],
  jar: [200, 230],
  cup: [200, 215],
  bread: [200, 200],
  grain: [200, 220],
  headphones: [113, 268],
  charger: [200, 175],
  house: [200, 250],
  wrench: [225, 195],
  yoga: [200, 190],
  book: [150, 205],
  course: [205, 185],
  laptop: [200, 180],
  api: [200, 200],
};

const place = (svg: string, x: number, y: number, s: number) => `<g transform="translate(${x} ${y}) scale(${s})">${svg}</g>`;
const WOOD = '#b98a5a';
const WOOD_DARK = '#8a5f38';
const WALL = '#f6f1e8';

/** A fabric swatch filling the tile: the weave, and the print's motif in the accent colour, with its border. */
function fabric({ c, d, l }: Colours): string {
  const motif = `<circle r="9" fill="${l}"/><circle cy="-15" r="5" fill="${l}"/><circle cx="15" r="5" fill="${l}"/><circle cy="15" r="5" fill="${l}"/><circle cx="-15" r="5" fill="${l}"/><circle r="4" fill="${d}"/>`;
  return `<defs><pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4h8M4 0v8" stroke="${d}" stroke-width="1" opacity="0.18"/></pattern>
<pattern id="print" width="64" height="128" patternUnits="userSpaceOnUse"><g transform="translate(32 40)">${motif}</g><g transform="translate(0 104)">${motif}</g><g transform="translate(64 104)">${motif}</g></pattern></defs>
<rect width="400" height="400" fill="${c}"/><rect width="400" height="400" fill="url(#weave)"/><rect width="400" height="400" fill="url(#print)"/>
<path d="M0 318 q100-22 200 0 t200 0 v82 h-400z" fill="${d}" opacity="0.9"/><path d="M0 330 q100-22 200 0 t200 0" stroke="hsl(43 88% 56%)" stroke-width="8" fill="none"/>
<path d="M0 352 q100-22 200 0 t200 0" stroke="hsl(43 88% 56%)" stroke-width="3" fill="none" stroke-dasharray="10 8"/>`;
}

/** What a jar, cup or sack holds, heaped on a wooden board: pods, beans, grains. */
function heap({ c, d, l }: Colours): string {
  const pieces: string[] = [];
  for (let i = 0; i < 44; i++) {
    const a = (i * 137.5 * Math.PI) / 180;
    const r = 10 * Math.sqrt(i) * 2.3;
    const x = Math.round(200 + r * Math.cos(a) * 1.35);
    const y = Math.round(250 + r * Math.sin(a) * 0.55 - (120 - r) * 0.35);
    const rot = Math.round((i * 47) % 180);
    pieces.push(
      `<ellipse cx="${x}" cy="${y}" rx="15" ry="9" transform="rotate(${rot} ${x} ${y})" fill="${i % 5 === 0 ? l : i % 3 === 0 ? d : c}" stroke="${d}" stroke-width="1.5"/>`,
    );
  }
  return `<rect width="400" height="400" fill="${WALL}"/><rect y="250" width="400" height="150" fill="${WOOD}"/><path d="M0 290 h400 M0 340 h400" stroke="${WOOD_DARK}" stroke-width="2" opacity="0.4"/>
<ellipse cx="200" cy="300" rx="170" ry="40" fill="${WOOD_DARK}" opacity="0.35"/>${pieces.join('')}`;
}

/** A close-up: the fabric, the food, or the drawing's finest part enlarged with a sheen across it. */
export function detailView(family: Family, drawing: Drawing, k: Colours): string {
  const group = GROUP[family];
  if (group === 'textile') return fabric(k);
  if (group === 'food' && family !== 'bread' && drawing !== 'bottle') return heap(k);
  const [fx, fy] = drawing === family ? FOCUS[family] : [200, 215];
  const s = 2.1;
  return `<rect width="400" height="400" fill="url(#bg)"/>${place(shape(drawing, k.c, k.d, k.l), 200 - fx * s, 200 - fy * s, s)}
<path d="M-40 120 l220 -200 h60 l-220 200z" fill="#ffffff" opacity="0.16"/><circle cx="200" cy="200" r="196" fill="none" stroke="${k.d}" stroke-width="8" opacity="0.12"/>`;
}

/** The scene behind a product in use, and where the drawing stands in it. */
function setting(group: Group, family: Family, k: Colours): { back: string; x: number; y: number; s: number; front?: string } {
  switch (group) {
    case 'textile': {
      // A saree is worn, in a bright room; a kurta, shirt or stole hangs from a rail; bedding lies on a bed.
      const room = `<rect width="400" height="400" fill="${WALL}"/><rect y="352" width="400" height="48" fill="${WOOD}"/>
<rect x="318" y="300" width="44" height="52" rx="6" fill="#c0673e"/><path d="M340 300 q-30-50 -8-90 M340 300 q26-40 10-84 M340 300 q0-40 0-70" stroke="#3c8d40" stroke-width="8" fill="none" stroke-linecap="round"/>`;
      if (family === 'saree') return { back: room, x: 40, y: 88, s: 0.76 };
      if (family === 'bedding')
        return {
          back: `${room}<rect x="40" y="150" width="40" height="190" rx="8" fill="${WOOD_DARK}"/>`,
          x: 60,
          y: 120,
          s: 0.7,
          front: `<rect x="40" y="330" width="320" height="24" rx="6" fill="${WOOD_DARK}"/>`,
        };
      // The drawings start at y 90, so that line sits on the hanger.
      const s = 0.74;
      const top = 90;
      return {
        back: `${room}<rect x="30" y="40" width="340" height="10" rx="5" fill="${WOOD_DARK}"/><path d="M200 50 v12 q-10 2-10 10 M148 ${76} l52-14 52 14" stroke="#6b6b6b" stroke-width="4" fill="none"/>`,
        x: 200 - 200 * s,
        y: 76 - top * s,
        s,
      };
    }
    case 'home':
    case 'food':
      // On a kitchen table by a window.
      return {
        back: `<rect width="400" height="400" fill="${WALL}"/><rect x="236" y="40" width="130" height="150" rx="8" fill="#dbeefa" stroke="#ffffff" stroke-width="10"/><path d="M301 40 v150 M236 115 h130" stroke="#ffffff" stroke-width="8"/>
<rect y="300" width="400" height="100" fill="${WOOD}"/><rect y="300" width="400" height="10" fill="${WOOD_DARK}"/>
<path d="M56 300 q-4-40 20-52 h28 q24 12 20 52z" fill="#f3f4f6" stroke="#cbd5e1" stroke-width="3"/><path d="M90 248 q-10-36 12-60 M90 248 q14-30 36-40" stroke="#3c8d40" stroke-width="6" fill="none" stroke-linecap="round"/>`,
        x: 110,
        y: 88,
        s: 0.6,
      };
    case 'gadget':
      // On a desk, in front of a laptop.
      return {
        back: `<rect width="400" height="400" fill="#eef1f5"/><rect y="290" width="400" height="110" fill="${WOOD}"/><rect y="290" width="400" height="8" fill="${WOOD_DARK}"/>
<rect x="196" y="150" width="170" height="112" rx="8" fill="#334155"/><rect x="206" y="160" width="150" height="92" rx="3" fill="#cbd5e1"/><path d="M180 262 h206 l-12 26 h-182z" fill="#94a3b8"/>
<rect x="40" y="70" width="96" height="70" rx="4" fill="#ffffff" stroke="#cbd5e1" stroke-width="4"/><path d="M56 120 l20-24 14 14 18-22 14 32z" fill="#a7c4a0"/>`,
        x: 20,
        y: 128,
        s: 0.58,
      };
    case 'service':
      // Booked in a slot: the service beside a calendar with the chosen time marked.
      return {
        back: `<rect width="400" height="400" fill="url(#bg)"/><rect x="222" y="70" width="150" height="180" rx="14" fill="#ffffff" stroke="${k.d}" stroke-width="4"/>
<rect x="222" y="70" width="150" height="38" rx="14" fill="${k.c}"/><rect x="222" y="94" width="150" height="14" fill="${k.c}"/>
${[0, 1, 2, 3]
  .map((row) =>
    [0, 1, 2]
      .map((col) => `<rect x="${238 + col * 44}" y="${122 + row * 30}" width="32" height="20" rx="4" fill="${row === 1 && col === 2 ? k.c : '#e5e7eb'}"/>`)
      .join(''),
  )
  .join('')}
<circle cx="297" cy="300" r="36" fill="#ffffff" stroke="${k.d}" stroke-width="5"/><path d="M297 300 v-22 M297 300 l16 10" stroke="${k.d}" stroke-width="5" stroke-linecap="round"/>`,
        x: 4,
        y: 90,
        s: 0.56,
      };
    case 'digital':
      // Open on a phone, ready the moment it is paid for.
      return {
        back: `<rect width="400" height="400" fill="url(#bg)"/><rect x="104" y="24" width="192" height="352" rx="30" fill="#1f2937"/><rect x="116" y="52" width="168" height="296" rx="8" fill="#ffffff"/>
<rect x="176" y="34" width="48" height="8" rx="4" fill="#4b5563"/><rect x="134" y="300" width="132" height="30" rx="15" fill="${k.c}"/><path d="M200 306 v14 M193 314 l7 7 7-7" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round"/>`,
        x: 120,
        y: 64,
        s: 0.4,
      };
  }
}

/** The product in use: in a room, on a table or desk, booked in a slot, or open on a phone. */
export function inUseView(family: Family, drawing: Drawing, k: Colours): string {
  const { back, x, y, s, front } = setting(GROUP[family], family, k);
  return `${back}<ellipse cx="${x + 200 * s}" cy="${y + 352 * s}" rx="${140 * s}" ry="${14 * s}" fill="#000000" opacity="0.12"/>${place(shape(drawing, k.c, k.d, k.l), x, y, s)}${front ?? ''}`;
}

/** Straight on, on the palette's tile. */
export function frontView(_family: Family, drawing: Drawing, k: Colours): string {
  return `<rect width="400" height="400" fill="url(#bg)"/><circle cx="200" cy="210" r="170" fill="url(#glow)"/>
<ellipse cx="200" cy="350" rx="140" ry="14" fill="${k.d}" opacity="0.12"/>
${shape(drawing, k.c, k.d, k.l)}`;
}
