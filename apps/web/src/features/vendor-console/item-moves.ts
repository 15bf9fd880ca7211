import type { OrderItemStatus, VendorOrderItem } from '@bazaar/contracts';

/**
 * The API names moves by the status they lead to (`next`); a vendor thinks of them as actions.
 * Return → Fulfilled is two different answers: the replacement sent, or the return refused.
 */
export type MoveKind = 'accept' | 'reject' | 'deliver' | 'approve_return' | 'send_replacement' | 'refuse_return' | 'other';

export type Move = {
  to: OrderItemStatus;
  kind: MoveKind;
  /** Turning the customer down: asks for a note they will read, in a dialog. */
  needsNote: boolean;
};

type ItemState = Pick<VendorOrderItem, 'status' | 'next' | 'return_request'>;

function kindOf(item: ItemState, to: OrderItemStatus): MoveKind {
  if (to === 'Rejected') return 'reject';
  if (item.status === 'Received' && to === 'InProgress') return 'accept';
  if (item.status === 'InProgress' && to === 'Fulfilled') return 'deliver';
  if (item.status === 'Return' && to === 'Refund') return 'approve_return';
  if (item.status === 'Return' && to === 'Fulfilled') return item.return_request?.kind === 'replacement' ? 'send_replacement' : 'refuse_return';
  return 'other';
}

export function movesOf(item: ItemState): Move[] {
  return item.next.map((to) => {
    const kind = kindOf(item, to);
    return { to, kind, needsNote: kind === 'reject' || kind === 'refuse_return' };
  });
}
