import type { Checkout, CheckoutItem, OrderDetails, PaymentMethod } from '@bazaar/contracts';
import { CHECKOUT_STEPS_DEFAULT, CHECKOUT_STEPS_REQUESTS, checkoutStepCount, choosePayment, isPaymentSelectionSatisfied } from '@bazaar/contracts/constants';
import type { SlotChoice } from '@/lib/cart/slot-selection';

/**
 * The checkout wizard's state (spec §3 "Checkout state") and its rules (§4 "Checkout steps", §5
 * payment selection). The server owns prices, addresses, the coupon and what is still missing;
 * this mirrors its answer and adds what lives only in the page: the active step, the payments
 * being chosen and the place-order attempt.
 */

/** What the delivery check said about the chosen delivery address's pincode. */
export type PincodeCheckup = { pincode: string; status: 'checking' | 'deliverable' | 'not_deliverable' | 'failed'; undeliverable: number[] };

/**
 * The attempt at placing the order: its Idempotency-Key is reused when the same attempt is sent
 * again (a double click, a lost answer), so it is one order; any payment change starts a new one.
 */
export type PaymentConfig = { idempotencyKey: string };

export type CheckoutState = {
  checkoutId: string | null;
  coupon: { couponCode: string; products: number[] } | null;
  checkoutItems: CheckoutItem[];
  paymentTypeRestrictions: { pay_on_delivery: boolean; online_payment: boolean };
  checkoutHasOnlyReqBasedProducts: boolean;
  orderDetails: OrderDetails | null;
  steps: { activeStep: number; numberOfSteps: number };
  address: { delivery: number | null; billing: number | null };
  pincodeCheckup: PincodeCheckup | null;
  selectedPayment: { payments: PaymentMethod[]; paymentConfig: PaymentConfig | null; isPaymentSelectionSatisfied: boolean };
};

export type CheckoutAction =
  | { type: 'checkoutLoaded'; checkout: Checkout; savedSlots: SlotChoice[] }
  | { type: 'savedSlotsChanged'; savedSlots: SlotChoice[] }
  | { type: 'stepChosen'; step: number }
  | { type: 'paymentChosen'; method: PaymentMethod }
  | { type: 'paymentRemoved'; id: number }
  | { type: 'pincodeChecked'; pincodeCheckup: PincodeCheckup | null }
  | { type: 'placeStarted'; idempotencyKey: string }
  | { type: 'placeRefused' }
  | { type: 'reset' };

export const initialCheckoutState: CheckoutState = {
  checkoutId: null,
  coupon: null,
  checkoutItems: [],
  paymentTypeRestrictions: { pay_on_delivery: false, online_payment: false },
  checkoutHasOnlyReqBasedProducts: false,
  orderDetails: null,
  // §4: initially active step 1 of 3.
  steps: { activeStep: 1, numberOfSteps: CHECKOUT_STEPS_DEFAULT },
  address: { delivery: null, billing: null },
  pincodeCheckup: null,
  selectedPayment: { payments: [], paymentConfig: null, isPaymentSelectionSatisfied: false },
};

/** §3: service and bundled items are the ones that take a slot (a packaged service is a service). */
const SLOT_PRODUCT_TYPES: readonly string[] = ['Service', 'Packaged Service', 'Bundled'];

/** §4: service or bundled items needing a slot get the slot attached from saved slot data. */
export function attachSavedSlots(items: CheckoutItem[], savedSlots: SlotChoice[]): CheckoutItem[] {
  return items.map((item) => {
    if (!item.slot_required || !SLOT_PRODUCT_TYPES.includes(item.product_type)) return item;
    const saved = savedSlots.find((s) => s.product === item.product_id);
    if (!saved || saved.id === item.slot?.slot_id) return item;
    return { ...item, slot: { slot_id: saved.id, date: saved.date, start_time: saved.start_time, end_time: saved.end_time } };
  });
}

/** §4: every payment change, removal included, recomputes the §5 rule and clears the payment config. */
function withPayments(state: CheckoutState, payments: PaymentMethod[], restrictions = state.paymentTypeRestrictions): CheckoutState['selectedPayment'] {
  return { payments, paymentConfig: null, isPaymentSelectionSatisfied: isPaymentSelectionSatisfied(restrictions, payments) };
}

function loaded(state: CheckoutState, checkout: Checkout, savedSlots: SlotChoice[]): CheckoutState {
  const firstLoad = state.checkoutId !== checkout.checkout_id;
  const base = firstLoad ? initialCheckoutState : state;
  const restrictions = checkout.paymentTypeRestrictions;
  const numberOfSteps = checkoutStepCount(
    checkout.checkoutItems.map((i) => i.item_type),
    checkout.orderDetails.is_free,
  );
  // A fresh page takes the payments the server kept; afterwards the page's own choice leads.
  let payments = firstLoad ? checkout.payment_methods.filter((m) => checkout.payment_ids.includes(m.id)) : base.selectedPayment.payments;
  const freeByCoupon = checkout.orderDetails.is_free && checkout.checkoutItems.some((i) => i.item_type === 'standard_item');
  // §4: every item a request → no steps and no payment; a coupon that makes the order free → no payment.
  if (numberOfSteps === CHECKOUT_STEPS_REQUESTS || freeByCoupon) payments = [];
  const selectedPayment =
    payments === base.selectedPayment.payments && restrictions === base.paymentTypeRestrictions
      ? base.selectedPayment
      : { ...base.selectedPayment, payments, isPaymentSelectionSatisfied: isPaymentSelectionSatisfied(restrictions, payments) };
  const activeStep = numberOfSteps === CHECKOUT_STEPS_REQUESTS ? 0 : Math.min(Math.max(base.steps.activeStep, 1), numberOfSteps);
  return {
    ...base,
    checkoutId: checkout.checkout_id,
    coupon: checkout.coupon ? { couponCode: checkout.coupon.couponCode, products: checkout.coupon.products } : null,
    checkoutItems: attachSavedSlots(checkout.checkoutItems, savedSlots),
    paymentTypeRestrictions: restrictions,
    checkoutHasOnlyReqBasedProducts: checkout.checkoutHasOnlyReqBasedProducts,
    orderDetails: checkout.orderDetails,
    steps: { activeStep, numberOfSteps },
    address: { delivery: checkout.delivery_address_id, billing: checkout.billing_address_id },
    // A changed selection is a new attempt at placing; the same one keeps its key.
    selectedPayment: payments === base.selectedPayment.payments ? selectedPayment : { ...selectedPayment, paymentConfig: null },
  };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'checkoutLoaded':
      return loaded(state, action.checkout, action.savedSlots);
    case 'savedSlotsChanged':
      return { ...state, checkoutItems: attachSavedSlots(state.checkoutItems, action.savedSlots) };
    case 'stepChosen': {
      if (state.steps.numberOfSteps === CHECKOUT_STEPS_REQUESTS) return state;
      const activeStep = Math.min(Math.max(Math.trunc(action.step), 1), state.steps.numberOfSteps);
      return { ...state, steps: { ...state.steps, activeStep } };
    }
    case 'paymentChosen':
      return { ...state, selectedPayment: withPayments(state, choosePayment(state.selectedPayment.payments, action.method)) };
    case 'paymentRemoved':
      return {
        ...state,
        selectedPayment: withPayments(
          state,
          state.selectedPayment.payments.filter((p) => p.id !== action.id),
        ),
      };
    case 'pincodeChecked':
      return { ...state, pincodeCheckup: action.pincodeCheckup };
    case 'placeStarted':
      // The attempt already under way keeps its key: sending it again is the same order.
      if (state.selectedPayment.paymentConfig) return state;
      return { ...state, selectedPayment: { ...state.selectedPayment, paymentConfig: { idempotencyKey: action.idempotencyKey } } };
    case 'placeRefused':
      return { ...state, selectedPayment: { ...state.selectedPayment, paymentConfig: null } };
    case 'reset':
      return initialCheckoutState;
  }
}
