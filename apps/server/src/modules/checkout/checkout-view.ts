import {
  CHECKOUT_STEPS_REQUESTS,
  checkoutStepCount,
  isPaymentSelectionSatisfied,
  type Checkout,
  type PaymentMethod,
  type PaymentMode,
} from '@bazaar/contracts';
import type { SlotLabel } from '../delivery';
import { toMain } from '../catalogue';
import type { CheckoutLine, CheckoutRow } from './checkout.queries';
import { priceCheckout, type DeliveryRule, type Pricing, type PricingCoupon } from './checkout-pricing';

/** Turns a checkout, its lines priced now, and the store's methods into the Checkout of the contract. */

export type CurrencyInfo = { symbol: string; iso_code: string; number_to_basic: number };

export const toPricingLines = (lines: CheckoutLine[]) =>
  lines.map((l) => ({
    key: l.itemId,
    vendorId: l.vendorId,
    productType: l.productType,
    orderFlow: l.orderFlow,
    priceVisible: l.priceVisibility,
    paymentMode: l.paymentMode as PaymentMode,
    quantity: l.quantity,
    unitPriceMinor: l.priceMinor,
    unitSellingMinor: l.sellingPriceMinor,
  }));

export function priceLines(lines: CheckoutLine[], coupon: (PricingCoupon & { code: string }) | null, delivery: DeliveryRule): Pricing {
  return priceCheckout(toPricingLines(lines), coupon, delivery);
}

export type ViewInput = {
  checkout: CheckoutRow;
  lines: CheckoutLine[];
  pricing: Pricing;
  coupon: { code: string } | null;
  methods: PaymentMethod[];
  slots: Map<string, SlotLabel>;
  currency: CurrencyInfo;
};

export function toCheckoutView({ checkout, lines, pricing, coupon, methods, slots, currency }: ViewInput): Checkout {
  const unit = currency.number_to_basic;
  const main = (minor: number) => toMain(minor, unit);
  const priced = new Map(pricing.lines.map((p) => [p.key, p]));
  const items = lines.map((l) => {
    const p = priced.get(l.itemId)!;
    return {
      checkout_item_id: l.itemId,
      product_id: l.id,
      product_name: l.name,
      product_image: l.images[0] ?? '',
      product_type: l.productType,
      vendor_id: l.vendorId,
      vendor_name: l.vendorName,
      slot_required: l.slotRequired,
      slot: l.slotId ? (slots.get(l.slotId) ?? null) : null,
      order_flow: l.orderFlow,
      item_type: p.itemType,
      payment_mode: p.paymentMode,
      quantity: l.quantity,
      product_price: main(l.priceMinor),
      final_price: main(l.sellingPriceMinor),
      line_total: main(p.lineTotalMinor),
      coupon_discount: main(p.couponMinor),
      offer_id: l.offerId,
    };
  });
  const restrictions = { online_payment: pricing.onlineMinor > 0, pay_on_delivery: pricing.codMinor > 0 };
  const chosen = methods.filter((m) => checkout.paymentIds.includes(m.id));
  const satisfied = isPaymentSelectionSatisfied(restrictions, chosen);
  const itemTypes = pricing.lines.map((l) => l.itemType);
  const onlyRequests = itemTypes.length > 0 && itemTypes.every((t) => t === 'request_item');
  const numberOfSteps = checkoutStepCount(itemTypes, pricing.totalMinor === 0);
  const missing: Checkout['missing'] = [];
  if (!onlyRequests && checkout.deliveryAddressId === null) missing.push('delivery_address');
  if (items.some((i) => i.slot_required && i.item_type !== 'request_item' && i.slot === null)) missing.push('slot');
  if (!satisfied) missing.push('payment');
  return {
    checkout_id: checkout.id,
    status: checkout.orderId === null ? 'open' : 'placed',
    order_id: checkout.orderId,
    checkoutItems: items,
    orderDetails: {
      mrp_total: main(pricing.mrpTotalMinor),
      product_discount: main(pricing.mrpTotalMinor - pricing.subTotalMinor),
      sub_total: main(pricing.subTotalMinor),
      discount: main(pricing.discountMinor),
      delivery_charge: main(pricing.deliveryMinor),
      tax: 0,
      total: main(pricing.totalMinor),
      online_amount: main(pricing.onlineMinor),
      pay_on_delivery_amount: main(pricing.codMinor),
      is_free: pricing.totalMinor === 0,
      currency,
    },
    paymentTypeRestrictions: restrictions,
    checkoutHasOnlyReqBasedProducts: onlyRequests,
    payment_methods: methods,
    steps: { activeStep: numberOfSteps === CHECKOUT_STEPS_REQUESTS ? 0 : 1, numberOfSteps },
    delivery_address_id: checkout.deliveryAddressId,
    billing_address_id: checkout.billingAddressId,
    coupon: coupon
      ? {
          couponCode: coupon.code,
          discount: main(pricing.discountMinor),
          products: [...new Set(pricing.lines.filter((l) => l.couponMinor > 0).map((l) => lines.find((x) => x.itemId === l.key)!.id))],
        }
      : null,
    payment_ids: chosen.map((m) => m.id),
    isPaymentSelectionSatisfied: satisfied,
    missing,
    expires_at: checkout.expiresAt.toISOString(),
  };
}
