import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ALL_PRODUCTS_PINCODE } from '@bazaar/contracts/constants';
import { usePostalCode } from '@/lib/postal-code';
import { pincodeFilter, type SavedPincode } from '../saved-pincode';

/** Delivery pincode filter (spec §1): one of the store's postal codes, or every product wherever it delivers. */
export function PincodeSelector({ saved, onSave }: { saved: SavedPincode | null; onSave: (value: SavedPincode) => void }) {
  const { t } = useTranslation('product_listing');
  const postal = usePostalCode();
  const active = pincodeFilter(saved, postal.rules);
  const [text, setText] = useState(active ?? '');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!postal.isValid(text)) return setInvalid(true);
    setInvalid(false);
    onSave({ pincode: text, addressId: null });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 rounded-xl border border-line bg-tertiary p-3 text-tertiary-fg">
      <label htmlFor={inputId} className="flex flex-col gap-1 text-sm font-medium">
        {t('pincode_label', postal.words)}
        <input
          id={inputId}
          value={text}
          inputMode={postal.numeric ? 'numeric' : 'text'}
          maxLength={postal.rules.length}
          autoComplete="postal-code"
          onChange={(e) => setText(postal.clean(e.target.value))}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className="w-32 rounded-lg border border-line bg-page px-3 py-1.5 text-page-fg focus-visible:focus-ring"
        />
      </label>
      <Button type="submit" size="sm">
        {t('pincode_apply')}
      </Button>
      {active && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setText('');
            onSave({ pincode: ALL_PRODUCTS_PINCODE, addressId: null });
          }}
        >
          {t('pincode_show_all')}
        </Button>
      )}
      <p className="w-full text-xs text-muted-fg" aria-live="polite">
        {active ? t('pincode_active', { pincode: active }) : t('pincode_none', postal.words)}
      </p>
      {invalid && (
        <p id={errorId} role="alert" className="w-full text-sm text-red-600">
          {t('pincode_invalid', postal.words)}
        </p>
      )}
    </form>
  );
}
