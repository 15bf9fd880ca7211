import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaymentOptions } from '@/lib/payment-options';
import { useStore } from '@/lib/store-context';

const COLUMNS = [
  {
    heading: 'shop',
    links: [
      { to: '/listCategories', key: 'all_categories' },
      { to: '/userprofile/myOrder', key: 'my_orders' },
      { to: '/enquiries', key: 'my_enquiries' },
    ],
  },
  {
    heading: 'policies',
    links: [
      { to: '/policies/privacy', key: 'privacy_policy' },
      { to: '/policies/terms', key: 'terms_of_service' },
      { to: '/policies/shipping', key: 'shipping_policy' },
      { to: '/policies/returns', key: 'return_policy' },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('footer');
  const { store } = useStore();
  const payments = usePaymentOptions();
  return (
    <footer className="mt-16 bg-footer text-footer-fg">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <p className="text-lg font-semibold">{store.store_display_name}</p>
          <p className="max-w-sm text-sm opacity-80">{t('tagline')}</p>
          {payments && <p className="text-sm opacity-80">{t('secure_payments', { options: payments })}</p>}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)} className="flex flex-col gap-2 text-sm">
            <p className="font-semibold">{t(column.heading)}</p>
            {column.links.map((link) => (
              <Link key={link.to} to={link.to} className="opacity-80 hover:underline hover:opacity-100 focus-visible:underline focus-visible:focus-ring">
                {t(link.key)}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <div className="border-t border-current/15">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap justify-between gap-2 px-4 py-4 text-xs opacity-75 sm:px-6">
          <p>{t('rights', { year: new Date().getFullYear(), store: store.store_display_name })}</p>
          <p>{t('powered_by')}</p>
        </div>
      </div>
    </footer>
  );
}
