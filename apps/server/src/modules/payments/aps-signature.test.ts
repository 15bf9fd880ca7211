import { describe, expect, it } from 'vitest';
import { apsSignature, signApsFields, signedText, verifyApsSignature } from './aps-signature';

// The purchase request of APS's own signature example; the expected hash was worked out apart
// from this code (sha256sum of the concatenated text).
const request = {
  command: 'PURCHASE',
  merchant_reference: 'XYZ9239-yu898',
  amount: '1000',
  access_code: 'zx0IPmPy5jp1vAz8Kpg7',
  merchant_identifier: 'CycHZxVj',
  currency: 'AED',
  language: 'en',
  customer_email: 'test@payfort.com',
};
const EXPECTED = 'd4bac5ba8559521dd86f0f822b1d94b6399df5e6d22401e79d4325b092a8454c';

describe('Amazon Payment Services signature', () => {
  it('wraps the name=value pairs, sorted by name and joined with nothing, in the phrase', () => {
    expect(signedText('PHRASE', request)).toBe(
      'PHRASEaccess_code=zx0IPmPy5jp1vAz8Kpg7amount=1000command=PURCHASEcurrency=AEDcustomer_email=test@payfort.comlanguage=enmerchant_identifier=CycHZxVjmerchant_reference=XYZ9239-yu898PHRASE',
    );
  });

  it('is the SHA-256 of that text in lowercase hex', () => {
    expect(apsSignature('PHRASE', request)).toBe(EXPECTED);
  });

  it('leaves the signature field itself out, so a signed set checks against its own signature', () => {
    expect(apsSignature('PHRASE', { ...request, signature: 'anything' })).toBe(EXPECTED);
    const signed = signApsFields('PHRASE', request);
    expect(signed).toEqual({ ...request, signature: EXPECTED });
    expect(verifyApsSignature('PHRASE', signed)).toBe(true);
  });

  it('keeps empty values in the text', () => {
    expect(signedText('P', { b: '', a: 'x' })).toBe('Pa=xb=P');
  });

  it.each(Object.keys(request))('refuses the fields once %s is changed', (name) => {
    const signed = signApsFields('PHRASE', request);
    expect(verifyApsSignature('PHRASE', { ...signed, [name]: `${signed[name as keyof typeof signed]}1` })).toBe(false);
  });

  it('refuses an added field, another phrase, and a missing or malformed signature', () => {
    const signed = signApsFields('PHRASE', request);
    expect(verifyApsSignature('PHRASE', { ...signed, status: '14' })).toBe(false);
    expect(verifyApsSignature('OTHER', signed)).toBe(false);
    const { signature: _dropped, ...unsigned } = signed;
    expect(verifyApsSignature('PHRASE', unsigned)).toBe(false);
    expect(verifyApsSignature('PHRASE', { ...signed, signature: signed.signature.slice(0, 63) })).toBe(false);
    expect(verifyApsSignature('PHRASE', { ...signed, signature: `${signed.signature}0` })).toBe(false);
    expect(verifyApsSignature('PHRASE', { ...signed, signature: `z${signed.signature.slice(1)}` })).toBe(false);
    expect(verifyApsSignature('PHRASE', { ...signed, signature: `${signed.signature.slice(0, 63)}${signed.signature.endsWith('0') ? '1' : '0'}` })).toBe(false);
  });

  it('takes the signature in uppercase hex too', () => {
    const signed = signApsFields('PHRASE', request);
    expect(verifyApsSignature('PHRASE', { ...signed, signature: signed.signature.toUpperCase() })).toBe(true);
  });
});
