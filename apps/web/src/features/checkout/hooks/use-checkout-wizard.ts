import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import type { Checkout, CheckoutUpdateBody, PaymentMethod } from '@bazaar/contracts';
import { choosePayment } from '@bazaar/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { slotStore, withoutSlot } from '@/lib/cart/slot-selection';
import { useCheckout } from '../api/get-checkout';
import { useUpdateCheckout } from '../api/update-checkout';
import { checkoutReducer, initialCheckoutState, type CheckoutState } from '../checkout-state';

/** Which step deals with each thing place-order still needs (Checkout.missing). */
export const STEP_OF_MISSING = { delivery_address: 1, billing_address: 1, slot: 2, payment: 3 } as const;

/** Slots the page attached (§4) that the server does not hold yet, and have not been tried. */
function slotsToSend(server: Checkout, state: CheckoutState, tried: Set<string>) {
  return state.checkoutItems.flatMap((item) => {
    const held = server.checkoutItems.find((i) => i.checkout_item_id === item.checkout_item_id);
    const slot = item.slot?.slot_id;
    if (!held || !slot || held.slot?.slot_id === slot || tried.has(`${item.checkout_item_id}:${slot}`)) return [];
    return [{ checkout_item_id: item.checkout_item_id, slot }];
  });
}

/**
 * The wizard: the server's checkout, the reducer that mirrors it (spec §3/§4), and the changes,
 * each sent to the server whose answer becomes the new checkout.
 */
export function useCheckoutWizard(checkoutId: string) {
  const checkout = useCheckout(checkoutId);
  const update = useUpdateCheckout(checkoutId);
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const savedSlots = useSyncExternalStore(slotStore.subscribe, slotStore.read, slotStore.read);
  const [slotError, setSlotError] = useState<string | null>(null);
  const triedSlots = useRef(new Set<string>());
  const server = checkout.data;

  useEffect(() => {
    if (server) dispatch({ type: 'checkoutLoaded', checkout: server, savedSlots: slotStore.read() });
  }, [server]);

  useEffect(() => {
    dispatch({ type: 'savedSlotsChanged', savedSlots });
  }, [savedSlots]);

  // A slot saved in the cart, or chosen here, goes to the server once; a refused one (full since)
  // is taken off the saved choices so the picker opens again, with the server's reason beside it.
  const { mutate, isPending } = update;
  useEffect(() => {
    if (!server || server.status !== 'open' || isPending || state.checkoutId !== server.checkout_id) return;
    const slots = slotsToSend(server, state, triedSlots.current);
    if (slots.length === 0) return;
    for (const s of slots) triedSlots.current.add(`${s.checkout_item_id}:${s.slot}`);
    mutate(
      { slots },
      {
        onSuccess: () => setSlotError(null),
        onError: (error) => {
          setSlotError(error instanceof ApiError ? error.message : null);
          slotStore.write(slots.reduce((saved, s) => withoutSlot(saved, s.slot), slotStore.read()));
        },
      },
    );
  }, [server, state, isPending, mutate]);

  // A refused change is shown by the control that made it when it asks (the coupon), else under the step.
  const [changeError, setChangeError] = useState<unknown>(null);
  const send = useCallback(
    (body: CheckoutUpdateBody, onError?: (error: Error) => void) =>
      mutate(body, { onSuccess: () => setChangeError(null), onError: (error) => (onError ? onError(error) : setChangeError(error)) }),
    [mutate],
  );

  /** §4 payment choice: the reducer applies it, and the server keeps the same selection. */
  const choosePaymentMethod = (method: PaymentMethod) => {
    dispatch({ type: 'paymentChosen', method });
    send({ payment_ids: choosePayment(state.selectedPayment.payments, method).map((p) => p.id) });
  };
  const removePaymentMethod = (id: number) => {
    dispatch({ type: 'paymentRemoved', id });
    send({ payment_ids: state.selectedPayment.payments.filter((p) => p.id !== id).map((p) => p.id) });
  };

  /** The furthest step the shopper may open: none past the first that still needs something. */
  const missingSteps = (server?.missing ?? []).map((m) => STEP_OF_MISSING[m]);
  const blockedByPincode = state.pincodeCheckup?.status === 'not_deliverable' ? [1] : [];
  const reachable = Math.min(state.steps.numberOfSteps, ...missingSteps, ...blockedByPincode);

  return { checkout, update, state, dispatch, send, choosePaymentMethod, removePaymentMethod, reachable, slotError, changeError };
}

export type CheckoutWizard = ReturnType<typeof useCheckoutWizard>;
