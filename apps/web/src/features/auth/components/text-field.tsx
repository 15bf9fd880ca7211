import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
  /** Shown inside the field's end edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
  inputClassName?: string;
};

const baseInputClassName =
  'h-11 w-full rounded-lg border border-line bg-page px-3 text-base text-page-fg placeholder:text-muted-fg focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none aria-[invalid=true]:border-red-600';

/** A labelled input with an optional hint and inline error, both tied to it for screen readers. */
export function TextField({ label, value, onValueChange, hint, error, trailing, className, inputClassName, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(baseInputClassName, trailing ? 'pe-28' : null, inputClassName)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div>}
      </div>
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
