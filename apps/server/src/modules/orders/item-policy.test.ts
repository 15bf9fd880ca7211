import { describe, expect, it } from 'vitest';
import type { ProductPolicies } from '../../db/schema';
import { policy } from '../../db/seed/catalogue/types';
import { itemRules, toActions, type ItemFacts } from './item-policy';

/** Issue #12: the windows at their edges, in the store's time zone (India, UTC+05:30), to the millisecond. */

const IST = 'Asia/Kolkata';
// Return in 7 days, replace in 3, cancel for a ₹49 charge, refunded within 5 days of ordering.
const policies = (p: Partial<ProductPolicies> = {}): ProductPolicies => ({
  ...policy({ return_allowed: true, return_days: 7, replacement_days: 3, cancellation_allowed: true, cancellation_charge: 4900 }),
  ...p,
});
const item = (over: Partial<ItemFacts> = {}): ItemFacts => ({
  status: 'Received',
  policies: policies(),
  placedAt: new Date('2030-03-01T06:00:00Z'),
  fulfilledAt: null,
  slot: null,
  paidMinor: 39_900,
  hasOpenRequest: false,
  reviewed: false,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('cancelling', () => {
  it('is open while Received or InProgress, where the policy allows it, and never after', () => {
    for (const status of ['Received', 'InProgress'] as const) expect(itemRules(item({ status }), IST, at('2030-03-01T07:00:00Z')).canCancel).toBe(true);
    for (const status of ['Fulfilled', 'Cancelled', 'Rejected', 'Return', 'Refund'] as const)
      expect(itemRules(item({ status }), IST, at('2030-03-01T07:00:00Z')).canCancel).toBe(false);
    expect(itemRules(item({ policies: policies({ cancellation_allowed: false }) }), IST, at('2030-03-01T07:00:00Z')).canCancel).toBe(false);
    expect(itemRules(item({ policies: null }), IST, at('2030-03-01T07:00:00Z')).canCancel).toBe(false);
  });

  it('refunds the amount paid less the charge until the end of the store day Refund Cancellation Days after the order, then nothing', () => {
    // Placed 11:30 on 1 March in India; 5 days: refunded until 23:59:59.999 on 6 March there (18:29:59.999Z).
    const rules = (now: string) => itemRules(item(), IST, at(now));
    expect(rules('2030-03-05T12:00:00Z')).toMatchObject({ cancelRefundMinor: 35_000, chargeMinor: 4900 });
    expect(rules('2030-03-06T18:29:59.999Z')).toMatchObject({ canCancel: true, cancelRefundMinor: 35_000 });
    expect(rules('2030-03-06T18:30:00.000Z')).toMatchObject({ canCancel: true, cancelRefundMinor: 0 });
    expect(rules('2030-03-07T12:00:00Z').cancelRefundMinor).toBe(0);
    expect(rules('2030-03-05T12:00:00Z').cancelRefundDeadline?.toISOString()).toBe('2030-03-06T18:29:59.999Z');
  });

  it('counts the days from the store day of the order, not the UTC one', () => {
    // 20:00Z on 28 February is 01:30 on 1 March in India: the window ends on 6 March there, not 5 March.
    const rules = itemRules(item({ placedAt: at('2030-02-28T20:00:00Z') }), IST, at('2030-03-06T18:00:00Z'));
    expect(rules.cancelRefundDeadline?.toISOString()).toBe('2030-03-06T18:29:59.999Z');
    expect(rules.cancelRefundMinor).toBe(35_000);
  });

  it('never charges more than was paid, and refunds nothing when nothing was paid', () => {
    expect(itemRules(item({ paidMinor: 3000 }), IST, at('2030-03-01T07:00:00Z'))).toMatchObject({ chargeMinor: 3000, cancelRefundMinor: 0 });
    expect(itemRules(item({ paidMinor: 0 }), IST, at('2030-03-01T07:00:00Z'))).toMatchObject({ canCancel: true, chargeMinor: 0, cancelRefundMinor: 0 });
    expect(itemRules(item({ policies: policies({ cancellation_charge: 0 }) }), IST, at('2030-03-01T07:00:00Z')).cancelRefundMinor).toBe(39_900);
  });

  it('refunds nothing where Refund Cancellation is not allowed', () => {
    const rules = itemRules(item({ policies: policies({ refund_cancellation_allowed: false }) }), IST, at('2030-03-01T07:00:00Z'));
    expect(rules).toMatchObject({ canCancel: true, cancelRefundMinor: 0, cancelRefundDeadline: null });
  });

  it('closes for a booked slot the millisecond its start comes, in the store zone', () => {
    // 10:00 on 4 March in India is 04:30Z.
    const booked = item({ slot: { date: '2030-03-04', start_time: '10:00' } });
    expect(itemRules(booked, IST, at('2030-03-04T04:29:59.999Z')).canCancel).toBe(true);
    expect(itemRules(booked, IST, at('2030-03-04T04:30:00.000Z')).canCancel).toBe(false);
    expect(itemRules(booked, IST, at('2030-03-04T04:00:00Z')).cancelDeadline?.toISOString()).toBe('2030-03-04T04:29:59.999Z');
  });

  it('reads a slot time written with seconds the same way', () => {
    const booked = item({ slot: { date: '2030-03-04', start_time: '10:00:00' } });
    expect(itemRules(booked, IST, at('2030-03-04T04:29:59.999Z')).canCancel).toBe(true);
    expect(itemRules(booked, IST, at('2030-03-04T04:30:00.000Z')).canCancel).toBe(false);
  });
});

describe('returning and replacing', () => {
  // Fulfilled at 20:00Z on 10 March: 01:30 on 11 March in India. 7 days to return: until the end of 18 March there.
  const delivered = (over: Partial<ItemFacts> = {}) => item({ status: 'Fulfilled', fulfilledAt: at('2030-03-10T20:00:00Z'), ...over });

  it('a day before, on the last day to its last millisecond, and not a millisecond or a day after', () => {
    const canReturn = (now: string) => itemRules(delivered(), IST, at(now)).canReturn;
    expect(canReturn('2030-03-17T12:00:00Z')).toBe(true);
    expect(canReturn('2030-03-18T18:29:59.999Z')).toBe(true);
    expect(canReturn('2030-03-18T18:30:00.000Z')).toBe(false);
    expect(canReturn('2030-03-19T12:00:00Z')).toBe(false);
    expect(itemRules(delivered(), IST, at('2030-03-12T00:00:00Z')).returnDeadline?.toISOString()).toBe('2030-03-18T18:29:59.999Z');
  });

  it('keeps the replacement window by its own days', () => {
    const canReplace = (now: string) => itemRules(delivered(), IST, at(now)).canReplace;
    expect(canReplace('2030-03-14T18:29:59.999Z')).toBe(true);
    expect(canReplace('2030-03-14T18:30:00.000Z')).toBe(false);
  });

  it('only for a Fulfilled item without an open request, where the policy allows', () => {
    const now = at('2030-03-12T00:00:00Z');
    expect(itemRules(delivered({ hasOpenRequest: true }), IST, now)).toMatchObject({ canReturn: false, canReplace: false });
    expect(itemRules(delivered({ status: 'Return', hasOpenRequest: true }), IST, now)).toMatchObject({ canReturn: false, canWithdrawReturn: true });
    expect(itemRules(delivered({ policies: policies({ return_allowed: false, replacement_allowed: false }) }), IST, now)).toMatchObject({
      canReturn: false,
      canReplace: false,
      returnDeadline: null,
    });
    expect(itemRules(item({ status: 'InProgress' }), IST, now)).toMatchObject({ canReturn: false, canReplace: false, canWithdrawReturn: false });
    // Refunded after an approved return, still inside the window, no request open: not again.
    expect(itemRules(delivered({ status: 'Refund' }), IST, now)).toMatchObject({ canReturn: false, canReplace: false, canWithdrawReturn: false });
  });

  it('lets a request be withdrawn only while the item is in Return with the request still open', () => {
    const now = at('2030-03-12T00:00:00Z');
    // The vendor has answered (the request is closed) but the item has not moved on yet.
    expect(itemRules(delivered({ status: 'Return', hasOpenRequest: false }), IST, now).canWithdrawReturn).toBe(false);
    // An open request on an item that is no longer in Return (it was answered by a move).
    expect(itemRules(delivered({ status: 'Fulfilled', hasOpenRequest: true }), IST, now).canWithdrawReturn).toBe(false);
  });
});

describe('reviewing', () => {
  it('once the item has been fulfilled, and once', () => {
    const now = at('2030-03-12T00:00:00Z');
    expect(itemRules(item({ status: 'InProgress' }), IST, now).canReview).toBe(false);
    expect(itemRules(item({ status: 'Fulfilled', fulfilledAt: now }), IST, now).canReview).toBe(true);
    expect(itemRules(item({ status: 'Refund', fulfilledAt: now }), IST, now).canReview).toBe(true);
    expect(itemRules(item({ status: 'Fulfilled', fulfilledAt: now, reviewed: true }), IST, now).canReview).toBe(false);
  });
});

describe('toActions', () => {
  it('shows money in the main unit and deadlines as instants', () => {
    const actions = toActions(itemRules(item(), IST, at('2030-03-01T07:00:00Z')), 100);
    expect(actions).toMatchObject({ can_cancel: true, cancellation_charge: 49, cancel_refund: 350, cancel_refund_deadline: '2030-03-06T18:29:59.999Z' });
  });
});
