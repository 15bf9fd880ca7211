import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { isolatedValues } from '@/components/ui/isolated-values';
import { toast } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/format';
import { useWithdrawReturn } from '../api/withdraw-return';
import type { ItemActionKind, OrderItem } from '../order-view';

export interface ItemActionsProps {
  orderId: number;
  item: OrderItem;
  /** Ids of the item's name, so each button is read with the product it acts on. */
  describedBy: string;
  onOpen: (kind: ItemActionKind) => void;
}

/** Only what the API says the customer may do with the item now, each with its deadline. */
export function ItemActions({ orderId, item, describedBy, onOpen }: ItemActionsProps) {
  const { t } = useTranslation('order');
  const withdraw = useWithdrawReturn(orderId, item.order_item_id);
  const { actions } = item;
  const until = (key: string, deadline: string | null) =>
    deadline && <span className="text-xs text-muted-fg">{isolatedValues(t, key, { date: formatDateTime(deadline) })}</span>;
  if (!actions.can_cancel && !actions.can_return && !actions.can_replace && !actions.can_withdraw_return && !actions.can_review) return null;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        {actions.can_cancel && (
          <div className="flex flex-col items-start gap-0.5">
            <Button size="sm" variant="tertiary" aria-describedby={describedBy} onClick={() => onOpen('cancel')}>
              {t('order:action_cancel')}
            </Button>
            {until('order:until', actions.cancel_deadline)}
          </div>
        )}
        {(actions.can_return || actions.can_replace) && (
          <div className="flex flex-col items-start gap-0.5">
            <Button size="sm" variant="tertiary" aria-describedby={describedBy} onClick={() => onOpen('return')}>
              {t('order:action_return')}
            </Button>
            {until('order:until', actions.can_return ? actions.return_deadline : actions.replace_deadline)}
          </div>
        )}
        {actions.can_withdraw_return && (
          <Button
            size="sm"
            variant="tertiary"
            aria-describedby={describedBy}
            disabled={withdraw.isPending}
            aria-busy={withdraw.isPending || undefined}
            onClick={() => withdraw.mutate(undefined, { onSuccess: () => toast.success(t('order:withdraw_done')) })}
          >
            {withdraw.isPending ? t('order:withdrawing') : t('order:action_withdraw')}
          </Button>
        )}
        {actions.can_review && (
          <Button size="sm" variant="secondary" aria-describedby={describedBy} onClick={() => onOpen('review')}>
            {t('order:action_review')}
          </Button>
        )}
      </div>
      <FormAlert error={withdraw.error} />
    </div>
  );
}
