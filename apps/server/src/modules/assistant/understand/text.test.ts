import { describe, expect, it } from 'vitest';
import { fold, sameWord, stem, tokenize } from './text';

const shape = (message: string) => tokenize(message).map((t) => [t.kind, t.key, t.num ?? t.parts ?? null]);

describe('tokenize', () => {
  it('reads Arabic-Indic, Persian and Devanagari digits as numbers', () => {
    expect(shape('٥٠٠ ۱۲ ५६०००१')).toStrictEqual([
      ['num', '500', 500],
      ['num', '12', 12],
      ['num', '560001', 560001],
    ]);
  });

  it('reads grouped, decimal and thousand amounts', () => {
    expect(shape('1,500 1,00,000 4.5 2k')).toStrictEqual([
      ['num', '1,500', 1500],
      ['num', '1,00,000', 100000],
      ['num', '4.5', 4.5],
      ['num', '2k', 2000],
    ]);
  });

  it('keeps a dash only between two numbers', () => {
    expect(shape('500-1000 e-book')).toStrictEqual([
      ['num', '500', 500],
      ['sym', '-', null],
      ['num', '1000', 1000],
      ['word', 'ebook', null],
    ]);
  });

  it('splits a currency, an attached Arabic "and" and French elisions off their words', () => {
    expect(shape("₹500 و1000 jusqu'à l'article")).toStrictEqual([
      ['sym', '₹', null],
      ['num', '500', 500],
      ['word', 'و', null],
      ['num', '1000', 1000],
      ['word', "jusqu'", null],
      ['word', 'a', null],
      ['word', "l'", null],
      ['word', 'article', null],
    ]);
  });

  it('reads ordinals and dates as tokens of their own', () => {
    expect(shape('2nd 1er 3ème 2026-12-01 25/11')).toStrictEqual([
      ['ord', '2nd', 2],
      ['ord', '1er', 1],
      ['ord', '3eme', 3],
      ['date', '2026-12-01', [2026, 12, 1]],
      ['date', '25/11', [25, 11]],
    ]);
  });
});

describe('fold and stem', () => {
  it('folds away accents, the nukta, chandrabindu, hamza and Arabic vowel marks', () => {
    expect(fold('Deuxième')).toBe('deuxieme');
    expect(fold('ज़्यादा')).toBe(fold('ज्यादा'));
    expect(fold('कहाँ')).toBe(fold('कहां'));
    expect(fold('أقل')).toBe('اقل');
    expect(fold('غدًا')).toBe('غدا');
    expect(fold('سلة')).toBe('سله');
  });

  it('meets singular and plural', () => {
    expect(stem('shirts')).toBe(stem('shirt'));
    expect(stem('accessories')).toBe(stem('accessory'));
    expect(stem(fold('साड़ियाँ'))).toBe(stem(fold('साड़ी')));
    expect(stem(fold('कुर्ते'))).toBe(stem(fold('कुर्ता')));
    expect(stem(fold('الساري'))).toBe(stem(fold('ساري')));
    expect(stem('glass')).toBe('glass');
  });

  it('lets an Arabic word carry "و", "ب", "ل" or the article in front', () => {
    const [token] = tokenize('بأقل');
    expect(sameWord(token!, fold('أقل'))).toBe(true);
    const [cart] = tokenize('والسلة');
    expect(sameWord(cart!, fold('السلة'))).toBe(true);
    const [other] = tokenize('أقلام');
    expect(sameWord(other!, fold('أقل'))).toBe(false);
  });
});
