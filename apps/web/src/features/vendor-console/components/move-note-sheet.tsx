import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorOrderItem } from '@bazaar/contracts';
import { REASON_MAX, REASON_MIN } from '@bazaar/contracts/constants';
import { Button } from '@/components/ui/button';
import { Field, inputClassName } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SideSheet } from '@/components/ui/side-sheet';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { useMoveVendorItem } from '../api/move-vendor-item';
import type { Move } from '../item-moves';

export type NoteRequest = { item: VendorOrderItem; move: Move };

/**
 * Rejecting an item or refusing a request tells the customer no; the note says why, and they read
 * it with their order. Approving a refund cannot be undone, so it is confirmed here too, with a
 * note the customer may be left. A refused move (409) is said here and the list behind is refreshed.
 */
export function MoveNoteSheet({ request, onClose }: { request: NoteRequest | null; onClose: () => void }) {
  const { t } = useTranslation('vendor');
  return (
    <SideSheet
      // At the inline end: the right, or the left in right-to-left pages.
      side={typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request ? t(`vendor:note_title_${request.move.kind}`) : ''}
      description={request?.item.product_name}
    >
      {request && <NoteForm key={request.item.order_item_id} request={request} onClose={onClose} />}
    </SideSheet>
  );
}

function NoteForm({ request, onClose }: { request: NoteRequest; onClose: () => void }) {
  const { t } = useTranslation('vendor');
  const move = useMoveVendorItem();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const { item, move: chosen } = request;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    const short = chosen.noteRequired ? text.length < REASON_MIN : text.length > 0 && text.length < REASON_MIN;
    setNoteError(short ? t('vendor:note_too_short', { min: REASON_MIN }) : null);
    if (short) return;
    try {
      const moved = await move.mutateAsync({ orderItemId: item.order_item_id, to: chosen.to, note: text, outcome: chosen.outcome });
      toast.success(t('vendor:moved', { product: moved.product_name, status: t(`vendor:status_${moved.status}`) }));
      onClose();
    } catch {
      // move.error is shown in the form; a 401 has already replaced the page with the sign-in form.
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
      <p className="text-sm">{t(`vendor:note_intro_${chosen.kind}`)}</p>
      <Field
        label={t(chosen.noteRequired ? 'vendor:note_label' : 'vendor:note_label_optional')}
        hint={t('vendor:note_hint', { min: REASON_MIN })}
        error={noteError}
      >
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={4}
            maxLength={REASON_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            className={inputClassName(!!noteError, 'h-auto py-2')}
          />
        )}
      </Field>
      <FormAlert error={move.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onClose} disabled={move.isPending}>
          {t('common:cancel')}
        </Button>
        <SubmitButton pending={move.isPending} pendingLabel={t('vendor:moving')}>
          {t(`vendor:confirm_${chosen.kind}`)}
        </SubmitButton>
      </div>
    </form>
  );
}
