import { describe, expect, it } from 'vitest';
import { blockNonDigitKeys, digitsOnly, refuseNonDigitPaste } from './digits';

describe('digit-only inputs', () => {
  const press = (key: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {}) => {
    let blocked = false;
    blockNonDigitKeys({ key, ctrlKey: false, metaKey: false, altKey: false, ...extra, preventDefault: () => (blocked = true) });
    return blocked;
  };

  it('blocks printable keys other than digits', () => {
    expect(['a', ' ', '-', 'e', '+'].map((key) => press(key))).toEqual([true, true, true, true, true]);
  });

  it('keeps digits, editing and navigation keys, and shortcuts such as paste', () => {
    expect(['5', 'Backspace', 'ArrowLeft', 'Tab', 'Delete'].map((key) => press(key))).toEqual([false, false, false, false, false]);
    expect(press('v', { ctrlKey: true })).toBe(false);
  });

  it('drops what is not a digit from pasted text and caps the length', () => {
    expect(digitsOnly('56a0-0 38x9', 6)).toBe('560038');
  });

  it('refuses a paste holding anything but digits, so an amount is never read as another', () => {
    const paste = (text: string) => {
      let refused = false;
      refuseNonDigitPaste({ clipboardData: { getData: () => text }, preventDefault: () => (refused = true) });
      return refused;
    };
    expect(['7.5', '12e3', '-4', ' 5'].map(paste)).toEqual([true, true, true, true]);
    expect(['2500', ''].map(paste)).toEqual([false, false]);
  });
});
