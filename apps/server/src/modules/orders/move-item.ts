import { and, eq } from 'drizzle-orm';
import type { OrderItemStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orderItemEvents, orderItems } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { assertMove, type ItemActor } from './item-status';

export type ItemMove = {
  itemId: number;
  from: OrderItemStatus;
  to: OrderItemStatus;
  actor: ItemActor;
  actorId: number | null;
  note: string;
  now: Date;
};

/**
 * The one way an order item's status changes: checked against the transition table, written only
 * if the item is still in `from` (one conditional UPDATE, so two changes racing for one item cannot
 * both apply), and kept in the item's history. Runs inside the caller's transaction.
 */
export async function moveItem(tx: Db, move: ItemMove): Promise<void> {
  assertMove(move.from, move.to, move.actor);
  const moved = await tx
    .update(orderItems)
    .set({ status: move.to, updatedAt: move.now, ...(move.to === 'Fulfilled' && move.from === 'InProgress' ? { fulfilledAt: move.now } : {}) })
    .where(and(eq(orderItems.id, move.itemId), eq(orderItems.status, move.from)))
    .returning({ id: orderItems.id });
  if (moved.length === 0) throw new ApiError(409, `This item is no longer ${move.from}; reload the order to see where it is now`);
  await tx.insert(orderItemEvents).values({
    orderItemId: move.itemId,
    fromStatus: move.from,
    toStatus: move.to,
    actor: move.actor,
    actorId: move.actorId,
    note: move.note,
    createdAt: move.now,
  });
}
