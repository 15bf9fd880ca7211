import { describe, expect, it } from 'vitest';
import {
  acceptProblem,
  OFFER_VALID_MS_MAX,
  offerLineProblem,
  offerStatusAt,
  priceDecimals,
  quantityProblem,
  toMinorPrice,
  validUntilProblem,
} from './offer-rules';

/** The pure rules of an offer (issue #13), at their exact edges. */

const T = new Date('2026-11-24T12:00:00.000Z');
const ms = (delta: number) => new Date(T.getTime() + delta);
const row = (status: 'open' | 'accepted' | 'ordered' | 'withdrawn', over: { validUntil?: Date; withdrawnAt?: Date | null; orderId?: number | null } = {}) => ({
  status,
  validUntil: ms(0),
  withdrawnAt: null,
  orderId: null,
  ...over,
});

describe('offerStatusAt', () => {
  it.each(['open', 'accepted'] as const)('keeps %s until valid_until, then reads expired from that very instant', (status) => {
    expect(offerStatusAt(row(status), ms(-1))).toBe(status);
    expect(offerStatusAt(row(status), ms(0))).toBe('expired');
    expect(offerStatusAt(row(status), ms(1))).toBe('expired');
  });

  it('keeps ordered for ever', () => {
    expect(offerStatusAt(row('ordered', { orderId: 4 }), ms(1_000_000))).toBe('ordered');
  });

  it('reads a withdrawal before the end as withdrawn, and one at or after it as expired, whenever it is asked', () => {
    expect(offerStatusAt(row('withdrawn', { withdrawnAt: ms(-1) }), ms(5))).toBe('withdrawn');
    expect(offerStatusAt(row('withdrawn', { withdrawnAt: ms(0) }), ms(-5))).toBe('expired');
    expect(offerStatusAt(row('withdrawn', { withdrawnAt: ms(1) }), ms(-5))).toBe('expired');
  });
});

describe('validUntilProblem', () => {
  it('takes from a millisecond after now up to exactly 30 days ahead', () => {
    expect(validUntilProblem(ms(0), T)).toBe('valid_until must be in the future');
    expect(validUntilProblem(ms(-1), T)).toBe('valid_until must be in the future');
    expect(validUntilProblem(ms(1), T)).toBeNull();
    expect(validUntilProblem(ms(OFFER_VALID_MS_MAX), T)).toBeNull();
    expect(validUntilProblem(ms(OFFER_VALID_MS_MAX + 1), T)).toBe('valid_until must be at most 30 days ahead');
    expect(OFFER_VALID_MS_MAX).toBe(30 * 24 * 60 * 60 * 1000);
  });
});

describe('toMinorPrice', () => {
  it('converts exactly, floating point notwithstanding, and refuses a fraction of the smallest unit', () => {
    expect(toMinorPrice(19.99, 100)).toBe(1999);
    expect(toMinorPrice(1250.5, 100)).toBe(125_050);
    expect(toMinorPrice(0.29, 100)).toBe(29);
    expect(toMinorPrice(500_000, 100)).toBe(50_000_000);
    expect(toMinorPrice(19.995, 100)).toBeNull();
    expect(toMinorPrice(19.999999, 100)).toBeNull();
    expect(toMinorPrice(1.5, 1)).toBeNull();
    expect(toMinorPrice(1.234, 1000)).toBe(1234);
  });

  it('says how many decimals a currency takes', () => {
    expect([priceDecimals(100), priceDecimals(1000), priceDecimals(1)]).toEqual([2, 3, 0]);
  });
});

describe('quantityProblem', () => {
  const product = { name: 'Kurta', maxPerOrder: 5, stock: 3 };
  it("refuses past the product's own limit with 400 and past stock with 409, in that order", () => {
    expect(quantityProblem(6, { ...product, stock: 1 })).toEqual({ status: 400, message: 'quantity must be at most 5: Kurta is sold at most 5 at a time' });
    expect(quantityProblem(4, product)).toEqual({ status: 409, message: 'Only 3 of Kurta are in stock; offer at most that many' });
    expect(quantityProblem(2, { ...product, stock: 1 })).toEqual({ status: 409, message: 'Only 1 of Kurta is in stock; offer at most that many' });
    expect(quantityProblem(1, { ...product, stock: -2 })).toEqual({ status: 409, message: 'Only 0 of Kurta are in stock; offer at most that many' });
    expect(quantityProblem(3, product)).toBeNull();
    expect(quantityProblem(5, { ...product, stock: 5 })).toBeNull();
  });

  it('caps a product limit above the cart ceiling at 999', () => {
    expect(quantityProblem(1000, { name: 'Pin', maxPerOrder: 5000, stock: 5000 })?.status).toBe(400);
    expect(quantityProblem(999, { name: 'Pin', maxPerOrder: 5000, stock: 5000 })).toBeNull();
  });
});

describe('acceptProblem and offerLineProblem', () => {
  it('lets an open or accepted offer be accepted, and says why not otherwise', () => {
    expect(acceptProblem(row('open', { validUntil: ms(1) }), T)).toBeNull();
    expect(acceptProblem(row('accepted', { validUntil: ms(1) }), T)).toBeNull();
    expect(acceptProblem(row('open'), T)).toBe('This offer has expired; ask the vendor for a new one in the enquiry chat');
    expect(acceptProblem(row('withdrawn', { withdrawnAt: ms(-1) }), T)).toBe('The vendor withdrew this offer; look at the enquiry for their latest one');
    expect(acceptProblem(row('ordered', { orderId: 42 }), T)).toBe('This offer was already ordered (order 42)');
  });

  it('lets only an accepted, valid offer be bought, naming the product otherwise', () => {
    expect(offerLineProblem(row('accepted', { validUntil: ms(1) }), 'Kurta', T)).toBeNull();
    expect(offerLineProblem(undefined, 'Kurta', T)).toBe('The offer for Kurta no longer exists; remove it from your cart');
    expect(offerLineProblem(row('accepted'), 'Kurta', T)).toBe('The offer for Kurta has expired; remove it from your cart and ask the vendor for a new one');
    expect(offerLineProblem(row('withdrawn', { withdrawnAt: ms(-1) }), 'Kurta', T)).toBe(
      'The vendor withdrew the offer for Kurta; remove it from your cart and accept their latest offer',
    );
    expect(offerLineProblem(row('ordered', { orderId: 7 }), 'Kurta', T)).toBe('The offer for Kurta was already ordered (order 7); remove it from your cart');
    expect(offerLineProblem(row('open', { validUntil: ms(1) }), 'Kurta', T)).toBe('Accept the offer for Kurta before checking out');
  });
});
