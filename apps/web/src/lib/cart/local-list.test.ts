import { beforeEach, describe, expect, it } from 'vitest';
import { isRecord, isWholeNumber, localList } from './local-list';

const isNumber = (value: unknown): value is number => typeof value === 'number';
const list = () => localList('wishlist', isNumber);

beforeEach(() => {
  localStorage.clear();
});

describe('localList', () => {
  it('reads nothing saved, broken JSON and a saved value that is not a list as an empty list', () => {
    const numbers = list();
    expect(numbers.read()).toEqual([]);
    localStorage.setItem('wishlist', '{not json');
    expect(numbers.read()).toEqual([]);
    localStorage.setItem('wishlist', '{"0":1,"length":1}');
    expect(numbers.read()).toEqual([]);
  });

  it('keeps only the entries that pass the check', () => {
    localStorage.setItem('wishlist', JSON.stringify([1, 'two', null, 3, { n: 4 }]));
    expect(list().read()).toEqual([1, 3]);
  });

  it('gives the same array back until the saved value changes', () => {
    const numbers = list();
    numbers.write([1, 2]);
    const first = numbers.read();
    expect(numbers.read()).toBe(first);
    numbers.write([1, 2, 3]);
    expect(numbers.read()).toEqual([1, 2, 3]);
    expect(numbers.read()).not.toBe(first);
  });

  it('removes the saved key when the list becomes empty', () => {
    const numbers = list();
    numbers.write([1]);
    expect(localStorage.getItem('wishlist')).toBe('[1]');
    numbers.write([]);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it("tells subscribers about another tab's change to its key or a cleared storage, until they unsubscribe", () => {
    const numbers = list();
    let calls = 0;
    const stop = numbers.subscribe(() => (calls += 1));
    const callsAfter = (key: string | null) => {
      const before = calls;
      window.dispatchEvent(new StorageEvent('storage', { key }));
      return calls - before;
    };
    expect(callsAfter('wishlist')).toBe(1);
    expect(callsAfter(null)).toBe(1);
    expect(callsAfter('cart')).toBe(0);
    stop();
    expect(callsAfter('wishlist')).toBe(0);
    numbers.write([1]);
    expect(calls).toBe(2);
  });
});

describe('saved-entry checks', () => {
  it('isRecord takes plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ key: 'k' })).toBe(true);
    expect([null, undefined, [], [1], 'x', 1, true].map(isRecord)).toEqual([false, false, false, false, false, false, false]);
  });

  it('isWholeNumber takes integers only', () => {
    expect([0, 1, -3, 1e6].map(isWholeNumber)).toEqual([true, true, true, true]);
    expect([1.5, Number.NaN, Number.POSITIVE_INFINITY, '2', null, undefined].map(isWholeNumber)).toEqual([false, false, false, false, false, false]);
  });
});
