import type { ItemActions, OrderItemStatus } from '@bazaar/contracts';
import type { ProductPolicies } from '../../db/schema';
import { toMain } from '../catalogue';
import { endOfDayAfter, zonedInstant } from '../delivery';

/**
 * What a customer may do with an order item now, by its product's policies (spec §4 policy labels)
 * as they were when it was bought. README "Order item statuses" says the same in words:
 *
 * - Cancel while the item is Received or InProgress, where Cancellation Allowed; an item with a
 *   booked slot only before the slot starts. The refund is what was paid for the line less the
 *   Cancellation Charge, where Refund Cancellation Allowed and within Refund Cancellation Days of
 *   the order being placed; after that the item may still be cancelled, without a refund.
 * - Return (refund) or replacement once Fulfilled, where allowed, until the end of the store's day
 *   Return Days / Replacement Days after the day it was fulfilled; one open request at a time.
 * - A review once it has been fulfilled, once.
 *
 * Days are the store's calendar days (its time zone), and a window ends at the last millisecond of
 * its last day. Money is in minor units.
 */

export type ItemFacts = {
  status: OrderItemStatus;
  policies: ProductPolicies | null;
  placedAt: Date;
  fulfilledAt: Date | null;
  slot: { date: string; start_time: string } | null;
  /** What the customer has paid for this line so far (online and completed, or cash on delivery once delivered). */
  paidMinor: number;
  hasOpenRequest: boolean;
  reviewed: boolean;
};

export type ItemRules = {
  canCancel: boolean;
  cancelDeadline: Date | null;
  chargeMinor: number;
  cancelRefundMinor: number;
  cancelRefundDeadline: Date | null;
  canReturn: boolean;
  returnDeadline: Date | null;
  canReplace: boolean;
  replaceDeadline: Date | null;
  canWithdrawReturn: boolean;
  canReview: boolean;
};

const before = (now: Date, deadline: Date | null) => deadline !== null && now.getTime() <= deadline.getTime();

export function itemRules(item: ItemFacts, timeZone: string, now: Date): ItemRules {
  const p = item.policies;
  const open = item.status === 'Received' || item.status === 'InProgress';
  const slotStart = item.slot ? zonedInstant(timeZone, item.slot.date, item.slot.start_time) : null;
  const cancelDeadline = slotStart ? new Date(slotStart.getTime() - 1) : null;
  const canCancel = Boolean(p?.cancellation_allowed) && open && (cancelDeadline === null || before(now, cancelDeadline));
  const cancelRefundDeadline = p?.refund_cancellation_allowed ? endOfDayAfter(timeZone, item.placedAt, p.refund_cancellation_days) : null;
  const chargeMinor = Math.min(Math.max(p?.cancellation_charge ?? 0, 0), item.paidMinor);
  const cancelRefundMinor = canCancel && before(now, cancelRefundDeadline) ? item.paidMinor - chargeMinor : 0;

  const fulfilled = item.fulfilledAt;
  const returnDeadline = p?.return_allowed && fulfilled ? endOfDayAfter(timeZone, fulfilled, p.return_days) : null;
  const replaceDeadline = p?.replacement_allowed && fulfilled ? endOfDayAfter(timeZone, fulfilled, p.replacement_days) : null;
  const returnable = item.status === 'Fulfilled' && !item.hasOpenRequest;
  return {
    canCancel,
    cancelDeadline,
    chargeMinor,
    cancelRefundMinor,
    cancelRefundDeadline,
    canReturn: returnable && before(now, returnDeadline),
    returnDeadline,
    canReplace: returnable && before(now, replaceDeadline),
    replaceDeadline,
    canWithdrawReturn: item.status === 'Return' && item.hasOpenRequest,
    canReview: fulfilled !== null && !item.reviewed,
  };
}

/** The rules as the API shows them, in the order's main unit. */
export function toActions(rules: ItemRules, unit: number): ItemActions {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const main = (minor: number) => toMain(minor, unit);
  return {
    can_cancel: rules.canCancel,
    cancel_deadline: iso(rules.cancelDeadline),
    cancellation_charge: main(rules.chargeMinor),
    cancel_refund: main(rules.cancelRefundMinor),
    cancel_refund_deadline: iso(rules.cancelRefundDeadline),
    can_return: rules.canReturn,
    return_deadline: iso(rules.returnDeadline),
    can_replace: rules.canReplace,
    replace_deadline: iso(rules.replaceDeadline),
    can_withdraw_return: rules.canWithdrawReturn,
    can_review: rules.canReview,
  };
}
