import { useTranslation } from 'react-i18next';
import { RETURN_IMAGES_MAX, ReturnItemBody } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { isolatedValues } from '@/components/ui/isolated-values';
import { useFieldMessages, useSchemaForm } from '@/components/ui/schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format';
import { useRequestReturn } from '../api/request-return';
import { usePhotoPicker } from '../hooks/use-photo-picker';
import type { ItemFormProps } from './item-action-sheet';
import { ReasonField } from './reason-field';
import { ReturnPhotoPicker } from './return-photo-picker';

type Kind = 'return' | 'replacement';
type Values = { kind: Kind; reason: string };

/** Asks the vendor to take a delivered item back for a refund, or to replace it, within the policy's days. */
export function ReturnForm({ orderId, item, onDone, onCancel }: ItemFormProps) {
  const { t } = useTranslation('order');
  const request = useRequestReturn(orderId, item.order_item_id);
  const { actions } = item;
  const kinds: { kind: Kind; deadline: string | null }[] = [
    ...(actions.can_return ? [{ kind: 'return' as const, deadline: actions.return_deadline }] : []),
    ...(actions.can_replace ? [{ kind: 'replacement' as const, deadline: actions.replace_deadline }] : []),
  ];
  const photos = usePhotoPicker(RETURN_IMAGES_MAX);
  const { form, formRef } = useSchemaForm({
    schema: ReturnItemBody,
    defaultValues: { kind: kinds[0]?.kind ?? 'return', reason: '' },
    // The photos uploaded so far (react-hook-form takes this render's resolver, so the list is current).
    toInput: (values: Values) => ({ ...values, images: photos.paths }),
  });
  const message = useFieldMessages(form.formState.errors, 'order');

  const submit = form.handleSubmit(async (body) => {
    try {
      await request.mutateAsync(body);
    } catch {
      return; // request.error is shown in the form
    }
    toast.success(t('order:return_done'));
    onDone();
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-start">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('order:return_kind')}</legend>
        {kinds.map(({ kind, deadline }) => (
          <label key={kind} className="flex items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-primary">
            <input type="radio" value={kind} {...form.register('kind')} className="mt-1 size-4 shrink-0 accent-primary" />
            <span className="flex flex-col">
              <span className="font-medium">{t(`order:kind_${kind}`)}</span>
              <span className="text-xs text-muted-fg">{t(`order:kind_${kind}_text`)}</span>
              {deadline && <span className="text-xs text-muted-fg">{isolatedValues(t, 'order:until', { date: formatDateTime(deadline) })}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <ReasonField label={t('order:return_reason')} error={message('reason')} registration={form.register('reason')} />
      <ReturnPhotoPicker picker={photos} max={RETURN_IMAGES_MAX} />
      <FormAlert error={request.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="tertiary" onClick={onCancel} disabled={request.isPending}>
          {t('order:close')}
        </Button>
        <SubmitButton pending={request.isPending} pendingLabel={t('order:sending')} disabled={photos.uploading}>
          {t('order:return_submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
