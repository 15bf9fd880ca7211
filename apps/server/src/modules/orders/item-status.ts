import type { OrderItemStatus } from '@bazaar/contracts';
import { ApiError } from '../../lib/api-error';

/**
 * The one table of order item statuses (spec §4; the spec leaves the moves out, issue #12 defines
 * them). Every change of an item's status goes through `moveItem` (move-item.ts), which checks it
 * here; a move not in the table is a 409 naming both states. README "Order item statuses" is this
 * table in words.
 *
 *   Received   → InProgress  vendor accepts it
 *              → Rejected    vendor cannot supply it (anything paid is refunded)
 *              → Cancelled   customer cancels, where the product's policy allows
 *   InProgress → Fulfilled   vendor delivers it, or gives the service
 *              → Cancelled   customer cancels before it is fulfilled
 *   Fulfilled  → Return      customer asks to return it or have it replaced, within the policy's days
 *   Return     → Refund      vendor approves a return (the paid amount is refunded)
 *              → Fulfilled   customer withdraws the request, or the vendor refuses it or sends the replacement
 *
 * Cancelled, Rejected and Refund are final.
 */

export type ItemActor = 'customer' | 'vendor' | 'system';

export const ITEM_TRANSITIONS: Readonly<Record<OrderItemStatus, Partial<Record<OrderItemStatus, readonly ItemActor[]>>>> = {
  Received: { InProgress: ['vendor'], Rejected: ['vendor'], Cancelled: ['customer'] },
  InProgress: { Fulfilled: ['vendor'], Cancelled: ['customer'] },
  Fulfilled: { Return: ['customer'] },
  Return: { Refund: ['vendor'], Fulfilled: ['customer', 'vendor'] },
  Cancelled: {},
  Rejected: {},
  Refund: {},
};

/** Whether `actor` may move an item from `from` to `to`. */
export function canMove(from: OrderItemStatus, to: OrderItemStatus, actor: ItemActor): boolean {
  return ITEM_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an item in `from` to, in the table's order. */
export function nextStatuses(from: OrderItemStatus, actor: ItemActor): OrderItemStatus[] {
  return (Object.entries(ITEM_TRANSITIONS[from]) as [OrderItemStatus, readonly ItemActor[]][]).filter(([, who]) => who.includes(actor)).map(([to]) => to);
}

/** 409 naming both states when the move is not in the table for this actor. */
export function assertMove(from: OrderItemStatus, to: OrderItemStatus, actor: ItemActor): void {
  if (canMove(from, to, actor)) return;
  throw new ApiError(409, `This item is ${from} and cannot be moved to ${to}`);
}
