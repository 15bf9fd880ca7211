import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';

export const controlClassName = (invalid = false) =>
  clsx(
    'h-10 w-full rounded-md border bg-page px-3 text-page-fg placeholder:text-muted-fg',
    'focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-50',
    invalid ? 'border-red-600' : 'border-line',
  );

/** What a field's control must carry so the label, hint and error are announced with it. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export interface FormFieldProps {
  label: string;
  /** Translated message; shown under the control and linked to it. */
  error?: string;
  hint?: ReactNode;
  optional?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, one control, an optional hint and an error message, wired together by ids. */
export function FormField({ label, error, hint, optional, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5 text-start">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional && ' '}
        {optional && <span className="font-normal text-muted-fg">({optional})</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-fg">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
