import { describe, expect, it } from 'vitest';
import { AddressInput, PasswordResetBody, ProfileUpdateBody, StorePostalCodeSchema } from '@bazaar/contracts';
import { errorKeys, schemaResolver } from './schema-form';

const address = (extra: Record<string, unknown> = {}) => ({
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

const options = { fields: {}, names: [], shouldUseNativeValidation: false } as never;
const kinds = (errors: Record<string, { type?: unknown } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.type]));

describe('schemaResolver (the server contract rules in a form)', () => {
  it('hands the submit handler the body as the server will read it: phone with +91', async () => {
    const result = await schemaResolver(AddressInput)(address(), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ phone: '+919876543210', pincode: '560038' });
  });

  const india = { pattern: '^[1-9][0-9]{5}$', length: 6, label: 'pin_code' } as const;
  const southAfrica = { pattern: '^[0-9]{4}$', length: 4, label: 'postal_code' } as const;
  const storeAddress = (rules: typeof india | typeof southAfrica) => AddressInput.extend({ pincode: StorePostalCodeSchema(rules) });

  it.each([
    ['012345', 'invalid'],
    ['56003', 'invalid'],
    ['8001', 'invalid'],
    ['', 'required'],
  ])("reduces the pincode %j to the kind %s with India's rules", async (pincode, kind) => {
    const result = await schemaResolver(storeAddress(india))(address({ pincode }), undefined, options);
    expect(kinds(result.errors)).toEqual({ pincode: kind });
  });

  it("takes South Africa's 4-digit codes, 0002 too, with its rules, and refuses a 6-digit PIN code", async () => {
    for (const pincode of ['8001', '0002'])
      expect((await schemaResolver(storeAddress(southAfrica))(address({ pincode }), undefined, options)).errors).toEqual({});
    expect(kinds((await schemaResolver(storeAddress(southAfrica))(address({ pincode: '560038' }), undefined, options)).errors)).toEqual({ pincode: 'invalid' });
  });

  it('tells a missing field from one that is too long or too short', async () => {
    const result = await schemaResolver(AddressInput)(address({ line1: ' ', city: 'x'.repeat(61), name: 'A' }), undefined, options);
    expect(kinds(result.errors)).toEqual({ line1: 'required', city: 'too_long', name: 'too_short' });
  });

  it('checks the body the form makes, not the form itself', async () => {
    const toInput = (values: { dob: string; mail: string }) => ({ date_of_birth: values.dob, email: values.mail });
    const result = await schemaResolver(ProfileUpdateBody, toInput)({ dob: '2999-01-01', mail: 'nope' } as never, undefined, options);
    // Named by the body's fields; those the form lacks become its root error.
    expect(kinds(result.errors)).toEqual({ root: 'invalid' });
  });

  it('names the form fields that fail when the body uses their names', async () => {
    const resolver = schemaResolver(PasswordResetBody, (values: { otp: string; password: string }) => ({ identifier: '+919876543210', ...values }));
    const result = await resolver({ otp: '123', password: 'x'.repeat(129) }, undefined, options);
    expect(kinds(result.errors)).toEqual({ otp: 'invalid', password: 'too_long' });
    expect((await resolver({ otp: '123456', password: '' }, undefined, options)).errors).toMatchObject({ password: { type: 'required' } });
  });
});

describe('errorKeys', () => {
  it('tries the kind, then the field, then a general message', () => {
    expect(errorKeys('address', 'city', 'too_long')).toEqual(['address:city_too_long', 'address:city_invalid', 'common:field_invalid']);
    expect(errorKeys('address', 'city', undefined)).toBeUndefined();
  });
});
