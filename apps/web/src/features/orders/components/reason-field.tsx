import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, REASON_MIN } from '@bazaar/contracts';
import { Field, inputClassName } from '@/components/ui/field';

/** The reason a cancellation or a return request asks for, with the limits the server holds it to. */
export function ReasonField({ label, error, registration }: { label: string; error: string | undefined; registration: UseFormRegisterReturn<'reason'> }) {
  const { t } = useTranslation('order');
  return (
    <Field label={label} error={error} hint={t('order:reason_hint', { min: REASON_MIN })}>
      {(control) => <textarea {...control} {...registration} rows={3} maxLength={REASON_MAX} className={inputClassName(!!error, 'h-auto py-2')} />}
    </Field>
  );
}
