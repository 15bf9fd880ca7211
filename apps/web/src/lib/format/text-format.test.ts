import { describe, expect, it } from 'vitest';
import { collapseWhitespace, truncate } from './text-format';

describe('truncate', () => {
  it('cuts to the maximum length and adds "..."', () => {
    expect(truncate('Hello world', 5)).toBe('Hello...');
  });

  it('returns strings no longer than the maximum unchanged', () => {
    expect(truncate('Hello', 5)).toBe('Hello');
    expect(truncate('Hi', 5)).toBe('Hi');
    expect(truncate('', 0)).toBe('');
  });

  it('never splits an emoji into a broken character', () => {
    expect(truncate('👍👍👍', 2)).toBe('👍👍...');
    expect(truncate('👍👍', 2)).toBe('👍👍');
  });

  it('treats a negative maximum as zero', () => {
    expect(truncate('abc', -1)).toBe('...');
  });
});

describe('collapseWhitespace', () => {
  it('collapses runs of spaces, newlines and tabs into one space and trims', () => {
    expect(collapseWhitespace('  a \n\t b  ')).toBe('a b');
  });

  it('leaves already-tidy text unchanged', () => {
    expect(collapseWhitespace('a b c')).toBe('a b c');
  });

  it('turns whitespace-only text into an empty string', () => {
    expect(collapseWhitespace(' \n\t ')).toBe('');
  });
});
