import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold first-letter:uppercase">{t('page_not_found')}</h1>
      <p className="text-muted-fg">{t('page_not_found_description')}</p>
      <Link to="/" className="rounded-lg bg-primary px-5 py-2.5 font-medium text-primary-fg focus-visible:focus-ring">
        {t('back_home')}
      </Link>
    </section>
  );
}
