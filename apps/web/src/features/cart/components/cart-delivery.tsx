import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryCheck } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { isValidPincode } from '@/lib/saved-pincode';

type Props = { pincode: string | null; onPincode: (pincode: string) => void; result: DeliveryCheck | null; checking: boolean; error: Error | null };

/** Spec §1 delivery by pincode for the whole cart; the page runs the check and each line shows its part. */
export function CartDelivery({ pincode, onPincode, result, checking, error }: Props) {
  const { t } = useTranslation('cart');
  const inputId = useId();
  const [value, setValue] = useState(pincode ?? '');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPincode(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onPincode(value);
  };
  const undeliverable = result?.items.filter((i) => !i.deliverable).length ?? 0;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('cart:delivery_title')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('cart:delivery_placeholder')}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={`${inputId}-result`}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
          className="h-10 w-36 rounded-md border border-line bg-page px-3 text-page-fg focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        />
        <Button type="submit" variant="tertiary" disabled={checking}>
          {t('cart:delivery_check')}
        </Button>
      </div>
      <p id={`${inputId}-result`} aria-live="polite" className="text-sm">
        {invalid
          ? t('cart:delivery_invalid')
          : error
            ? error.message
            : result
              ? undeliverable === 0
                ? t('cart:delivery_all_ok', { pincode: result.pincode })
                : t('cart:delivery_some_not', { count: undeliverable, pincode: result.pincode })
              : ''}
      </p>
    </form>
  );
}
