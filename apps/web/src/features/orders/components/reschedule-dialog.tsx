import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceSchedule, Slot } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { isolatedValues } from '@/components/ui/isolated-values';
import { radioGroupKeys, radioTabIndex } from '@/components/ui/roving-radios';
import { SideSheet } from '@/components/ui/side-sheet';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { formatDate, formatTime12h } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { useRescheduleSlots } from '../api/get-reschedule-slots';
import { useRescheduleItem } from '../api/reschedule-item';

const SLOT_DAYS_AHEAD = 60;
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayName = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
const times = (s: { start_time: string; end_time: string }) => `${formatTime12h(s.start_time)}–${formatTime12h(s.end_time)}`;
const radio = 'rounded-md border px-3 py-2 text-sm focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-50';

/** The heading of a step, focused when the step appears so a keyboard or screen reader user lands on it. */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-base font-semibold focus:outline-none">
      {children}
    </h3>
  );
}

function ChooseSlot({ schedule, error, onChoose }: { schedule: ServiceSchedule; error: unknown; onChoose: (slot: Slot) => void }) {
  const { t } = useTranslation('training_overview');
  const itemId = schedule.item.order_item_id;
  // null asks the server for the first offered day with room.
  const [day, setDay] = useState<string | null>(null);
  const slots = useRescheduleSlots(itemId, day, true);
  const days = slots.data?.days ?? [];
  const shown = slots.data?.date ?? day;
  const today = days[0]?.date;
  const fits = (s: Slot) => s.slot_id !== schedule.slot.slot_id && s.remaining >= schedule.item.quantity;
  const list = slots.data?.slots ?? [];
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>{t('training_overview:pick_heading')}</StepHeading>
      <FormAlert error={error} />
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('training_overview:pick_day')}</legend>
        <div role="radiogroup" aria-label={t('training_overview:pick_day')} onKeyDown={radioGroupKeys(true)} className="flex flex-wrap gap-2">
          {days.map((d, n) => (
            <button
              key={d.date}
              type="button"
              role="radio"
              aria-checked={d.date === shown}
              tabIndex={radioTabIndex(
                d.date === shown,
                n,
                days.some((x) => x.date === shown),
              )}
              onClick={() => setDay(d.date)}
              className={clsx(
                radio,
                'flex shrink-0 flex-col items-center',
                d.date === shown ? 'border-primary bg-primary text-primary-fg' : 'border-line hover:bg-muted',
                !d.free && d.date !== shown && 'text-muted-fg line-through',
              )}
            >
              <span className="text-xs">{dayName(d.date)}</span>
              <bdi>{formatDate(d.date)}</bdi>
              {!d.free && <span className="sr-only">{t('training_overview:day_full')}</span>}
            </button>
          ))}
        </div>
        {today && (
          <label className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('training_overview:other_day')}</span>
            <input
              type="date"
              min={today}
              max={addDays(today, SLOT_DAYS_AHEAD)}
              value={shown ?? ''}
              onChange={(event) => event.target.value && setDay(event.target.value)}
              className="h-9 rounded-md border border-line bg-page px-2 focus-visible:focus-ring"
            />
          </label>
        )}
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('training_overview:pick_time')}</legend>
        {slots.isPending || slots.isFetching ? (
          <Spinner />
        ) : slots.isError ? (
          <FormAlert error={slots.error} />
        ) : list.length === 0 || !list.some(fits) ? (
          <p className="text-sm text-muted-fg">{t('training_overview:no_slots')}</p>
        ) : (
          <div role="radiogroup" aria-label={t('training_overview:pick_time')} onKeyDown={radioGroupKeys(false)} className="grid grid-cols-2 gap-2">
            {list.map((slot, n) => {
              const current = slot.slot_id === schedule.slot.slot_id;
              return (
                <button
                  key={slot.slot_id}
                  type="button"
                  role="radio"
                  aria-checked={false}
                  tabIndex={radioTabIndex(false, n, false, list.findIndex(fits))}
                  disabled={!fits(slot)}
                  onClick={() => onChoose(slot)}
                  className={clsx(radio, 'flex flex-col items-start border-line hover:border-primary')}
                >
                  <span className="font-medium" dir="ltr">
                    {times(slot)}
                  </span>
                  <span className="text-xs text-muted-fg">
                    {current
                      ? t('training_overview:slot_current')
                      : slot.remaining === 0
                        ? t('training_overview:slot_full')
                        : fits(slot)
                          ? t('training_overview:slot_free')
                          : t('training_overview:slot_too_small')}
                  </span>
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}

function Confirm({
  schedule,
  slot,
  onBack,
  onDone,
  onRefused,
}: {
  schedule: ServiceSchedule;
  slot: Slot;
  onBack: () => void;
  onDone: () => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation('training_overview');
  const move = useRescheduleItem(schedule.item.order_item_id);
  const submit = () =>
    move.mutate(
      { slot_id: slot.slot_id, date: slot.date },
      {
        onSuccess: (after) => {
          toast.success(t('training_overview:moved', { date: formatDate(after.slot.date), time: formatTime12h(after.slot.start_time) }));
          onDone();
        },
        onError: onRefused,
      },
    );
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>{t('training_overview:confirm_heading')}</StepHeading>
      <p>
        {isolatedValues(t, 'training_overview:confirm_text', {
          date: formatDate(slot.date),
          start: formatTime12h(slot.start_time),
          end: formatTime12h(slot.end_time),
        })}
      </p>
      <p className="text-sm text-muted-fg">
        {isolatedValues(t, 'training_overview:confirm_from', {
          date: formatDate(schedule.slot.date),
          start: formatTime12h(schedule.slot.start_time),
          end: formatTime12h(schedule.slot.end_time),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={move.isPending}>
          {move.isPending ? t('training_overview:moving') : t('training_overview:confirm')}
        </Button>
        <Button variant="tertiary" onClick={onBack} disabled={move.isPending}>
          {t('training_overview:back')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Choosing a new time: a day (opening on the first with room), one of its free slots, then a
 * confirmation that states the new time. A refusal (4xx) comes back to the choice with the
 * server's message; the slots are fetched again.
 */
export function RescheduleDialog({ schedule, open, onClose }: { schedule: ServiceSchedule; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('training_overview');
  const wide = useMediaQuery('(min-width: 40rem)');
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };
  return (
    <SideSheet
      side={!wide ? 'bottom' : document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('training_overview:reschedule_title')}
      description={schedule.item.product_name}
    >
      {open &&
        (chosen ? (
          <Confirm
            schedule={schedule}
            slot={chosen}
            onBack={() => setChosen(null)}
            onDone={close}
            onRefused={(refusal) => {
              setError(refusal);
              setChosen(null);
            }}
          />
        ) : (
          <ChooseSlot
            schedule={schedule}
            error={error}
            onChoose={(slot) => {
              setError(null);
              setChosen(slot);
            }}
          />
        ))}
    </SideSheet>
  );
}
