import { useTranslation } from 'react-i18next';
import type { OrderItemStatus } from '@bazaar/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANT: Record<OrderItemStatus, BadgeVariant> = {
  Received: 'outline',
  InProgress: 'secondary',
  Fulfilled: 'default',
  Return: 'secondary',
  Refund: 'outline',
  Cancelled: 'destructive',
  Rejected: 'destructive',
};

/** An order item's status (spec §4), the same on the list and on the order's page. */
export function ItemStatusBadge({ status }: { status: OrderItemStatus }) {
  const { t } = useTranslation('order');
  return <Badge variant={VARIANT[status]}>{t(`order:item_status_${status}`)}</Badge>;
}
