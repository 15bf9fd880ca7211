import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { usePostalCode } from '@/lib/postal-code';

type Props = {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Shown instead of `children` while the typed value is not one of the store's postal codes. */
  invalidMessage: string;
  initial?: string;
  busy?: boolean;
  onCheck: (pincode: string) => void;
  /** The answer to the last check, read out politely as it changes. */
  children?: ReactNode;
};

/**
 * Spec §1 delivery by pincode: a field for the store's postal codes (4 digits in South Africa, 6 in
 * India; other keys are dropped, §5) and a check button,
 * with the answer below it. Product page and cart each say their own result.
 */
export function PincodeForm({ label, placeholder, submitLabel, invalidMessage, initial = '', busy = false, onCheck, children }: Props) {
  const inputId = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const postal = usePostalCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = postal.isValid(value);
    setInvalid(!valid);
    if (valid) onCheck(value);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          inputMode={postal.numeric ? 'numeric' : 'text'}
          autoComplete="postal-code"
          maxLength={postal.rules.length}
          placeholder={placeholder}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={`${inputId}-result`}
          onChange={(event) => setValue(postal.clean(event.target.value))}
          className="h-10 w-36 rounded-md border border-line bg-page px-3 text-page-fg focus-visible:focus-ring"
        />
        <Button type="submit" variant="tertiary" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
      <div id={`${inputId}-result`} aria-live="polite" className="text-sm">
        {invalid ? <p className="text-red-700 dark:text-red-400">{invalidMessage}</p> : children}
      </div>
    </form>
  );
}
