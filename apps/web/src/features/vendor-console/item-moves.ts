import type { OrderItemStatus, VendorOrderItem } from '@bazaar/contracts';

/**
 * The API names moves by the status they lead to (`next`); a vendor thinks of them as actions.
 * Return → Fulfilled is two different answers to a replacement request (the replacement sent, or
 * the request refused), told apart by `outcome`; for a return request it is a refusal.
 */
export type MoveKind =
  'accept' | 'reject' | 'deliver' | 'approve_return' | 'refund_replacement' | 'send_replacement' | 'refuse_replacement' | 'refuse_return' | 'other';

export type Move = {
  to: OrderItemStatus;
  kind: MoveKind;
  /** Answering a request with Fulfilled: the replacement sent, or the request refused. */
  outcome?: 'approved' | 'refused';
  /** Asks in a dialog first: a refusal for its note, a refund to be sure (it cannot be undone). */
  needsNote: boolean;
  /** Turning the customer down: the note is required, and they read it with their order. */
  noteRequired: boolean;
};

type ItemState = Pick<VendorOrderItem, 'status' | 'next' | 'return_request'>;

function movesTo(item: ItemState, to: OrderItemStatus): Move[] {
  const move = (kind: MoveKind, extra: Partial<Move> = {}): Move => ({ to, kind, needsNote: false, noteRequired: false, ...extra });
  const refusal = { needsNote: true, noteRequired: true, outcome: 'refused' } as const;
  const replacing = item.return_request?.kind === 'replacement';
  if (to === 'Rejected') return [move('reject', { needsNote: true, noteRequired: true })];
  if (item.status === 'Received' && to === 'InProgress') return [move('accept')];
  if (item.status === 'InProgress' && to === 'Fulfilled') return [move('deliver')];
  if (item.status === 'Return' && to === 'Refund') return [move(replacing ? 'refund_replacement' : 'approve_return', { needsNote: true })];
  if (item.status === 'Return' && to === 'Fulfilled') {
    return replacing ? [move('send_replacement', { outcome: 'approved' }), move('refuse_replacement', refusal)] : [move('refuse_return', refusal)];
  }
  return [move('other')];
}

export function movesOf(item: ItemState): Move[] {
  return item.next.flatMap((to) => movesTo(item, to));
}
