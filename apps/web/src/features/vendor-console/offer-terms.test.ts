import { describe, expect, it } from 'vitest';
import { checkOffer, inAWeek, OFFER_VALID_MS_MAX } from './offer-terms';

/** The vendor's offer form as typed (issue #13), checked at its edges before anything is sent. */

const now = new Date('2026-11-24T12:00:00.000Z');
const local = (ms: number) => {
  const d = new Date(now.getTime() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const check = (draft: Partial<{ price: string; quantity: string; validUntil: string }>, numberToBasic = 100) =>
  checkOffer({ price: '1499.50', quantity: '2', validUntil: local(60 * 60_000), ...draft }, { now, numberToBasic });

describe('checkOffer', () => {
  it('answers the body the server takes for a good draft, the end as an instant', () => {
    expect(check({ price: ' 1499.50 ', quantity: ' 3 ' })).toEqual({
      problems: {},
      body: { unit_price: 1499.5, quantity: 3, valid_until: new Date(local(60 * 60_000)).toISOString() },
    });
  });

  it.each([
    ['', 'price_required'],
    ['   ', 'price_required'],
    ['0', 'price_invalid'],
    ['0.00', 'price_invalid'],
    ['-5', 'price_invalid'],
    ['12,50', 'price_invalid'],
    ['1e3', 'price_invalid'],
    ['abc', 'price_invalid'],
    ['19.999', 'price_decimals'],
    ['500000.01', 'price_too_high'],
  ])('refuses the price %j: %s', (price, problem) => {
    expect(check({ price })).toEqual({ problems: { price: problem }, body: null });
  });

  it('takes a price up to the maximum and as many decimals as the currency has', () => {
    expect(check({ price: '500000' }).body?.unit_price).toBe(500_000);
    expect(check({ price: '0.01' }).body?.unit_price).toBe(0.01);
    expect(check({ price: '1.234' }, 1000).body?.unit_price).toBe(1.234);
    expect(check({ price: '1.5' }, 1).problems.price).toBe('price_decimals');
  });

  it.each(['', '0', '1.5', '-1', '1000', 'two'])('refuses the quantity %j', (quantity) => {
    expect(check({ quantity }).problems).toEqual({ quantity: 'quantity_invalid' });
  });

  it('takes quantities from 1 to 999', () => {
    expect(check({ quantity: '1' }).body?.quantity).toBe(1);
    expect(check({ quantity: '999' }).body?.quantity).toBe(999);
  });

  it('takes an end after now and at most 30 days ahead, to the minute the form can say', () => {
    expect(check({ validUntil: '' }).problems).toEqual({ validUntil: 'valid_until_required' });
    expect(check({ validUntil: 'soon' }).problems).toEqual({ validUntil: 'valid_until_required' });
    expect(check({ validUntil: local(0) }).problems).toEqual({ validUntil: 'valid_until_past' });
    expect(check({ validUntil: local(-60_000) }).problems).toEqual({ validUntil: 'valid_until_past' });
    expect(check({ validUntil: local(60_000) }).body).not.toBeNull();
    expect(check({ validUntil: local(OFFER_VALID_MS_MAX) }).body).not.toBeNull();
    expect(check({ validUntil: local(OFFER_VALID_MS_MAX + 60_000) }).problems).toEqual({ validUntil: 'valid_until_too_far' });
  });

  it('names every field at fault at once', () => {
    expect(checkOffer({ price: '', quantity: '0', validUntil: '' }, { now, numberToBasic: 100 }).problems).toEqual({
      price: 'price_required',
      quantity: 'quantity_invalid',
      validUntil: 'valid_until_required',
    });
  });
});

describe('inAWeek', () => {
  it("is seven days on, on the vendor's clock, as a datetime-local value", () => {
    expect(inAWeek(now)).toBe(local(7 * 24 * 60 * 60_000));
    expect(inAWeek(now)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
});
