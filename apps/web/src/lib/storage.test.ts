import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage, tabStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('reads back what it wrote, and null for a missing key', () => {
    storage.set('ln', 'fr');
    expect(storage.get('ln')).toBe('fr');
    expect(window.localStorage.getItem('ln')).toBe('fr');
    expect(storage.get('theme')).toBeNull();
  });

  it('removes a key', () => {
    storage.set('primary', '#ff0000');
    storage.remove('primary');
    expect(storage.get('primary')).toBeNull();
  });

  it('round-trips JSON values', () => {
    storage.setJson('cart', [{ productId: 7, quantity: 2 }]);
    expect(window.localStorage.getItem('cart')).toBe('[{"productId":7,"quantity":2}]');
    expect(storage.getJson('cart')).toEqual([{ productId: 7, quantity: 2 }]);
  });

  it('returns null for broken JSON instead of throwing', () => {
    window.localStorage.setItem('user_pincode', '{"pincode": 5600');
    expect(storage.getJson('user_pincode')).toBeNull();
  });

  it('returns null from getJson for a missing key', () => {
    expect(storage.getJson('buyNowItem')).toBeNull();
  });

  it('does not throw when the browser refuses to store (quota full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.set('ln', 'en')).not.toThrow();
    expect(() => storage.setJson('cart', [])).not.toThrow();
  });

  describe('clearExcept', () => {
    it('keeps only the given keys (logout keeps the language)', () => {
      storage.set('ln', 'ar');
      storage.set('direction', 'rtl');
      storage.set('user', 'loggedIn');
      storage.setJson('cart', [1]);
      window.localStorage.setItem('something-else', 'x');

      storage.clearExcept(['ln']);

      expect(storage.get('ln')).toBe('ar');
      expect(window.localStorage.length).toBe(1);
    });

    it('keeps several keys and does not invent ones that were not set', () => {
      storage.set('ln', 'fr');
      storage.set('theme', 'dark');
      storage.set('user', 'guest');

      storage.clearExcept(['ln', 'theme', 'primary']);

      expect(storage.get('ln')).toBe('fr');
      expect(storage.get('theme')).toBe('dark');
      expect(storage.get('primary')).toBeNull();
      expect(storage.get('user')).toBeNull();
      expect(window.localStorage.length).toBe(2);
    });

    it('clears everything when no key is kept', () => {
      storage.set('ln', 'fr');
      storage.clearExcept([]);
      expect(window.localStorage.length).toBe(0);
    });
  });
});

describe('tabStorage', () => {
  it("keeps its keys in this tab's session storage, where the shopper's sign-out does not clear them", () => {
    tabStorage.set('vendorToken', 'v1');
    expect(window.sessionStorage.getItem('vendorToken')).toBe('v1');
    storage.clearExcept(['ln']);
    expect(tabStorage.get('vendorToken')).toBe('v1');
    tabStorage.remove('vendorToken');
    expect(tabStorage.get('vendorToken')).toBeNull();
  });
});
