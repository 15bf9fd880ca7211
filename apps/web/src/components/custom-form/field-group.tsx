import { useId, type FocusEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '@/components/ui/field';

/** The red asterisk of a required field; the control itself says "required" (aria-required), or the group's legend does. */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  const { t } = useTranslation('enquiry_form');
  return (
    <>
      <span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
        *
      </span>
      {spoken && <span className="sr-only"> ({t('enquiry_form:required')})</span>}
    </>
  );
}

/** Focus left the group (not moved between its own controls): the moment a group counts as visited. */
export const leavesGroup = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);

export interface FieldGroupProps {
  label: ReactNode;
  required: boolean;
  hint?: ReactNode;
  error?: string;
  onLeave?: () => void;
  className?: string;
  /** Each control of the group gets these, so its error and hint are read with it. */
  children: (control: Omit<ControlProps, 'id'>) => ReactNode;
}

/**
 * A field answered with several controls (radio buttons, checkboxes, chips, files): a fieldset
 * whose legend names it, with its hint and error wired to every control, as `Field` does for one.
 */
export function FieldGroup({ label, required, hint, error, onLeave, className, children }: FieldGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={clsx('flex min-w-0 flex-col gap-1.5 text-start', className)} onBlur={(e) => onLeave && leavesGroup(e) && onLeave()}>
      <legend className="mb-1.5 text-sm font-medium">
        {label}
        {required && <RequiredMark spoken />}
      </legend>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-fg">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} dir="auto" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
