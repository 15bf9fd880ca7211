import { describe, expect, it } from 'vitest';
import { itemTypeOf, priceCheckout, shareOut, type PricingCoupon, type PricingLine } from './checkout-pricing';

let keys = 0;
const line = (over: Partial<PricingLine> = {}): PricingLine => ({
  key: (keys += 1),
  vendorId: 1,
  productType: 'Physical',
  orderFlow: 'checkout_based',
  priceVisible: true,
  paymentMode: 'online_payment',
  quantity: 1,
  unitPriceMinor: 12_000,
  unitSellingMinor: 10_000,
  ...over,
});
const noDelivery = { feeMinor: 0, freeFromMinor: 0 };
const percent = (value: number, over: Partial<PricingCoupon> = {}): PricingCoupon => ({
  kind: 'percent',
  value,
  maxDiscountMinor: null,
  minOrderMinor: 0,
  vendorId: null,
  ...over,
});
const fixed = (value: number, over: Partial<PricingCoupon> = {}): PricingCoupon => ({ ...percent(1), kind: 'fixed', value, ...over });

describe('item types (spec §1, §4)', () => {
  it('a request-based line is a request, a line selling at 0 is free, the rest standard', () => {
    const visible = { priceVisible: true };
    expect(itemTypeOf({ ...visible, orderFlow: 'request_based', unitSellingMinor: 500 })).toBe('request_item');
    expect(itemTypeOf({ ...visible, orderFlow: 'request_based', unitSellingMinor: 0 })).toBe('request_item');
    expect(itemTypeOf({ ...visible, orderFlow: 'checkout_based', unitSellingMinor: 0 })).toBe('free_item');
    expect(itemTypeOf({ ...visible, orderFlow: 'checkout_based', unitSellingMinor: 1 })).toBe('standard_item');
  });
  it('a line whose price the store hides is quoted later, like a request', () => {
    expect(itemTypeOf({ priceVisible: false, orderFlow: 'checkout_based', unitSellingMinor: 500 })).toBe('request_item');
  });
});

describe('shareOut', () => {
  it('splits in proportion and gives the remainder to the largest fractions, adding up exactly', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [3, 1])).toEqual([8, 2]);
    expect(shareOut(7, [0, 5, 5])).toEqual([0, 4, 3]);
    expect(shareOut(1, [1, 3])).toEqual([0, 1]);
  });
  it('gives the remainder to the largest fraction, not to the largest share', () => {
    // 0.5, 0.5 and 4.0: the unit left goes to the first half, not to the line already holding 4.
    expect(shareOut(5, [1, 1, 8])).toEqual([1, 0, 4]);
  });
  it('gives nothing when there is nothing to share or no weight', () => {
    expect(shareOut(0, [3, 4])).toEqual([0, 0]);
    expect(shareOut(50, [0, 0])).toEqual([0, 0]);
  });
});

describe('totals', () => {
  it('adds lines at their selling price, and MRP beside them', () => {
    const p = priceCheckout([line({ quantity: 2 }), line({ unitPriceMinor: 5_000, unitSellingMinor: 5_000 })], null, noDelivery);
    expect(p).toMatchObject({
      mrpTotalMinor: 29_000,
      subTotalMinor: 25_000,
      discountMinor: 0,
      deliveryMinor: 0,
      totalMinor: 25_000,
      onlineMinor: 25_000,
      codMinor: 0,
    });
    expect(p.lines.map((l) => l.lineTotalMinor)).toEqual([20_000, 5_000]);
  });
  it('counts nothing for free and request-based lines', () => {
    const p = priceCheckout([line({ unitSellingMinor: 0, unitPriceMinor: 900 }), line({ orderFlow: 'request_based' })], null, noDelivery);
    expect(p).toMatchObject({ mrpTotalMinor: 0, subTotalMinor: 0, totalMinor: 0 });
    expect(p.lines.map((l) => [l.itemType, l.lineTotalMinor])).toEqual([
      ['free_item', 0],
      ['request_item', 0],
    ]);
  });
  it('splits what is paid online from what is paid on delivery', () => {
    const p = priceCheckout([line({ quantity: 3 }), line({ paymentMode: 'pay_on_delivery', unitSellingMinor: 4_000 })], null, noDelivery);
    expect(p).toMatchObject({ onlineMinor: 30_000, codMinor: 4_000, totalMinor: 34_000 });
  });
});

describe('coupons', () => {
  it('takes a percentage off, rounded down to the paisa', () => {
    const p = priceCheckout([line({ unitSellingMinor: 999 })], percent(10), noDelivery);
    expect(p).toMatchObject({ discountMinor: 99, totalMinor: 900, couponProblem: null });
  });
  it('caps a percentage at its maximum discount', () => {
    expect(priceCheckout([line()], percent(50, { maxDiscountMinor: 1_500 }), noDelivery).discountMinor).toBe(1_500);
    expect(priceCheckout([line()], percent(10, { maxDiscountMinor: 1_500 }), noDelivery).discountMinor).toBe(1_000);
  });
  it('takes a fixed amount off, never more than the lines it applies to', () => {
    expect(priceCheckout([line()], fixed(2_500), noDelivery)).toMatchObject({ discountMinor: 2_500, totalMinor: 7_500 });
    expect(priceCheckout([line()], fixed(50_000), noDelivery)).toMatchObject({ discountMinor: 10_000, totalMinor: 0 });
  });
  it("applies a vendor's coupon to that vendor's lines only", () => {
    const p = priceCheckout([line({ vendorId: 1 }), line({ vendorId: 2, unitSellingMinor: 30_000 })], percent(10, { vendorId: 2 }), noDelivery);
    expect(p.discountMinor).toBe(3_000);
    expect(p.lines.map((l) => l.couponMinor)).toEqual([0, 3_000]);
  });
  it('shares the discount among its lines in proportion, to the last paisa', () => {
    const p = priceCheckout([line({ unitSellingMinor: 1_000 }), line({ unitSellingMinor: 1_000 }), line({ unitSellingMinor: 1_000 })], fixed(100), noDelivery);
    expect(p.lines.map((l) => l.couponMinor)).toEqual([34, 33, 33]);
  });
  it('needs its minimum order: exactly the minimum applies, a paisa less does not', () => {
    expect(priceCheckout([line()], fixed(500, { minOrderMinor: 10_000 }), noDelivery)).toMatchObject({ discountMinor: 500, couponProblem: null });
    expect(priceCheckout([line({ unitSellingMinor: 9_999 })], fixed(500, { minOrderMinor: 10_000 }), noDelivery)).toMatchObject({
      discountMinor: 0,
      couponProblem: 'below_minimum',
    });
  });
  it('counts only the lines it applies to towards the minimum', () => {
    const p = priceCheckout(
      [line({ vendorId: 1, unitSellingMinor: 50_000 }), line({ vendorId: 2, unitSellingMinor: 1_000 })],
      fixed(500, { vendorId: 2, minOrderMinor: 2_000 }),
      noDelivery,
    );
    expect(p.couponProblem).toBe('below_minimum');
  });
  it('says so when none of the lines is one it applies to', () => {
    expect(priceCheckout([line({ vendorId: 1 })], percent(10, { vendorId: 9 }), noDelivery)).toMatchObject({
      couponProblem: 'no_eligible_lines',
      discountMinor: 0,
    });
    expect(priceCheckout([line({ unitSellingMinor: 0 })], percent(10), noDelivery).couponProblem).toBe('no_eligible_lines');
  });
  it('lowers the online and the cash part by their own lines’ shares', () => {
    const p = priceCheckout([line({ unitSellingMinor: 3_000 }), line({ paymentMode: 'pay_on_delivery', unitSellingMinor: 1_000 })], fixed(400), noDelivery);
    expect(p).toMatchObject({ onlineMinor: 2_700, codMinor: 900, totalMinor: 3_600 });
  });
});

describe('delivery', () => {
  const fee = { feeMinor: 4_900, freeFromMinor: 50_000 };
  it('charges each vendor that ships goods once', () => {
    const p = priceCheckout([line({ vendorId: 1 }), line({ vendorId: 1 }), line({ vendorId: 2 })], null, fee);
    expect(p.deliveryMinor).toBe(9_800);
    expect([...p.deliveryByVendor]).toEqual([
      [1, 4_900],
      [2, 4_900],
    ]);
    expect(p.totalMinor).toBe(30_000 + 9_800);
  });
  it('charges nothing for services, free samples or requests', () => {
    const p = priceCheckout(
      [line({ productType: 'Service' }), line({ vendorId: 2, unitSellingMinor: 0 }), line({ vendorId: 3, orderFlow: 'request_based' })],
      null,
      fee,
    );
    expect(p.deliveryMinor).toBe(0);
    expect(p.deliveryByVendor.size).toBe(0);
  });
  it('ships bundles like goods', () => {
    expect(priceCheckout([line({ productType: 'Bundled' })], null, fee).deliveryMinor).toBe(4_900);
  });
  it('waives the fee from the shipment value up, after the coupon, exactly at the threshold', () => {
    expect(priceCheckout([line({ unitSellingMinor: 50_000 })], null, fee).deliveryMinor).toBe(0);
    expect(priceCheckout([line({ unitSellingMinor: 49_999 })], null, fee).deliveryMinor).toBe(4_900);
    expect(priceCheckout([line({ unitSellingMinor: 50_000 })], fixed(1), fee).deliveryMinor).toBe(4_900);
  });
  it('waives the fee for the vendor whose own shipment reaches the threshold, not for the others in the order', () => {
    const p = priceCheckout([line({ vendorId: 1, unitSellingMinor: 50_000 }), line({ vendorId: 2, paymentMode: 'pay_on_delivery' })], null, fee);
    expect([...p.deliveryByVendor]).toEqual([
      [1, 0],
      [2, 4_900],
    ]);
    // The second vendor's fee goes with its own (cash) part, whatever the first vendor is paid by.
    expect(p).toMatchObject({ onlineMinor: 50_000, codMinor: 10_000 + 4_900 });
  });
  it('never waives when the store sets no threshold', () => {
    expect(priceCheckout([line({ unitSellingMinor: 9_000_000 })], null, { feeMinor: 4_900, freeFromMinor: 0 }).deliveryMinor).toBe(4_900);
  });
  it('puts a shipment’s delivery on its online part when it has one, otherwise on the cash part', () => {
    const mixed = priceCheckout([line({ paymentMode: 'pay_on_delivery' }), line({})], null, fee);
    expect(mixed).toMatchObject({ onlineMinor: 10_000 + 4_900, codMinor: 10_000 });
    const cash = priceCheckout([line({ paymentMode: 'pay_on_delivery' })], null, fee);
    expect(cash).toMatchObject({ onlineMinor: 0, codMinor: 10_000 + 4_900 });
  });
});
