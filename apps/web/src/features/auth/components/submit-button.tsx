import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = { pending: boolean; children: ReactNode; pendingLabel: string; disabled?: boolean };

/** The form's main button: while the call runs it says so and cannot be pressed twice. */
export function SubmitButton({ pending, children, pendingLabel, disabled }: Props) {
  return (
    <Button type="submit" className="w-full" disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending && (
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-4 animate-spin">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      )}
      {pending ? pendingLabel : children}
    </Button>
  );
}
