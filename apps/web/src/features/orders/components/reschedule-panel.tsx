import { useTranslation } from 'react-i18next';
import type { ServiceSchedule } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { formatDate, formatDateTime, formatTime12h } from '@/lib/format';
import { ScheduleCard } from './schedule-summary';

type Slot = ServiceSchedule['slot'];
const slotText = (slot: Slot) => `${formatDate(slot.date)}, ${formatTime12h(slot.start_time)}–${formatTime12h(slot.end_time)}`;

/** Why the booking cannot be moved now, in the page's words. */
function Blocked({ schedule }: { schedule: ServiceSchedule }) {
  const { t } = useTranslation(['training_overview', 'order']);
  const { actions, vendor, item } = schedule;
  const deadline = actions.reschedule_deadline_local;
  switch (actions.reason) {
    case 'item_status':
      return <p className="text-sm">{t('training_overview:reason_item_status', { status: t(`order:item_status_${item.status}`) })}</p>;
    case 'limit_reached':
      return <p className="text-sm">{t('training_overview:reason_limit_reached', { vendor: vendor.vendor_name })}</p>;
    case 'notice_passed':
      return (
        <p className="text-sm">
          {deadline && isolatedValues(t, 'training_overview:reason_notice_passed', { date: formatDate(deadline.date), time: formatTime12h(deadline.time) })}
        </p>
      );
    default:
      return null;
  }
}

/**
 * The vendor's rules for moving the booking, in plain words, what the customer may do now, and
 * the earlier moves.
 */
export function ReschedulePanel({ schedule, onReschedule }: { schedule: ServiceSchedule; onReschedule: () => void }) {
  const { t } = useTranslation('training_overview');
  const { rules, actions, vendor } = schedule;
  const deadline = actions.reschedule_deadline_local;
  return (
    <ScheduleCard title={t('training_overview:changes')}>
      {rules.reschedule_allowed ? (
        <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
          <li>{t('training_overview:rules_notice', { vendor: vendor.vendor_name, count: rules.notice_hours })}</li>
          <li>{t('training_overview:rules_limit', { count: rules.max_reschedules })}</li>
        </ul>
      ) : (
        <p className="text-sm">{t('training_overview:rules_not_allowed', { vendor: vendor.vendor_name })}</p>
      )}
      {actions.can_reschedule ? (
        <div className="mt-2 flex flex-col gap-3">
          <p className="text-sm font-medium">
            {deadline && isolatedValues(t, 'training_overview:deadline', { date: formatDate(deadline.date), time: formatTime12h(deadline.time) })}{' '}
            <span className="text-muted-fg">{t('training_overview:left', { count: actions.reschedules_left })}</span>
          </p>
          <Button className="w-full sm:w-fit" onClick={onReschedule}>
            {t('training_overview:reschedule')}
          </Button>
        </div>
      ) : (
        rules.reschedule_allowed && <Blocked schedule={schedule} />
      )}
      {schedule.reschedules.length > 0 && (
        <div className="mt-2 flex flex-col gap-1 border-t border-line pt-3">
          <h3 className="text-sm font-medium">{t('training_overview:history')}</h3>
          {/* A slot wraps as a whole: a line break inside one reads out of order on a right-to-left page. */}
          <ol className="flex flex-col gap-1 text-xs text-muted-fg [&_bdi]:whitespace-nowrap">
            {schedule.reschedules.map((move) => (
              <li key={move.created_at}>
                <time dateTime={move.created_at}>
                  <bdi>{formatDateTime(move.created_at)}</bdi>
                </time>
                {' · '}
                {isolatedValues(t, 'training_overview:history_line', { from: slotText(move.from), to: slotText(move.to) })}
              </li>
            ))}
          </ol>
        </div>
      )}
    </ScheduleCard>
  );
}
