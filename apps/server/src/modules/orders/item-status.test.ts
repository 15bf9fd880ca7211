import { ORDER_ITEM_STATUSES } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { assertMove, canMove, nextStatuses, type ItemActor } from './item-status';

/** Issue #12: every pair of statuses for every actor, against the table written out here by hand. */

const LEGAL = new Set([
  'Received>InProgress:vendor',
  'Received>Rejected:vendor',
  'Received>Cancelled:customer',
  'InProgress>Fulfilled:vendor',
  'InProgress>Cancelled:customer',
  'Fulfilled>Return:customer',
  'Return>Refund:vendor',
  'Return>Fulfilled:customer',
  'Return>Fulfilled:vendor',
]);
const ACTORS: ItemActor[] = ['customer', 'vendor', 'system'];

describe('the order item transition table', () => {
  it('allows exactly the legal moves, for exactly their actors', () => {
    for (const from of ORDER_ITEM_STATUSES)
      for (const to of ORDER_ITEM_STATUSES)
        for (const actor of ACTORS) expect(canMove(from, to, actor), `${from}>${to}:${actor}`).toBe(LEGAL.has(`${from}>${to}:${actor}`));
  });

  it('refuses an illegal move with a 409 naming both states', () => {
    expect(() => assertMove('Fulfilled', 'Cancelled', 'customer')).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'This item is Fulfilled and cannot be moved to Cancelled' }),
    );
    expect(() => assertMove('Received', 'InProgress', 'customer')).toThrow(expect.objectContaining({ statusCode: 409 }));
    expect(() => assertMove('Received', 'InProgress', 'vendor')).not.toThrow();
  });

  it('lists where each actor may take an item next', () => {
    expect(nextStatuses('Received', 'vendor')).toEqual(['InProgress', 'Rejected']);
    expect(nextStatuses('Return', 'vendor')).toEqual(['Refund', 'Fulfilled']);
    expect(nextStatuses('Refund', 'vendor')).toEqual([]);
  });
});
