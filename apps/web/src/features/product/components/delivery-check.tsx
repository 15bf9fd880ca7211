import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeliveryCheck } from '../api/check-delivery';

const PINCODE = /^\d{6}$/;

/** Spec §1 delivery by pincode: 6 digits only (§5 numeric inputs block other keys). */
export function DeliveryCheck({ productId }: { productId: number }) {
  const { t } = useTranslation('product_details');
  const inputId = useId();
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const result = useDeliveryCheck(productId, checked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PINCODE.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setChecked(value);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('product_details:check_delivery')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('product_details:pincode_placeholder')}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={`${inputId}-result`}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
          className="h-10 w-36 rounded-md border border-line bg-page px-3 text-page-fg focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        />
        <Button type="submit" variant="tertiary">
          {t('product_details:check')}
        </Button>
      </div>
      <div id={`${inputId}-result`} aria-live="polite" className="text-sm">
        {invalid ? (
          <p className="text-red-600">{t('product_details:pincode_invalid')}</p>
        ) : checked === null ? null : result.isPending ? (
          <Spinner />
        ) : result.isError ? (
          <p className="text-red-600">{t('product_details:delivery_check_failed')}</p>
        ) : result.item?.deliverable ? (
          <p className="text-green-700 dark:text-green-400">
            {t('product_details:delivers_to', { pincode: checked })}{' '}
            {result.item.estimated_delivery_days !== null && t('product_details:estimated_delivery', { count: result.item.estimated_delivery_days })}
          </p>
        ) : (
          <p className="text-red-600">{t('product_details:not_deliverable', { pincode: checked })}</p>
        )}
      </div>
    </form>
  );
}
