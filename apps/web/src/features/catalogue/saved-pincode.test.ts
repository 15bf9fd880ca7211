import { describe, expect, it } from 'vitest';
import { pincodeFilter, readSavedPincode, savePincode } from './saved-pincode';

describe('saved pincode (user_pincode)', () => {
  it('reads the saved JSON', () => {
    localStorage.setItem('user_pincode', JSON.stringify({ pincode: '560038', addressId: 7 }));
    expect(readSavedPincode()).toEqual({ pincode: '560038', addressId: 7 });
  });

  it('ignores broken or malformed saved values', () => {
    for (const raw of ['{not json', '"560038"', 'null', JSON.stringify({ pincode: '12' }), JSON.stringify({ pincode: 560038 })]) {
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

  it('saves as JSON with the address id', () => {
    savePincode({ pincode: '110001', addressId: 3 });
    expect(JSON.parse(localStorage.getItem('user_pincode')!)).toEqual({ pincode: '110001', addressId: 3 });
  });
});
