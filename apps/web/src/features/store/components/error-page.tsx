import { useTranslation } from 'react-i18next';

/**
 * Shown when the store check or its settings cannot be loaded (spec §8), and in place of a page
 * that failed. On its own it is the page's main landmark; inside the app layout (`inLayout`), which
 * has the one `<main>` already, it is a plain block.
 */
export function ErrorPage({ onRetry, inLayout = false }: { onRetry?: () => void; inLayout?: boolean }) {
  const { t } = useTranslation('common');
  const Landmark = inLayout ? 'div' : 'main';
  return (
    <Landmark role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-page px-6 text-center text-page-fg">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-muted-fg" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </svg>
      <h1 className="text-2xl font-semibold">{t('something_went_wrong')}</h1>
      <p className="max-w-md text-muted-fg">{t('error_page_description')}</p>
      <button
        type="button"
        onClick={onRetry ?? (() => window.location.reload())}
        className="rounded-lg bg-primary px-5 py-2.5 font-medium text-primary-fg focus-visible:focus-ring"
      >
        {t('try_again')}
      </button>
    </Landmark>
  );
}
