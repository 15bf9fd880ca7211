import type { OrderItemStatus, RescheduleBlock, ScheduleActions } from '@bazaar/contracts';
import { storeNow, zonedInstant } from '../delivery';

/**
 * When a booked slot may be moved (issue #12), by its vendor's terms as they stand now:
 *
 * - only while the item is Received or InProgress (not yet given, cancelled or refused);
 * - only if the vendor moves bookings at all, and fewer times than its limit per item;
 * - only up to `notice` hours before the booked slot starts: the deadline is that instant, and a
 *   move exactly at it is still accepted ("up to 4 hours before"). Hours are real hours, counted
 *   back from the slot's start on the store's wall clock.
 *
 * The terms are not fixed at purchase, unlike the item's cancellation and return policies: they
 * decide no money (a move is free), and a vendor must be able to stop moving bookings, on leave
 * for one. Pure, tested at its edges in reschedule.test.ts.
 */

export type RescheduleFacts = {
  status: OrderItemStatus;
  slot: { date: string; start_time: string };
  terms: { allowed: boolean; noticeHours: number; limit: number };
  /** Times this item's booking has been moved so far. */
  moved: number;
};

export type RescheduleRule = { canReschedule: boolean; deadline: Date | null; left: number; reason: RescheduleBlock | null };

const HOUR = 3_600_000;

export function rescheduleRule(f: RescheduleFacts, timeZone: string, now: Date): RescheduleRule {
  const start = zonedInstant(timeZone, f.slot.date, f.slot.start_time);
  const deadline = f.terms.allowed ? new Date(start.getTime() - f.terms.noticeHours * HOUR) : null;
  const left = f.terms.allowed ? Math.max(0, f.terms.limit - f.moved) : 0;
  const open = f.status === 'Received' || f.status === 'InProgress';
  const reason: RescheduleBlock | null = !open
    ? 'item_status'
    : deadline === null
      ? 'not_allowed'
      : left === 0
        ? 'limit_reached'
        : now.getTime() > deadline.getTime()
          ? 'notice_passed'
          : null;
  return { canReschedule: reason === null, deadline, left, reason };
}

/** The rule as the API shows it: the deadline as an instant and on the store's wall clock. */
export function toScheduleActions(rule: RescheduleRule, timeZone: string): ScheduleActions {
  return {
    can_reschedule: rule.canReschedule,
    reschedule_deadline: rule.deadline?.toISOString() ?? null,
    reschedule_deadline_local: rule.deadline ? storeNow(timeZone, rule.deadline) : null,
    reschedules_left: rule.left,
    reason: rule.reason,
  };
}

/** '5:00 AM on 12 March 2030': an instant as the store's clock and calendar read it, for messages. */
export function wallTimeOf(at: Date, timeZone: string): string {
  const time = at.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true });
  const day = at.toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
  return `${time} on ${day}`;
}
