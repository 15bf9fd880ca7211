import type { ReactNode } from 'react';
import { Button } from './button';

export interface SubmitButtonProps {
  pending: boolean;
  /** Said instead of the label while the call runs, e.g. "Saving…". */
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A form's main button: while the call runs it says so and cannot be pressed twice. */
export function SubmitButton({ pending, pendingLabel, children, disabled, className }: SubmitButtonProps) {
  return (
    <Button type="submit" className={className} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending && (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-4 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      )}
      {pending ? pendingLabel : children}
    </Button>
  );
}
