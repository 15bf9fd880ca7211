import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

// Spec §4: blue, yellow, green, red, each with text that keeps 4.5:1 contrast.
const COLOUR: Record<number, string> = {
  1: 'bg-blue-700 text-white',
  2: 'bg-yellow-300 text-yellow-950',
  3: 'bg-green-700 text-white',
  4: 'bg-red-700 text-white',
};
const KEYS = { 1: 'vendor:enquiry_status_1', 2: 'vendor:enquiry_status_2', 3: 'vendor:enquiry_status_3', 4: 'vendor:enquiry_status_4' } as const;

/** An enquiry's status; one the web does not know shows the server's own name. */
export function EnquiryStatusBadge({ status, displayName }: { status: number; displayName: string }) {
  const { t } = useTranslation('vendor');
  const key = KEYS[status as keyof typeof KEYS] as (typeof KEYS)[keyof typeof KEYS] | undefined;
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        COLOUR[status] ?? 'border border-line text-page-fg',
      )}
    >
      {key ? t(key) : displayName}
    </span>
  );
}
