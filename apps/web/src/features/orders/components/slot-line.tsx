import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@bazaar/contracts';
import { isolatedValues } from '@/components/ui/isolated-values';
import { formatDate, formatTime12h } from '@/lib/format';

type Slot = NonNullable<OrderSummary['order_items'][number]['slot']>;

/** When a booked service takes place, in 12-hour time (spec §5) as the cart said it. */
export function SlotLine({ slot }: { slot: Slot }) {
  const { t } = useTranslation('order');
  return (
    <span className="text-xs text-muted-fg">
      {isolatedValues(t, 'order:slot_booked', { date: formatDate(slot.date), start: formatTime12h(slot.start_time), end: formatTime12h(slot.end_time) })}
    </span>
  );
}
