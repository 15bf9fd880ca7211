import { useTranslation } from 'react-i18next';
import type { AssistantAction } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';

/**
 * An offer waiting for the customer's yes (add to cart, start a return): a button with the
 * assistant's own words. A carried-out offer says so; one a newer offer replaced shows nothing.
 */
export function ActionButton({ action, disabled, onConfirm }: { action: AssistantAction; disabled: boolean; onConfirm: (action: AssistantAction) => void }) {
  const { t } = useTranslation('assistant');
  if (action.status === 'expired') return null;
  if (action.status === 'done') {
    return (
      <p className="mt-2 flex items-center gap-1 text-sm text-muted-fg">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span dir="auto">{action.label}</span>
        <span>— {t('assistant:action_done')}</span>
      </p>
    );
  }
  return (
    <Button size="sm" className="mt-2 h-auto min-h-8 py-1 whitespace-normal" disabled={disabled} onClick={() => onConfirm(action)}>
      <span dir="auto">{action.label}</span>
    </Button>
  );
}
