import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX } from './cart';
import { OFFER_QUANTITY_MAX } from './constants';
import { CreateOfferBody } from './offers';

describe('the offer contract (issue #13)', () => {
  it("caps an offer's quantity at the cart's per-line ceiling, which its line goes into", () => {
    expect(OFFER_QUANTITY_MAX).toBe(CART_QUANTITY_MAX);
  });

  it('takes an instant with its zone and refuses one without', () => {
    const body = { unit_price: 10, quantity: 1 };
    expect(CreateOfferBody.safeParse({ ...body, valid_until: '2026-12-01T18:30:00+05:30' }).success).toBe(true);
    expect(CreateOfferBody.safeParse({ ...body, valid_until: '2026-12-01T13:00:00.000Z' }).success).toBe(true);
    expect(CreateOfferBody.safeParse({ ...body, valid_until: '2026-12-01T18:30' }).success).toBe(false);
    expect(CreateOfferBody.safeParse({ ...body, unit_price: Number.POSITIVE_INFINITY, valid_until: '2026-12-01T13:00:00Z' }).success).toBe(false);
  });
});
