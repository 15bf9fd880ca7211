import { clsx } from 'clsx';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { radioGroupKeys, radioTabIndex } from '@/components/ui/roving-radios';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTime12h } from '@/lib/format';
import { slotStore, withoutSlot, withSlot } from '@/lib/cart/slot-selection';
import { useSlots } from '../api/get-slots';

/**
 * Spec §1 delivery slots: a day, then one of its slots with the places left. The choice is kept
 * per product under slot_selected (§3) and can be removed.
 */
export function SlotPicker({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation('cart');
  const choices = useSyncExternalStore(slotStore.subscribe, slotStore.read, slotStore.read);
  const chosen = choices.find((c) => c.product === productId);
  // The store's calendar decides which days exist: null asks the server for its today.
  const [day, setDay] = useState<string | null>(null);
  const [open, setOpen] = useState(!chosen);
  const slots = useSlots(productId, day, open);
  const days = slots.data?.days ?? [];
  const shownDay = slots.data?.date ?? day;

  if (chosen && !open) {
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
        <span>
          {isolatedValues(t, 'cart:slot_chosen', {
            date: formatDate(chosen.date),
            start: formatTime12h(chosen.start_time),
            end: formatTime12h(chosen.end_time),
          })}
        </span>
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
          {t('cart:slot_change')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => slotStore.write(withoutSlot(slotStore.read(), chosen.id))}
          aria-label={t('cart:slot_remove_for', { name: productName })}
        >
          {t('cart:slot_remove')}
        </Button>
      </div>
    );
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-medium">{t('cart:slot_title')}</legend>
      <div role="radiogroup" aria-label={t('cart:slot_day')} onKeyDown={radioGroupKeys(true)} className="flex gap-2 overflow-x-auto pb-1">
        {days.map((d, n) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={d === shownDay}
            tabIndex={radioTabIndex(d === shownDay, n, days.includes(shownDay ?? ''))}
            onClick={() => setDay(d)}
            className={clsx(
              'shrink-0 rounded-md border px-3 py-1.5 text-sm focus-visible:focus-ring',
              d === shownDay ? 'border-primary bg-primary text-primary-fg' : 'border-line hover:bg-muted',
            )}
          >
            {formatDate(d)}
          </button>
        ))}
      </div>
      {slots.isPending || slots.isPlaceholderData ? (
        <Spinner />
      ) : slots.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {slots.error.message}
        </p>
      ) : slots.data.slots.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('cart:slot_none')}</p>
      ) : (
        <div role="radiogroup" aria-label={t('cart:slot_time')} onKeyDown={radioGroupKeys(false)} className="flex flex-wrap gap-2">
          {slots.data.slots.map((slot, n) => (
            <button
              key={slot.slot_id}
              type="button"
              role="radio"
              aria-checked={chosen?.id === slot.slot_id}
              tabIndex={radioTabIndex(
                chosen?.id === slot.slot_id,
                n,
                slots.data.slots.some((s) => s.slot_id === chosen?.id),
                slots.data.slots.findIndex((s) => s.available),
              )}
              disabled={!slot.available}
              onClick={() => {
                slotStore.write(
                  withSlot(slotStore.read(), { product: productId, id: slot.slot_id, date: slot.date, start_time: slot.start_time, end_time: slot.end_time }),
                );
                setOpen(false);
              }}
              className="flex flex-col items-start rounded-md border border-line px-3 py-1.5 text-sm hover:border-primary focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-50"
            >
              <span className="font-medium" dir="ltr">
                {formatTime12h(slot.start_time)}–{formatTime12h(slot.end_time)}
              </span>
              <span className="text-xs text-muted-fg">{slot.available ? t('cart:slot_left', { count: slot.remaining }) : t('cart:slot_full')}</span>
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
