import { describe, expect, it } from 'vitest';
import { pincodeFilter, readSavedPincode, savePincode } from './saved-pincode';

describe('saved pincode (user_pincode)', () => {
  it('reads the saved JSON', () => {
    localStorage.setItem('user_pincode', JSON.stringify({ pincode: '560038', addressId: 7 }));
    expect(readSavedPincode()).toEqual({ pincode: '560038', addressId: 7 });
  });

  it('ignores broken or malformed saved values', () => {
    for (const raw of [
      '{not json',
      '"560038"',
      'null',
      JSON.stringify({ pincode: '1' }),
      JSON.stringify({ pincode: '56 00 38 1234' }),
      JSON.stringify({ pincode: 560038 }),
    ]) {
      localStorage.setItem('user_pincode', raw);
      expect(readSavedPincode(), raw).toBeNull();
    }
  });

  it('treats allProducts as no filter', () => {
    savePincode({ pincode: 'allProducts', addressId: null });
    expect(readSavedPincode()).toEqual({ pincode: 'allProducts', addressId: null });
    expect(pincodeFilter(readSavedPincode())).toBeUndefined();
    expect(pincodeFilter(null)).toBeUndefined();
    expect(pincodeFilter({ pincode: '110001', addressId: null })).toBe('110001');
  });

  it("filters only by a saved code the store's rules take: a 6-digit PIN code is no filter in a 4-digit store", () => {
    const india = { pattern: '^[1-9][0-9]{5}$', length: 6, label: 'pin_code' } as const;
    const southAfrica = { pattern: '^[0-9]{4}$', length: 4, label: 'postal_code' } as const;
    savePincode({ pincode: '8001', addressId: null });
    expect(readSavedPincode()).toEqual({ pincode: '8001', addressId: null });
    expect(pincodeFilter(readSavedPincode(), southAfrica)).toBe('8001');
    expect(pincodeFilter(readSavedPincode(), india)).toBeUndefined();
    expect(pincodeFilter({ pincode: '560038', addressId: null }, india)).toBe('560038');
    expect(pincodeFilter({ pincode: '560038', addressId: null }, southAfrica)).toBeUndefined();
  });

  it('saves as JSON with the address id', () => {
    savePincode({ pincode: '110001', addressId: 3 });
    expect(JSON.parse(localStorage.getItem('user_pincode')!)).toEqual({ pincode: '110001', addressId: 3 });
  });
});
