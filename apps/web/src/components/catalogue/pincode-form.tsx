import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

const PINCODE = /^\d{6}$/;

type Props = {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Shown instead of `children` while the typed value is not 6 digits. */
  invalidMessage: string;
  initial?: string;
  busy?: boolean;
  onCheck: (pincode: string) => void;
  /** The answer to the last check, read out politely as it changes. */
  children?: ReactNode;
};

/**
 * Spec §1 delivery by pincode: a 6-digit field (other keys are dropped, §5) and a check button,
 * with the answer below it. Product page and cart each say their own result.
 */
export function PincodeForm({ label, placeholder, submitLabel, invalidMessage, initial = '', busy = false, onCheck, children }: Props) {
  const inputId = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(!PINCODE.test(value));
    if (PINCODE.test(value)) onCheck(value);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={placeholder}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={`${inputId}-result`}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
          className="h-10 w-36 rounded-md border border-line bg-page px-3 text-page-fg focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
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
