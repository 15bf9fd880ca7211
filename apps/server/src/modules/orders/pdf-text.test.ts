import { describe, expect, it } from 'vitest';
import { faceFor } from './pdf-fonts';
import { orderForDisplay } from './pdf-text';

/** Which font writes a character, and the order in which a line's runs are drawn left to right. */

const rtl = (text: string) => ({ face: { rtl: true }, text });
const ltr = (text: string) => ({ face: { rtl: false }, text });
const drawn = (runs: { text: string }[]) => runs.map((r) => r.text);

describe('the font of a character', () => {
  it('is the first Noto file whose range holds it: rupee sign in latin-ext, Hindi in devanagari, Arabic in arabic', () => {
    expect(['A', '₹', 'क', 'ع', 'Ж', '€'].map((ch) => faceFor(ch.codePointAt(0)!).subset)).toEqual([
      'latin',
      'latin-ext',
      'devanagari',
      'arabic',
      'cyrillic',
      'latin',
    ]);
  });
});

describe('a line of mixed scripts', () => {
  it('keeps left-to-right runs in their order', () => {
    expect(drawn(orderForDisplay([ltr('Kurta '), ltr('खादी')]))).toEqual(['Kurta ', 'खादी']);
  });

  it('draws Arabic words right to left, a number between them staying between them with its spaces turned round', () => {
    // "عسل طبيعي 500 غرام" (natural honey 500 grams), as runsOf splits it.
    const runs = [rtl('عسل'), ltr(' '), rtl('طبيعي'), ltr(' '), ltr('500 '), rtl('غرام')];
    expect(drawn(orderForDisplay(runs))).toEqual(['غرام', ' 500', ' ', 'طبيعي', ' ', 'عسل']);
  });

  it('reverses only the Arabic stretch inside a Latin line', () => {
    const runs = [ltr('Honey '), rtl('عسل'), ltr(' '), rtl('طبيعي'), ltr(' from Yemen')];
    expect(drawn(orderForDisplay(runs))).toEqual(['Honey ', 'طبيعي', ' ', 'عسل', ' from Yemen']);
  });
});
