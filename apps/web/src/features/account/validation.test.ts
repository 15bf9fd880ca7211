import { describe, expect, it } from 'vitest';
import { blockNonDigitKeys, changedProfileFields, errorKeys, validateAddress, validateProfileUpdate, type AddressFormValues } from './validation';

const address = (extra: Partial<AddressFormValues> = {}): AddressFormValues => ({
  address_type: 'delivery',
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  is_default: false,
  ...extra,
});

describe('account validation (the server contract rules)', () => {
  it('accepts a valid address and normalises the phone with +91', () => {
    const result = validateAddress(address());
    expect(result).toMatchObject({ ok: true, data: { phone: '+919876543210', pincode: '560038' } });
  });

  it.each([
    ['012345', 'invalid'],
    ['56003', 'invalid'],
    ['', 'required'],
  ])('rejects the pincode %j as %s', (pincode, kind) => {
    expect(validateAddress(address({ pincode }))).toEqual({ ok: false, errors: { pincode: kind } });
  });

  it('tells a missing field from one that is too long', () => {
    const result = validateAddress(address({ line1: ' ', city: 'x'.repeat(61), name: 'A' }));
    expect(result).toEqual({ ok: false, errors: { line1: 'required', city: 'too_long', name: 'too_short' } });
  });

  it('finds only the fields that changed, blank optional ones as null', () => {
    const initial = { name: 'Asha', email: 'a@example.com', phone: '', gender: 'female', date_of_birth: '1990-01-01' };
    expect(changedProfileFields(initial, { ...initial, name: ' Asha R ', date_of_birth: '' })).toEqual({ name: 'Asha R', date_of_birth: null });
    expect(changedProfileFields(initial, { ...initial })).toEqual({});
  });

  it('rejects a date of birth in the future and an invalid email', () => {
    const result = validateProfileUpdate({ date_of_birth: '2999-01-01', email: 'nope' });
    expect(result).toEqual({ ok: false, errors: { date_of_birth: 'invalid', email: 'invalid' } });
  });

  it('falls back to the field’s general message', () => {
    expect(errorKeys('address', 'city', 'too_long')).toEqual(['address:city_too_long', 'address:city_invalid']);
    expect(errorKeys('address', 'city', undefined)).toBeUndefined();
  });

  it('blocks keys other than digits but keeps editing keys and shortcuts', () => {
    const press = (key: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {}) => {
      let blocked = false;
      blockNonDigitKeys({ key, ctrlKey: false, metaKey: false, altKey: false, ...extra, preventDefault: () => (blocked = true) });
      return blocked;
    };
    expect(['a', ' ', '-', 'e', '+'].map((key) => press(key))).toEqual([true, true, true, true, true]);
    expect(['5', 'Backspace', 'ArrowLeft', 'Tab', 'Delete'].map((key) => press(key))).toEqual([false, false, false, false, false]);
    expect(press('v', { ctrlKey: true })).toBe(false);
  });
});
