import { useTranslation } from 'react-i18next';
import type { OrderItemStatus } from '@bazaar/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANT: Record<OrderItemStatus, BadgeVariant> = {
  Received: 'default',
  InProgress: 'secondary',
  Fulfilled: 'outline',
  Return: 'secondary',
  Refund: 'outline',
  Cancelled: 'destructive',
  Rejected: 'destructive',
};

/**
 * An order item's status in the vendor's words: new items stand out, finished ones recede. An item
 * in Return says which the customer asked for, a return or a replacement.
 */
export function ItemStatusBadge({ status, requestKind }: { status: OrderItemStatus; requestKind?: 'return' | 'replacement' }) {
  const { t } = useTranslation('vendor');
  const label = status === 'Return' && requestKind ? t(`vendor:request_${requestKind}`) : t(`vendor:status_${status}`);
  return <Badge variant={VARIANT[status]}>{label}</Badge>;
}
