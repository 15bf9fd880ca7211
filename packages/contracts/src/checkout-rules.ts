/**
 * The checkout rules both sides apply (spec §4 "Checkout steps", §5 payment selection, §9), with
 * no zod, so the web imports them from '@bazaar/contracts/constants' without the schemas.
 */

export const PAYMENT_MODES = ['online_payment', 'pay_on_delivery'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const ITEM_TYPES = ['standard_item', 'request_item', 'free_item'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const PAYMENT_PROVIDERS = ['cod', 'cashfree', 'stripe', 'amazon_pay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** What a shopper pays with, as a store's pages advertise it (store_payment_options). */
export const PAYMENT_OPTIONS = ['cash_on_delivery', 'card', 'upi', 'net_banking', 'amazon_pay'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** What each provider lets a shopper pay with: Cashfree takes UPI, cards and net banking; Stripe cards. */
export const PROVIDER_PAYMENT_OPTIONS: Record<PaymentProvider, readonly PaymentOption[]> = {
  cod: ['cash_on_delivery'],
  cashfree: ['upi', 'card', 'net_banking'],
  stripe: ['card'],
  amazon_pay: ['amazon_pay'],
};

/** A store's payment options from its active providers, each once, in the order of PAYMENT_OPTIONS. */
export const paymentOptionsOf = (providers: readonly PaymentProvider[]): PaymentOption[] =>
  PAYMENT_OPTIONS.filter((option) => providers.some((p) => PROVIDER_PAYMENT_OPTIONS[p].includes(option)));

/** Spec §4 "Payment status". An order's payment only moves forward: Created → Placed → Completed, or Failed. */
export const PAYMENT_STATUSES = ['Created', 'Placed', 'Failed', 'Completed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec §9: 3 steps (address, delivery and slots, payment); 2 when nothing is to be paid; 0 when every item is a request. */
export const CHECKOUT_STEPS_DEFAULT = 3;
export const CHECKOUT_STEPS_FREE = 2;
export const CHECKOUT_STEPS_REQUESTS = 0;

/** How many steps a checkout has, from its items and whether the order costs nothing. */
export function checkoutStepCount(itemTypes: readonly ItemType[], orderIsFree: boolean): number {
  if (itemTypes.length > 0 && itemTypes.every((t) => t === 'request_item')) return CHECKOUT_STEPS_REQUESTS;
  if (orderIsFree || itemTypes.every((t) => t !== 'standard_item')) return CHECKOUT_STEPS_FREE;
  return CHECKOUT_STEPS_DEFAULT;
}

export type PaymentChoice = { id: number; is_payment_gateway: boolean; payment_type: string };
export type PaymentRestrictions = { pay_on_delivery: boolean; online_payment: boolean };

/**
 * Spec §4: a gateway payment replaces any earlier gateway payment and keeps non-gateway ones; a
 * non-gateway payment is added once if it is not already chosen.
 */
export function choosePayment<T extends PaymentChoice>(selection: readonly T[], choice: T): T[] {
  if (choice.is_payment_gateway) return [...selection.filter((p) => !p.is_payment_gateway), choice];
  return selection.some((p) => p.id === choice.id) ? [...selection] : [...selection, choice];
}

/**
 * Spec §5: if online payment applies a gateway payment must be chosen, otherwise none; and if pay
 * on delivery applies a cash-on-delivery payment must be chosen, otherwise none.
 */
export function isPaymentSelectionSatisfied(restrictions: PaymentRestrictions, selection: readonly PaymentChoice[]): boolean {
  const gateway = selection.some((p) => p.is_payment_gateway);
  const cod = selection.some((p) => !p.is_payment_gateway && p.payment_type === 'COD');
  return gateway === restrictions.online_payment && cod === restrictions.pay_on_delivery;
}

/** §7: the one message check-order-status gives for a paid order. */
export const ORDER_PAID_MESSAGE = 'Amount paid for that order';
