import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleView } from '../enquiry-filters';

const VIEWS = [
  { view: 'items', to: '?', key: 'vendor:view_items' },
  { view: 'enquiries', to: '?view=enquiries', key: 'vendor:view_enquiries' },
] as const;

/** The console's two views, order items and enquiries, as links (the view is in the address bar). */
export function ConsoleNav({ view }: { view: ConsoleView }) {
  const { t } = useTranslation('vendor');
  return (
    <nav aria-label={t('vendor:views_label')}>
      <ul className="flex gap-2 border-b border-line">
        {VIEWS.map((entry) => (
          <li key={entry.view}>
            <Link
              to={entry.to}
              aria-current={entry.view === view ? 'page' : undefined}
              className={clsx(
                '-mb-px inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium focus-visible:focus-ring',
                entry.view === view ? 'border-primary text-page-fg' : 'border-transparent text-muted-fg hover:text-page-fg',
              )}
            >
              {t(entry.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
