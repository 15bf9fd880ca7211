/**
 * Structural match for i18next's `t`, so callers can pass `useTranslation().t` without this
 * module depending on i18next.
 */
export type TranslateFn = (key: string, options: Record<string, unknown>) => string;

// English fallbacks mirror translations/en/common/translation.json, including "1 Hours".
function englishMinutes(count: number): string {
  return `${count} ${count === 1 ? 'Minute' : 'Minutes'}`;
}

function englishHoursAndMinutes(hours: number, minutes: number): string {
  return `${hours} Hours and ${minutes} Minutes`;
}

/**
 * Under an hour: '45 Minutes'; otherwise '1 Hours and 30 Minutes'. Fractional minutes are
 * rounded; negative or non-finite input gives '' since no real duration looks like that.
 * Pass `t` to take the words from `common:minute` and `common:hours_and_minutes`.
 */
export function formatDuration(minutes: number, t?: TranslateFn): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '';
  const total = Math.round(minutes);
  if (total < 60) {
    return t ? t('common:minute', { count: total }) : englishMinutes(total);
  }
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return t ? t('common:hours_and_minutes', { hours, minutes: rest }) : englishHoursAndMinutes(hours, rest);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Seconds as 'mm:ss'. Minutes keep counting past 59 ('60:00') rather than rolling into hours.
 * Fractions are floored like a stopwatch; negatives clamp to '00:00' because countdown timers
 * overshoot zero; non-finite input gives ''.
 */
export function formatMmSs(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const total = Math.max(0, Math.floor(seconds));
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
}
