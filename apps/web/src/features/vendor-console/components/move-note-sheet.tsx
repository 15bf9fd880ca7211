import { useTranslation } from 'react-i18next';
import type { VendorOrderItem } from '@bazaar/contracts';
import { REASON_MAX, REASON_MIN } from '@bazaar/contracts/constants';
import { toast } from '@/components/ui/toaster';
import { useMoveVendorItem } from '../api/move-vendor-item';
import type { Move } from '../item-moves';
import { ReasonSheet } from './reason-sheet';

export type NoteRequest = { item: VendorOrderItem; move: Move };

/**
 * Rejecting an item or refusing a request tells the customer no; the note says why, and they read
 * it with their order. Approving a refund cannot be undone, so it is confirmed here too, with a
 * note the customer may be left. A refused move (409) is said here and the list behind is refreshed.
 */
export function MoveNoteSheet({ request, onClose }: { request: NoteRequest | null; onClose: () => void }) {
  const { t } = useTranslation('vendor');
  const move = useMoveVendorItem();
  const ask = request && {
    key: String(request.item.order_item_id),
    title: t(`vendor:note_title_${request.move.kind}`),
    description: request.item.product_name,
    intro: t(`vendor:note_intro_${request.move.kind}`),
    label: t(request.move.noteRequired ? 'vendor:note_label' : 'vendor:note_label_optional'),
    hint: t('vendor:note_hint', { min: REASON_MIN }),
    maxLength: REASON_MAX,
    check: (text: string) => {
      const short = request.move.noteRequired ? text.length < REASON_MIN : text.length > 0 && text.length < REASON_MIN;
      return short ? t('vendor:note_too_short', { min: REASON_MIN }) : null;
    },
    send: async (note: string) => {
      const { item, move: chosen } = request;
      const moved = await move.mutateAsync({ orderItemId: item.order_item_id, to: chosen.to, note, outcome: chosen.outcome });
      toast.success(t('vendor:moved', { product: moved.product_name, status: t(`vendor:status_${moved.status}`) }));
    },
    submitLabel: t(`vendor:confirm_${request.move.kind}`),
    pendingLabel: t('vendor:moving'),
  };
  return <ReasonSheet ask={ask} onClose={onClose} />;
}
