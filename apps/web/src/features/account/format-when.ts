import { formatDate, formatTime12h } from '@/lib/format';

/** A timestamp as '5 Jan 2024, 09:30 PM' in the viewer's zone; '' when it is not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${formatTime12h(date)}`;
}
