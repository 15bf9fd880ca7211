import { useTranslation } from 'react-i18next';
import { CancelItemBody } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { isolatedValues } from '@/components/ui/isolated-values';
import { useFieldMessages, useSchemaForm } from '@/components/ui/schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format';
import { useCancelItem } from '../api/cancel-item';
import type { ItemFormProps } from './item-action-sheet';
import { ReasonField } from './reason-field';

/**
 * Cancels an item after saying what it costs: the deadline, the charge kept back and the refund,
 * as the API worked them out for this moment.
 */
export function CancelForm({ orderId, item, money, onDone, onCancel }: ItemFormProps) {
  const { t } = useTranslation('order');
  const cancel = useCancelItem(orderId, item.order_item_id);
  const { form, formRef } = useSchemaForm({ schema: CancelItemBody, defaultValues: { reason: '' } });
  const message = useFieldMessages(form.formState.errors, 'order');
  const { actions } = item;

  const submit = form.handleSubmit(async (body) => {
    try {
      await cancel.mutateAsync(body);
    } catch {
      return; // cancel.error is shown in the form
    }
    toast.success(t('order:cancel_done'));
    onDone();
  });

  const date = (value: string) => formatDateTime(value);
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-start">
      <ul className="flex flex-col gap-1 rounded-md bg-muted p-3 text-sm">
        {actions.cancel_deadline && <li>{isolatedValues(t, 'order:cancel_deadline', { date: date(actions.cancel_deadline) })}</li>}
        <li>
          {actions.cancellation_charge > 0
            ? isolatedValues(t, 'order:cancel_charge', { amount: money(actions.cancellation_charge) })
            : t('order:cancel_no_charge')}
        </li>
        <li className="font-medium">
          {actions.cancel_refund > 0 ? isolatedValues(t, 'order:cancel_refund', { amount: money(actions.cancel_refund) }) : t('order:cancel_no_refund')}
        </li>
        {actions.cancel_refund > 0 && actions.cancel_refund_deadline && (
          <li>{isolatedValues(t, 'order:cancel_refund_until', { date: date(actions.cancel_refund_deadline) })}</li>
        )}
      </ul>
      <ReasonField label={t('order:cancel_reason')} error={message('reason')} registration={form.register('reason')} />
      <FormAlert error={cancel.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onCancel} disabled={cancel.isPending}>
          {t('order:cancel_keep')}
        </Button>
        <SubmitButton pending={cancel.isPending} pendingLabel={t('order:cancelling')}>
          {t('order:cancel_confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
