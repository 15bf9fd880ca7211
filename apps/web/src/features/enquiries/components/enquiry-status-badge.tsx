import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { statusKey } from '../enquiry-view';

// Spec §4: blue, yellow, green, red. Fixed colours (the store theme has none of these), each with
// text that keeps 4.5:1 contrast in light and dark themes.
const COLOUR: Record<number, string> = {
  1: 'bg-blue-700 text-white',
  2: 'bg-yellow-300 text-yellow-950',
  3: 'bg-green-700 text-white',
  4: 'bg-red-700 text-white',
};

/** An enquiry's status (spec §4); a status the web does not know shows the server's own name. */
export function EnquiryStatusBadge({ status, displayName }: { status: number; displayName: string }) {
  const { t } = useTranslation('order');
  const key = statusKey(status);
  return (
    <span
      data-status={key ?? 'unknown'}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        COLOUR[status] ?? 'border border-line text-page-fg',
      )}
    >
      {key ? t(`order:enquiry_status_${key}`) : displayName}
    </span>
  );
}
