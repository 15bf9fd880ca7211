import { useTranslation } from 'react-i18next';
import { usePaymentOptions } from '@/lib/payment-options';
import { usePostalCode } from '@/lib/postal-code';

const HIGHLIGHTS = [
  { key: 'many_vendors', icon: 'M4 7h16l-1.5 11a2 2 0 0 1-2 1.8H7.5a2 2 0 0 1-2-1.8L4 7Zm4 0V5a4 4 0 0 1 8 0v2' },
  { key: 'secure_payments', icon: 'M3 7h18v10H3zM3 10h18M7 15h3' },
  // A lorry driving towards the end of the line: mirrored in right-to-left pages.
  {
    key: 'fast_delivery',
    icon: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
    mirrored: true,
  },
  { key: 'your_language', icon: 'M4 5h9M8.5 3v2m-3 0c.8 3.5 3 6 6 7.5M11 5c-.8 3.6-3 6.5-6.5 8M13 21l4-9 4 9m-6.8-3h5.6' },
] as const;

/** Why this marketplace: four promises, each with an icon. */
export function StoreHighlights() {
  const { t } = useTranslation('home');
  const payments = usePaymentOptions();
  const { words } = usePostalCode();
  // Texts that name the store's own ways to pay and its kind of postal code; a store taking no payment promises none.
  const values = { ...words, options: payments };
  const shown = HIGHLIGHTS.filter(({ key }) => key !== 'secure_payments' || payments !== null);
  return (
    <section aria-labelledby="highlights-heading" className="flex flex-col gap-6">
      <h2 id="highlights-heading" className="text-2xl font-semibold">
        {t('why_shop_here')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map(({ key, icon, ...options }) => (
          <li key={key} className="flex flex-col gap-3 rounded-2xl border border-line bg-tertiary p-5 text-tertiary-fg">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-secondary text-secondary-fg">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={'mirrored' in options ? 'h-6 w-6 rtl:-scale-x-100' : 'h-6 w-6'}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={icon} />
              </svg>
            </span>
            <h3 className="font-semibold text-page-fg">{t(`${key}_title`)}</h3>
            <p className="text-sm text-muted-fg">{t(`${key}_description`, values)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
