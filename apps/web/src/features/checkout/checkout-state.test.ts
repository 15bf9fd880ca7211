import { describe, expect, it } from 'vitest';
import type { Checkout } from '@bazaar/contracts';
import type { SlotChoice } from '@/lib/cart/slot-selection';
import { checkoutReducer, initialCheckoutState, type CheckoutAction, type CheckoutState, type PincodeCheckup } from './checkout-state';
import { AMAZON, CASHFREE, COD, fakeCheckout, fakeItem, fakeOrderDetails, serviceItem, STRIPE } from './testing/fixtures';

const run = (actions: CheckoutAction[], from: CheckoutState = initialCheckoutState) => actions.reduce(checkoutReducer, from);
const load = (checkout: Checkout, savedSlots: SlotChoice[] = []): CheckoutAction => ({ type: 'checkoutLoaded', checkout, savedSlots });
const bothAllowed = { pay_on_delivery: true, online_payment: true };
const ids = (state: CheckoutState) => state.selectedPayment.payments.map((p) => p.id);

describe('§4 Checkout steps', () => {
  it('§4: starts at active step 1 of 3', () => {
    expect(initialCheckoutState.steps).toEqual({ activeStep: 1, numberOfSteps: 3 });
    expect(run([load(fakeCheckout())]).steps).toEqual({ activeStep: 1, numberOfSteps: 3 });
  });

  it('§4/§9: has 2 steps, the payment step dropped, when every item is free', () => {
    const state = run([load(fakeCheckout({ checkoutItems: [fakeItem({ item_type: 'free_item' }), fakeItem({ item_type: 'free_item' })] }))]);
    expect(state.steps).toEqual({ activeStep: 1, numberOfSteps: 2 });
  });

  it('§4: a coupon that makes the order free sets 2 steps and clears the payment selection', () => {
    const open = run([load(fakeCheckout({ paymentTypeRestrictions: bothAllowed })), { type: 'paymentChosen', method: CASHFREE }]);
    expect(ids(open)).toEqual([2]);
    const free = checkoutReducer(
      open,
      load(fakeCheckout({ orderDetails: fakeOrderDetails({ is_free: true, total: 0 }), paymentTypeRestrictions: bothAllowed })),
    );
    expect(free.steps.numberOfSteps).toBe(2);
    expect(free.selectedPayment.payments).toEqual([]);
    expect(free.selectedPayment.isPaymentSelectionSatisfied).toBe(false);
  });

  it('§4/§9: has 0 steps, active step 0 and no payment when every item is request-based', () => {
    const requests = fakeCheckout({
      checkoutItems: [fakeItem({ item_type: 'request_item', order_flow: 'request_based' })],
      checkoutHasOnlyReqBasedProducts: true,
      payment_ids: [2],
    });
    const state = run([load(requests)]);
    expect(state.steps).toEqual({ activeStep: 0, numberOfSteps: 0 });
    expect(state.selectedPayment.payments).toEqual([]);
    expect(state.checkoutHasOnlyReqBasedProducts).toBe(true);
    // No step to go to.
    expect(checkoutReducer(state, { type: 'stepChosen', step: 2 }).steps.activeStep).toBe(0);
  });

  it('moves between steps within 1..numberOfSteps only', () => {
    const state = run([load(fakeCheckout())]);
    expect(checkoutReducer(state, { type: 'stepChosen', step: 3 }).steps.activeStep).toBe(3);
    expect(checkoutReducer(state, { type: 'stepChosen', step: 7 }).steps.activeStep).toBe(3);
    expect(checkoutReducer(state, { type: 'stepChosen', step: 0 }).steps.activeStep).toBe(1);
  });

  it('keeps the active step within the steps left when the payment step drops out', () => {
    const onPayment = run([load(fakeCheckout()), { type: 'stepChosen', step: 3 }]);
    expect(checkoutReducer(onPayment, load(fakeCheckout({ orderDetails: fakeOrderDetails({ is_free: true }) }))).steps).toEqual({
      activeStep: 2,
      numberOfSteps: 2,
    });
  });

  it('§4: reset returns the checkout to its initial state', () => {
    const used = run([load(fakeCheckout({ paymentTypeRestrictions: bothAllowed })), { type: 'stepChosen', step: 3 }, { type: 'paymentChosen', method: COD }]);
    expect(checkoutReducer(used, { type: 'reset' })).toEqual(initialCheckoutState);
  });
});

describe('§4 Choosing a payment', () => {
  const loaded = run([load(fakeCheckout({ paymentTypeRestrictions: bothAllowed }))]);

  it('§4: a gateway payment replaces any earlier gateway payment and keeps non-gateway ones', () => {
    const state = run(
      [
        { type: 'paymentChosen', method: COD },
        { type: 'paymentChosen', method: CASHFREE },
        { type: 'paymentChosen', method: STRIPE },
      ],
      loaded,
    );
    expect(ids(state)).toEqual([1, 3]);
  });

  it('§4: a non-gateway payment is added once if not already chosen', () => {
    const state = run(
      [
        { type: 'paymentChosen', method: AMAZON },
        { type: 'paymentChosen', method: COD },
        { type: 'paymentChosen', method: COD },
      ],
      loaded,
    );
    expect(ids(state)).toEqual([4, 1]);
  });

  it('§4/§5: each change, removal included, recomputes whether the selection is satisfied', () => {
    const gateway = checkoutReducer(loaded, { type: 'paymentChosen', method: STRIPE });
    expect(gateway.selectedPayment.isPaymentSelectionSatisfied).toBe(false); // pay on delivery still needs COD
    const both = checkoutReducer(gateway, { type: 'paymentChosen', method: COD });
    expect(both.selectedPayment.isPaymentSelectionSatisfied).toBe(true);
    const removed = checkoutReducer(both, { type: 'paymentRemoved', id: COD.id });
    expect(ids(removed)).toEqual([3]);
    expect(removed.selectedPayment.isPaymentSelectionSatisfied).toBe(false);
  });

  it('§5: with online payment only, a gateway satisfies the rule and cash on delivery breaks it', () => {
    const online = run([
      load(fakeCheckout({ paymentTypeRestrictions: { pay_on_delivery: false, online_payment: true } })),
      { type: 'paymentChosen', method: CASHFREE },
    ]);
    expect(online.selectedPayment.isPaymentSelectionSatisfied).toBe(true);
    expect(checkoutReducer(online, { type: 'paymentChosen', method: COD }).selectedPayment.isPaymentSelectionSatisfied).toBe(false);
  });

  it('§4: each change, removal included, clears the payment config', () => {
    const placing = run(
      [
        { type: 'paymentChosen', method: CASHFREE },
        { type: 'placeStarted', idempotencyKey: 'attempt-1' },
      ],
      loaded,
    );
    expect(placing.selectedPayment.paymentConfig).toEqual({ idempotencyKey: 'attempt-1' });
    expect(checkoutReducer(placing, { type: 'paymentChosen', method: STRIPE }).selectedPayment.paymentConfig).toBeNull();
    expect(checkoutReducer(placing, { type: 'paymentChosen', method: COD }).selectedPayment.paymentConfig).toBeNull();
    expect(checkoutReducer(placing, { type: 'paymentRemoved', id: CASHFREE.id }).selectedPayment.paymentConfig).toBeNull();
  });

  it('takes the payments the server kept when the page opens, and the page’s own choice afterwards', () => {
    const opened = run([load(fakeCheckout({ paymentTypeRestrictions: bothAllowed, payment_ids: [1, 3] }))]);
    expect(ids(opened)).toEqual([1, 3]);
    expect(opened.selectedPayment.isPaymentSelectionSatisfied).toBe(true);
    const changed = checkoutReducer(opened, { type: 'paymentRemoved', id: 1 });
    expect(ids(checkoutReducer(changed, load(fakeCheckout({ paymentTypeRestrictions: bothAllowed, payment_ids: [1, 3] }))))).toEqual([3]);
  });
});

describe('placing attempts', () => {
  const chosen = run([load(fakeCheckout()), { type: 'paymentChosen', method: CASHFREE }]);

  it('keeps the first key of an attempt when the same attempt is sent again', () => {
    const again = run(
      [
        { type: 'placeStarted', idempotencyKey: 'first-key' },
        { type: 'placeStarted', idempotencyKey: 'second-key' },
      ],
      chosen,
    );
    expect(again.selectedPayment.paymentConfig).toEqual({ idempotencyKey: 'first-key' });
  });

  it('starts a new attempt after the server refused the last one', () => {
    const refused = run([{ type: 'placeStarted', idempotencyKey: 'first-key' }, { type: 'placeRefused' }], chosen);
    expect(refused.selectedPayment.paymentConfig).toBeNull();
  });
});

describe('§4 Slots from saved slot data', () => {
  const saved: SlotChoice = { product: 21, id: '3@2026-11-23', date: '2026-11-23', start_time: '09:00', end_time: '11:00' };

  it('§4: a service item needing a slot gets the slot attached from saved slot data', () => {
    const state = run([load(fakeCheckout(), [saved])]);
    const service = state.checkoutItems.find((i) => i.product_id === 21)!;
    expect(service.slot).toEqual({ slot_id: '3@2026-11-23', date: '2026-11-23', start_time: '09:00', end_time: '11:00' });
  });

  it('§4: a bundled item needing a slot gets one too; items that need none are left alone', () => {
    const bundle = fakeItem({ product_id: 31, product_type: 'Bundled', slot_required: true });
    const physical = fakeItem({ product_id: 41, product_type: 'Physical', slot_required: false });
    const state = run([
      load(fakeCheckout({ checkoutItems: [bundle, physical] }), [
        { ...saved, product: 31 },
        { ...saved, product: 41 },
      ]),
    ]);
    expect(state.checkoutItems[0]!.slot?.slot_id).toBe('3@2026-11-23');
    expect(state.checkoutItems[1]!.slot).toBeNull();
  });

  it('attaches a slot chosen later in the page, replacing the one the server holds', () => {
    const held = serviceItem({ slot: { slot_id: '1@2026-11-22', date: '2026-11-22', start_time: '07:00', end_time: '09:00' } });
    const state = run([load(fakeCheckout({ checkoutItems: [held] })), { type: 'savedSlotsChanged', savedSlots: [saved] }]);
    expect(state.checkoutItems[0]!.slot?.slot_id).toBe('3@2026-11-23');
  });

  it('keeps the server’s slot when nothing is saved for the item', () => {
    const held = serviceItem({ slot: { slot_id: '1@2026-11-22', date: '2026-11-22', start_time: '07:00', end_time: '09:00' } });
    expect(run([load(fakeCheckout({ checkoutItems: [held] }))]).checkoutItems[0]!.slot?.slot_id).toBe('1@2026-11-22');
  });
});

describe('§3 Checkout state from the server', () => {
  it('mirrors the coupon, addresses, restrictions and order details the server answers', () => {
    const checkout = fakeCheckout({
      coupon: { couponCode: 'DIWALI10', discount: 140, products: [11] },
      delivery_address_id: 5,
      billing_address_id: 6,
      paymentTypeRestrictions: bothAllowed,
    });
    const state = run([load(checkout)]);
    expect(state.coupon).toEqual({ couponCode: 'DIWALI10', products: [11] });
    expect(state.address).toEqual({ delivery: 5, billing: 6 });
    expect(state.paymentTypeRestrictions).toEqual(bothAllowed);
    expect(state.orderDetails).toEqual(checkout.orderDetails);
  });

  it('keeps the pincode check of the delivery address', () => {
    const checkup: PincodeCheckup = { pincode: '560038', status: 'not_deliverable', undeliverable: [11] };
    expect(checkoutReducer(initialCheckoutState, { type: 'pincodeChecked', pincodeCheckup: checkup }).pincodeCheckup).toEqual(checkup);
  });

  it('starts afresh for another checkout', () => {
    const first = run([load(fakeCheckout({ paymentTypeRestrictions: bothAllowed })), { type: 'stepChosen', step: 3 }, { type: 'paymentChosen', method: COD }]);
    const other = checkoutReducer(first, load(fakeCheckout({ checkout_id: 'another', paymentTypeRestrictions: bothAllowed })));
    expect(other.steps.activeStep).toBe(1);
    expect(other.selectedPayment.payments).toEqual([]);
  });
});
