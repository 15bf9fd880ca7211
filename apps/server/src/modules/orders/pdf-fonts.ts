import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * The fonts of the PDFs, from node_modules (no network): Noto Sans and Noto Sans Arabic as the
 * @fontsource packages ship them, one file per script (latin, devanagari, arabic…) with the
 * unicode-range each covers, as browsers load them. A character is written in the first file
 * whose range holds it.
 */

export type Weight = 400 | 700;
export type Face = { subset: string; file: (weight: Weight) => string; ranges: [number, number][]; rtl: boolean };

const require = createRequire(import.meta.url);

/** "U+0000-00FF,U+0131" as [[0, 255], [305, 305]]. */
const parseRanges = (spec: string): [number, number][] =>
  spec.split(',').map((part) => {
    const [from, to = from] = part.replace('U+', '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });

function facesOf(pkg: string, subsets: string[], rtl: string[] = []): Face[] {
  const ranges = require(`@fontsource/${pkg}/unicode.json`) as Record<string, string>;
  return subsets.map((subset) => ({
    subset,
    // WOFF, not WOFF2: fontkit 2.0.4 fails to subset composite glyphs of a WOFF2 file.
    file: (weight) => require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`),
    ranges: parseRanges(ranges[subset]!),
    rtl: rtl.includes(subset),
  }));
}

// Latin first: a character two files cover (U+0304, a joiner) goes to the first.
export const FACES: Face[] = [
  ...facesOf('noto-sans', ['latin', 'latin-ext', 'devanagari', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese']),
  ...facesOf('noto-sans-arabic', ['arabic'], ['arabic']),
];
export const LATIN = FACES[0]!;

export const covers = (face: Face, codePoint: number) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
export const faceFor = (codePoint: number) => FACES.find((f) => covers(f, codePoint)) ?? LATIN;
export const fontName = (face: Face, bold: boolean | undefined) => `${face.subset}-${bold ? 700 : 400}`;

/**
 * A WOFF file as the plain TrueType file it wraps, its tables inflated. fontkit reads a WOFF's
 * tables by inflating them on every read, in JavaScript; this makes the Arabic and Devanagari
 * subsets of an invoice some ten times quicker to embed.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, n) => {
    const at = 44 + n * 20;
    const [offset, packed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const data = woff.subarray(offset, offset + packed);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: packed < length ? inflateSync(data) : data };
  });
  const padded = (n: number) => (n + 3) & ~3;
  let offset = 12 + 16 * count;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.data.length), offset));
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  out.writeUInt16BE(count, 4);
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((t, n) => {
    const at = 12 + n * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

// One parsed font per file and process: a fontkit font keeps what shaping has worked out (the
// Devanagari shaper's tables take ~100 ms to build), and each document takes its own subset of it.
const parsed = new Map<string, fontkit.Font>();

export function fontOf(face: Face, weight: Weight): fontkit.Font {
  const key = `${face.subset}-${weight}`;
  let font = parsed.get(key);
  if (!font) parsed.set(key, (font = fontkit.create(woffToSfnt(readFileSync(face.file(weight)))) as fontkit.Font));
  return font;
}
