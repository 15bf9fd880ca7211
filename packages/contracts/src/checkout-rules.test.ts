import { describe, expect, it } from 'vitest';
import { checkoutStepCount, choosePayment, isPaymentSelectionSatisfied, ORDER_PAID_MESSAGE, type PaymentChoice } from './checkout-rules';

const cod: PaymentChoice = { id: 1, is_payment_gateway: false, payment_type: 'COD' };
const cashfree: PaymentChoice = { id: 2, is_payment_gateway: true, payment_type: 'ONLINE' };
const stripe: PaymentChoice = { id: 3, is_payment_gateway: true, payment_type: 'ONLINE' };

describe('spec §4 checkout steps', () => {
  it('has 3 steps when something is to be paid', () => {
    expect(checkoutStepCount(['standard_item', 'free_item'], false)).toBe(3);
    expect(checkoutStepCount(['standard_item', 'request_item'], false)).toBe(3);
  });
  it('has 2 steps when every item is free, or the order costs nothing (a coupon)', () => {
    expect(checkoutStepCount(['free_item', 'free_item'], false)).toBe(2);
    expect(checkoutStepCount(['standard_item'], true)).toBe(2);
    expect(checkoutStepCount(['free_item', 'request_item'], false)).toBe(2);
  });
  it('has 0 steps when every item is request-based, free or not', () => {
    expect(checkoutStepCount(['request_item'], false)).toBe(0);
    expect(checkoutStepCount(['request_item', 'request_item'], true)).toBe(0);
  });
  it('has 2 steps, not 0, for a checkout with no items: nothing in it is a request, and nothing is to be paid', () => {
    expect(checkoutStepCount([], false)).toBe(2);
  });
});

describe('spec §4 choosing a payment', () => {
  it('a gateway replaces an earlier gateway and keeps cash on delivery', () => {
    expect(choosePayment([cod, cashfree], stripe)).toEqual([cod, stripe]);
    expect(choosePayment([], cashfree)).toEqual([cashfree]);
  });
  it('a non-gateway payment is added once', () => {
    expect(choosePayment([cashfree], cod)).toEqual([cashfree, cod]);
    expect(choosePayment([cashfree, cod], cod)).toEqual([cashfree, cod]);
  });
  it('returns a new list, leaving the old one as it was', () => {
    const before = [cod];
    const after = choosePayment(before, cod);
    expect(after).not.toBe(before);
    expect(before).toEqual([cod]);
  });
});

describe('spec §5 payment selection satisfied', () => {
  const both = { online_payment: true, pay_on_delivery: true };
  it('needs a gateway exactly when online payment applies', () => {
    expect(isPaymentSelectionSatisfied({ online_payment: true, pay_on_delivery: false }, [cashfree])).toBe(true);
    expect(isPaymentSelectionSatisfied({ online_payment: true, pay_on_delivery: false }, [])).toBe(false);
    expect(isPaymentSelectionSatisfied({ online_payment: true, pay_on_delivery: false }, [cashfree, cod])).toBe(false);
  });
  it('needs cash on delivery exactly when pay on delivery applies', () => {
    expect(isPaymentSelectionSatisfied({ online_payment: false, pay_on_delivery: true }, [cod])).toBe(true);
    expect(isPaymentSelectionSatisfied({ online_payment: false, pay_on_delivery: true }, [cashfree])).toBe(false);
    expect(isPaymentSelectionSatisfied({ online_payment: false, pay_on_delivery: true }, [])).toBe(false);
  });
  it('needs both for a mixed order, and nothing for an order with nothing to pay', () => {
    expect(isPaymentSelectionSatisfied(both, [cod, stripe])).toBe(true);
    expect(isPaymentSelectionSatisfied(both, [stripe])).toBe(false);
    expect(isPaymentSelectionSatisfied({ online_payment: false, pay_on_delivery: false }, [])).toBe(true);
    expect(isPaymentSelectionSatisfied({ online_payment: false, pay_on_delivery: false }, [cod])).toBe(false);
  });
  it('does not count a non-gateway payment of another type as cash on delivery', () => {
    expect(isPaymentSelectionSatisfied({ online_payment: false, pay_on_delivery: true }, [{ id: 9, is_payment_gateway: false, payment_type: 'WALLET' }])).toBe(
      false,
    );
  });
});

describe('spec §7 check-order-status', () => {
  it("answers a paid order with the spec's words, exactly", () => {
    expect(ORDER_PAID_MESSAGE).toBe('Amount paid for that order');
  });
});
