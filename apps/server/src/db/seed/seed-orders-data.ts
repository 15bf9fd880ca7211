import type { OrderItemStatus } from '@bazaar/contracts';
import { policy } from './catalogue/types';

/**
 * Priya's order history in the demo store (seed-orders.ts writes it): each order's days ago, how
 * it was paid, and what happened to each item since, move by move.
 */

export const DAY = 86_400_000;
type Status = OrderItemStatus;
export type Provider = 'cod' | 'cashfree' | 'stripe' | 'amazon_pay';
type Move = [from: Status, to: Status, actor: 'customer' | 'vendor', daysAgo: number, note: string];
export type Line = {
  slug: string;
  quantity: number;
  status: Status;
  moves: Move[];
  fulfilledDaysAgo?: number;
  refund?: { reason: 'cancelled' | 'rejected' | 'returned'; chargeMinor?: number };
  request?: { kind: 'return' | 'replacement'; reason: string; status: 'open' | 'approved' };
  /** A booking this many days ahead, at the slot's first time of that day. */
  slotInDays?: number;
  noCancel?: boolean;
};
export type OrderSeed = { daysAgo: number; provider: Provider; lines: Line[] };

export const RETURNS = policy({ return_allowed: true, cancellation_allowed: true, cancellation_charge: 4_900 });

export const HISTORY: OrderSeed[] = [
  {
    daysAgo: 1,
    provider: 'cod',
    lines: [
      { slug: 'matte-black-true-wireless-earbuds', quantity: 1, status: 'Received', moves: [] },
      {
        slug: 'jowar-sourdough-loaf',
        quantity: 2,
        status: 'InProgress',
        moves: [['Received', 'InProgress', 'vendor', 0, 'Baking it fresh for you this morning']],
      },
    ],
  },
  {
    daysAgo: 4,
    provider: 'cod',
    lines: [
      {
        slug: 'white-10000-mah-power-bank',
        quantity: 1,
        status: 'Fulfilled',
        fulfilledDaysAgo: 2,
        moves: [
          ['Received', 'InProgress', 'vendor', 4, ''],
          ['InProgress', 'Fulfilled', 'vendor', 2, 'Handed over at the door'],
        ],
      },
    ],
  },
  {
    daysAgo: 6,
    provider: 'cod',
    lines: [
      {
        slug: 'olive-neckband-earphones',
        quantity: 1,
        status: 'Return',
        fulfilledDaysAgo: 3,
        request: { kind: 'replacement', reason: 'The left earpiece crackles at any volume', status: 'open' },
        moves: [
          ['Received', 'InProgress', 'vendor', 6, ''],
          ['InProgress', 'Fulfilled', 'vendor', 3, ''],
          ['Fulfilled', 'Return', 'customer', 1, 'The left earpiece crackles at any volume'],
        ],
      },
    ],
  },
  {
    daysAgo: 9,
    provider: 'stripe',
    lines: [
      {
        slug: 'leheriya-chanderi-silk-saree',
        quantity: 1,
        status: 'Fulfilled',
        fulfilledDaysAgo: 6,
        moves: [
          ['Received', 'InProgress', 'vendor', 9, ''],
          ['InProgress', 'Fulfilled', 'vendor', 6, 'Delivered by Blue Dart'],
        ],
      },
      {
        slug: 'masala-chai-blend-500-g',
        quantity: 2,
        status: 'Cancelled',
        refund: { reason: 'cancelled', chargeMinor: 4_900 },
        moves: [['Received', 'Cancelled', 'customer', 8, 'Ordered twice by mistake']],
      },
    ],
  },
  {
    daysAgo: 24,
    provider: 'cashfree',
    lines: [
      {
        slug: 'indigo-buti-dohar',
        quantity: 1,
        status: 'Refund',
        fulfilledDaysAgo: 20,
        refund: { reason: 'returned' },
        request: { kind: 'return', reason: 'The colours are much darker than in the photos', status: 'approved' },
        moves: [
          ['Received', 'InProgress', 'vendor', 23, ''],
          ['InProgress', 'Fulfilled', 'vendor', 20, ''],
          ['Fulfilled', 'Return', 'customer', 18, 'The colours are much darker than in the photos'],
          ['Return', 'Refund', 'vendor', 16, 'Picked up and checked; refund sent'],
        ],
      },
    ],
  },
  {
    daysAgo: 15,
    provider: 'amazon_pay',
    lines: [
      {
        slug: 'saffron-wool-stole',
        quantity: 1,
        status: 'Rejected',
        refund: { reason: 'rejected' },
        moves: [['Received', 'Rejected', 'vendor', 14, 'The last saffron stole of this dye lot was sold in the shop; we are sorry']],
      },
    ],
  },
  {
    daysAgo: 2,
    provider: 'cashfree',
    lines: [
      {
        slug: 'kitchen-deep-cleaning-1-bhk',
        quantity: 1,
        status: 'InProgress',
        slotInDays: 5,
        noCancel: true,
        moves: [['Received', 'InProgress', 'vendor', 1, 'Two cleaners confirmed for your slot']],
      },
    ],
  },
];
