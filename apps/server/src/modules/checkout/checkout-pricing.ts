import type { ItemType, PaymentMode } from '@bazaar/contracts';

/**
 * The price of a checkout, in minor units, from catalogue prices only. Pure, so every rule is
 * tested exactly and mutation-tested:
 * - a request-based line, or one whose price the store hides, is quoted by its vendor later and
 *   costs nothing now; a line selling at 0 is free;
 * - a coupon takes its discount off the lines it applies to (all the store's, or one vendor's),
 *   shared among them in proportion to their totals, to the last paisa;
 * - each vendor that ships goods bought (not free samples) charges the store's delivery fee,
 *   waived from a shipment value up;
 * - each line is paid the way its product says (online or cash on delivery), and a shipment's
 *   delivery goes with its online part when it has one.
 */

export type PricingLine = {
  key: number;
  vendorId: number;
  productType: string;
  orderFlow: string;
  /** A price the store hides is quoted by the vendor later, as for a request. */
  priceVisible: boolean;
  paymentMode: PaymentMode;
  quantity: number;
  unitPriceMinor: number;
  unitSellingMinor: number;
};

export type PricingCoupon = { kind: 'percent' | 'fixed'; value: number; maxDiscountMinor: number | null; minOrderMinor: number; vendorId: number | null };
export type DeliveryRule = { feeMinor: number; freeFromMinor: number };

export type PricedLine = PricingLine & { itemType: ItemType; lineTotalMinor: number; couponMinor: number };
export type Pricing = {
  lines: PricedLine[];
  mrpTotalMinor: number;
  subTotalMinor: number;
  discountMinor: number;
  deliveryMinor: number;
  /** Delivery per vendor that ships, keyed by vendor id. */
  deliveryByVendor: Map<number, number>;
  totalMinor: number;
  onlineMinor: number;
  codMinor: number;
  /** Why the coupon takes nothing off, when it does not apply. */
  couponProblem: 'no_eligible_lines' | 'below_minimum' | null;
};

/** Goods that travel; services and digital products need no delivery. */
const SHIPPED_TYPES = new Set(['Physical', 'Bundled']);

export const itemTypeOf = (line: Pick<PricingLine, 'orderFlow' | 'priceVisible' | 'unitSellingMinor'>): ItemType =>
  line.orderFlow === 'request_based' || !line.priceVisible ? 'request_item' : line.unitSellingMinor === 0 ? 'free_item' : 'standard_item';

/**
 * Splits `amount` over `weights` in proportion, whole units, the remainders to the largest
 * fractions; equal fractions in the weights' order (sort is stable, so ties keep it).
 */
export function shareOut(amount: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

function couponDiscount(coupon: PricingCoupon, eligibleMinor: number): number {
  const raw = coupon.kind === 'percent' ? Math.floor((eligibleMinor * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscountMinor === null ? raw : Math.min(raw, coupon.maxDiscountMinor);
  return Math.min(capped, eligibleMinor);
}

export function priceCheckout(input: PricingLine[], coupon: PricingCoupon | null, delivery: DeliveryRule): Pricing {
  const lines: PricedLine[] = input.map((l) => {
    const itemType = itemTypeOf(l);
    return { ...l, itemType, lineTotalMinor: itemType === 'standard_item' ? l.unitSellingMinor * l.quantity : 0, couponMinor: 0 };
  });
  const paid = lines.filter((l) => l.itemType === 'standard_item');

  let couponProblem: Pricing['couponProblem'] = null;
  let discountMinor = 0;
  if (coupon) {
    const eligible = paid.filter((l) => coupon.vendorId === null || l.vendorId === coupon.vendorId);
    const eligibleMinor = eligible.reduce((sum, l) => sum + l.lineTotalMinor, 0);
    if (eligible.length === 0) couponProblem = 'no_eligible_lines';
    else if (eligibleMinor < coupon.minOrderMinor) couponProblem = 'below_minimum';
    else {
      discountMinor = couponDiscount(coupon, eligibleMinor);
      const shares = shareOut(
        discountMinor,
        eligible.map((l) => l.lineTotalMinor),
      );
      eligible.forEach((l, n) => (l.couponMinor = shares[n]!));
    }
  }

  let onlineMinor = 0;
  let codMinor = 0;
  for (const l of paid) {
    if (l.paymentMode === 'online_payment') onlineMinor += l.lineTotalMinor - l.couponMinor;
    else codMinor += l.lineTotalMinor - l.couponMinor;
  }

  const deliveryByVendor = new Map<number, number>();
  const vendorIds = [...new Set(paid.filter((l) => SHIPPED_TYPES.has(l.productType)).map((l) => l.vendorId))];
  for (const vendorId of vendorIds) {
    const own = paid.filter((l) => l.vendorId === vendorId);
    const value = own.reduce((sum, l) => sum + l.lineTotalMinor - l.couponMinor, 0);
    const waived = delivery.freeFromMinor > 0 && value >= delivery.freeFromMinor;
    const fee = waived ? 0 : delivery.feeMinor;
    deliveryByVendor.set(vendorId, fee);
    if (own.some((l) => l.paymentMode === 'online_payment')) onlineMinor += fee;
    else codMinor += fee;
  }
  const deliveryMinor = [...deliveryByVendor.values()].reduce((a, b) => a + b, 0);

  const mrpTotalMinor = paid.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const subTotalMinor = paid.reduce((sum, l) => sum + l.lineTotalMinor, 0);
  return {
    lines,
    mrpTotalMinor,
    subTotalMinor,
    discountMinor,
    deliveryMinor,
    deliveryByVendor,
    totalMinor: onlineMinor + codMinor,
    onlineMinor,
    codMinor,
    couponProblem,
  };
}
