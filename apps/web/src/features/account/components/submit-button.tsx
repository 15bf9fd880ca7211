import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A submit button that shows a spinner and its busy label while the save runs. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
      {pending && <Spinner color="currentColor" />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
