import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideSheet } from '@/components/ui/side-sheet';
import { useMediaQuery } from '@/lib/use-media-query';
import type { ItemAction, ItemActionKind, OrderItem } from '../order-view';
import { CancelForm } from './cancel-form';
import { ReturnForm } from './return-form';
import { ReviewForm } from './review-form';

export interface ItemFormProps {
  orderId: number;
  item: OrderItem;
  money: (amount: number) => string;
  /** The API took the change: the sheet closes. */
  onDone: () => void;
  /** The shopper gave up. */
  onCancel: () => void;
}

const FORMS: Record<ItemActionKind, (props: ItemFormProps) => ReactNode> = { cancel: CancelForm, return: ReturnForm, review: ReviewForm };

/**
 * The sheet in which an item is cancelled, returned or reviewed. The order's page loads it when
 * the first action is chosen: with it come the form kit (react-hook-form and zod) and the dialog,
 * which the page does not need to first render.
 */
export default function ItemActionSheet({
  orderId,
  action,
  money,
  onClose,
}: {
  orderId: number;
  action: ItemAction | null;
  money: (amount: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('order');
  const Form = action ? FORMS[action.kind] : null;
  const wide = useMediaQuery('(min-width: 40rem)');
  return (
    <SideSheet
      // From the bottom on a phone, where a side sheet would leave the form a narrow column; else at
      // the inline end: the right, or the left in right-to-left pages.
      side={!wide ? 'bottom' : document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={action ? t(`order:${action.kind}_title`) : ''}
      description={action?.item.product_name}
    >
      {action && Form && <Form orderId={orderId} item={action.item} money={money} onDone={onClose} onCancel={onClose} />}
    </SideSheet>
  );
}
