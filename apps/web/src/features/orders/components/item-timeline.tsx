import { useTranslation } from 'react-i18next';
import type { OrderRecord } from '@bazaar/contracts';
import { formatDateTime } from '@/lib/format';
import { isItemStatus } from '../order-filters';

type Event = OrderRecord['order_items'][number]['history'][number];

const withdrew = (event: Event) => event.actor === 'customer' && event.from === 'Return' && event.to === 'Fulfilled';

/**
 * What happened to the item, oldest first: the order being placed, then each change of status
 * with who made it and the reason given (a cancellation's or a request's).
 */
export function ItemTimeline({ placedAt, history, label }: { placedAt: string; history: Event[]; label: string }) {
  const { t } = useTranslation('order');
  const steps = [
    { key: 'placed', title: t('order:event_placed'), at: placedAt, by: null, note: '' },
    ...history.map((event, i) => ({
      key: String(i),
      // The customer taking back a request returns the item to Fulfilled: say what happened.
      title: withdrew(event) ? t('order:event_withdrawn') : isItemStatus(event.to) ? t(`order:item_status_${event.to}`) : event.to,
      at: event.created_at,
      by: t(`order:event_by_${event.actor}`),
      note: event.note,
    })),
  ];
  return (
    <ol aria-label={label} className="flex flex-col gap-3 border-s-2 border-line ps-4">
      {steps.map((step, i) => (
        <li key={step.key} className="relative flex flex-col text-start text-sm">
          <span
            aria-hidden="true"
            className={`absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full ${i === steps.length - 1 ? 'bg-primary' : 'bg-muted-fg'}`}
          />
          <span className="font-medium">{step.title}</span>
          <span className="text-xs text-muted-fg">
            <time dateTime={step.at}>
              <bdi>{formatDateTime(step.at)}</bdi>
            </time>
            {step.by && ` · ${step.by}`}
          </span>
          {step.note && (
            <span className="text-xs text-muted-fg">
              <bdi>{step.note}</bdi>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
