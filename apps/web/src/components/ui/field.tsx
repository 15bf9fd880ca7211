import { useId, type ComponentProps, type ReactNode } from 'react';
import { clsx } from 'clsx';

/** The look of every text-like control (input, select); red-bordered while its field is invalid. */
export const inputClassName = (invalid = false, className?: string) =>
  clsx(
    // text-base: phones zoom into inputs whose text is smaller than 16px.
    'h-11 w-full rounded-lg border bg-page px-3 text-base text-page-fg placeholder:text-muted-fg',
    'focus-visible:focus-ring disabled:opacity-50',
    invalid ? 'border-red-600' : 'border-line',
    className,
  );

/** What a field's control must carry so its label, hint and error are announced with it. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export interface FieldProps {
  label: ReactNode;
  /** Translated message; shown under the control and read with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Translated "optional", shown after the label. */
  optional?: string;
  /** Ids of text elsewhere that the control is also described by, read before the hint. */
  describedBy?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, one control, an optional hint and an error message, wired together by ids. */
export function Field({ label, error, hint, optional, describedBy: others, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [others, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5 text-start', className)}>
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
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> &
  Pick<FieldProps, 'label' | 'error' | 'hint' | 'optional' | 'describedBy'> & {
    /** Shown inside the input's end edge, e.g. a show-password toggle. */
    trailing?: ReactNode;
    inputClassName?: string;
  };

/**
 * A labelled input: takes every input prop, so it works controlled (value, onChange) and with
 * react-hook-form's register() (name, onChange, onBlur, ref) alike.
 */
export function TextField({ label, error, hint, optional, describedBy, className, inputClassName: extra, trailing, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} describedBy={describedBy} className={className}>
      {(control) => (
        <div className="relative">
          <input {...input} {...control} className={inputClassName(!!error, clsx(trailing ? 'pe-32' : null, extra))} />
          {trailing && <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div>}
        </div>
      )}
    </Field>
  );
}
