import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '@bazaar/contracts';
import { isolatedValues } from '@/components/ui/isolated-values';
import { formatDate, formatTime12h } from '@/lib/format';

type Slot = NonNullable<OrderSummary['order_items'][number]['slot']>;

/** A booked item's own page (spec §2 /trainingOverview): its schedule, place and rescheduling. */
export const bookingPath = (orderItemId: number, orderId: number) => `/trainingOverview/${orderItemId}/${orderId}`;

type Booking = { orderId: number; orderItemId: number; productName: string };

/** Its own component: only the order's page, which lists training_overview among its namespaces, shows it. */
function BookingLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('training_overview');
  return (
    <Link
      to={bookingPath(booking.orderItemId, booking.orderId)}
      aria-label={t('training_overview:booking_link_label', { product: booking.productName })}
      className="rounded-sm font-medium text-page-fg underline underline-offset-2 focus-visible:focus-ring"
    >
      {t('training_overview:booking_link')}
    </Link>
  );
}

/**
 * When a booked service takes place, in 12-hour time (spec §5) as the cart said it; with `booking`,
 * a link to the booking's page, where it can be moved.
 */
export function SlotLine({ slot, booking }: { slot: Slot; booking?: Booking }) {
  const { t } = useTranslation('order');
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-fg">
      <span>
        {isolatedValues(t, 'order:slot_booked', { date: formatDate(slot.date), start: formatTime12h(slot.start_time), end: formatTime12h(slot.end_time) })}
      </span>
      {booking && <BookingLink booking={booking} />}
    </span>
  );
}
