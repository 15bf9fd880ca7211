import { covers, FACES, faceFor, fontName, fontOf, LATIN, type Face } from './pdf-fonts';

/**
 * Any script's text in a pdfkit document. Each character is written in a font file that has it
 * (pdf-fonts.ts), and a line is drawn run by run on one baseline. fontkit (inside pdfkit) shapes
 * each run: Devanagari conjuncts and Arabic joining, an Arabic word's glyphs right to left. Between
 * runs only a small part of the Unicode bidi algorithm is kept (see orderForDisplay); the module
 * README says what that leaves out.
 */

export type TextStyle = { size: number; bold?: boolean; color?: string };
type Run = { face: Face; text: string };
type Doc = PDFKit.PDFDocument;

/** Registers every face under its name; pdfkit embeds only the glyphs a document uses. */
export function registerFaces(doc: Doc): void {
  for (const face of FACES) {
    for (const weight of [400, 700] as const) {
      // pdfkit takes a fontkit font as it is (its font factory checks for layout()); its types list only files and bytes.
      doc.registerFont(fontName(face, weight === 700), fontOf(face, weight) as unknown as Buffer);
    }
  }
}

/** Every space as U+0020: the files lack some (U+202F, which Intl puts before "am"), and lines never break inside a cell. */
const clean = (text: string) => text.replace(/\s+/gu, ' ').trim();

// Spaces, marks and joiners stay with the run before them, so a word and a phrase are shaped whole.
const STICKY = /^[\s\p{M}\p{Cf}]$/u;

function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const codePoint = ch.codePointAt(0)!;
    const last = runs.at(-1);
    if (last && (STICKY.test(ch) || covers(last.face, codePoint))) last.text += ch;
    else runs.push({ face: faceFor(codePoint), text: ch });
  }
  // pdfkit shapes text word by word and puts the words left to right: a right-to-left run goes
  // to it one word at a time, and orderForDisplay orders the words.
  return runs.flatMap((run) =>
    run.face.rtl
      ? run.text
          .split(/(\s+)/u)
          .filter(Boolean)
          .map((part) => ({ face: /^\s/u.test(part) ? LATIN : run.face, text: part }))
      : [run],
  );
}

const WEAK = /^[\s\p{N}\p{P}\p{S}]*$/u;

/** "500 " read right to left is " 500": its spaces change sides, its digits do not. */
const flipSpaces = (text: string) => {
  const [, lead, core, trail] = /^(\s*)(.*?)(\s*)$/su.exec(text)!;
  return `${trail}${core}${lead}`;
};

/**
 * The runs left to right as drawn on a left-to-right line: a stretch that starts and ends with
 * right-to-left words, with only numbers, punctuation and spaces between them, is read right to
 * left ("عسل 500 غرام" keeps the number between its words). Each word's glyphs fontkit orders.
 */
export function orderForDisplay<R extends { face: { rtl: boolean }; text: string }>(runs: R[]): R[] {
  const out = [...runs];
  let i = 0;
  while (i < out.length) {
    if (!out[i]!.face.rtl) {
      i += 1;
      continue;
    }
    let end = i;
    for (let j = i + 1; j < out.length && (out[j]!.face.rtl || WEAK.test(out[j]!.text)); j += 1) if (out[j]!.face.rtl) end = j;
    const span = out.slice(i, end + 1).reverse();
    out.splice(i, span.length, ...span.map((run) => (run.face.rtl ? run : { ...run, text: flipSpaces(run.text) })));
    i = end + 1;
  }
  return out;
}

function runWidth(doc: Doc, run: Run, style: TextStyle): number {
  return doc.font(fontName(run.face, style.bold)).fontSize(style.size).widthOfString(run.text);
}

/** The width of one line of text in this style. */
export function measure(doc: Doc, text: string, style: TextStyle): number {
  return runsOf(clean(text)).reduce((sum, run) => sum + runWidth(doc, run, style), 0);
}

/** The text broken at spaces into lines no wider than `width` (a longer word keeps its own line). */
export function wrap(doc: Doc, text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of clean(text).split(' ')) {
    const tried = line ? `${line} ${word}` : word;
    if (line && measure(doc, tried, style) > width) {
      lines.push(line);
      line = word;
    } else line = tried;
  }
  return line ? [...lines, line] : lines;
}

export const lineHeight = (style: TextStyle) => style.size * 1.45;

/**
 * Writes the text from `top`, wrapped to `width` (or on one line), aligned left or right, and
 * returns where the next line would start. Every run of a line sits on the same baseline, whatever
 * its font's ascent.
 */
export function write(doc: Doc, text: string, at: { x: number; top: number; width?: number; align?: 'left' | 'right' }, style: TextStyle): number {
  const lines = at.width === undefined ? [clean(text)] : wrap(doc, text, style, at.width);
  let top = at.top;
  for (const line of lines) {
    const runs = orderForDisplay(runsOf(line));
    const widths = runs.map((run) => runWidth(doc, run, style));
    const total = widths.reduce((a, b) => a + b, 0);
    let x = at.align === 'right' && at.width !== undefined ? at.x + at.width - total : at.x;
    const baseline = top + style.size * 1.1;
    doc.fillColor(style.color ?? '#111111');
    runs.forEach((run, n) => {
      doc.font(fontName(run.face, style.bold)).fontSize(style.size).text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += widths[n]!;
    });
    top += lineHeight(style);
  }
  return top;
}
