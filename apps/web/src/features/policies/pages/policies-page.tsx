import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '@/components/ui/query-states';
import { usePostalCode } from '@/lib/postal-code';

export const POLICIES = ['privacy', 'terms', 'shipping', 'returns'] as const;
type Policy = (typeof POLICIES)[number];
const SECTIONS = [1, 2, 3] as const;

const isPolicy = (value: string): value is Policy => (POLICIES as readonly string[]).includes(value);

function PolicyNav({ current }: { current?: Policy }) {
  const { t } = useTranslation(['footer', 'common']);
  return (
    <nav aria-label={t('common:store_policies')}>
      <ul className="flex flex-wrap gap-2">
        {POLICIES.map((policy) => (
          <li key={policy}>
            <Link
              to={`/policies/${policy}`}
              aria-current={policy === current ? 'page' : undefined}
              className="inline-block rounded-full border border-line px-3 py-1 text-sm hover:bg-muted aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg"
            >
              {t(`footer:policy_${policy}_title`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /policies/{privacy,terms,shipping,returns}; /policies alone lists them. */
export default function PoliciesPage() {
  const { t } = useTranslation(['footer', 'common']);
  const { words } = usePostalCode();
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '').toLowerCase();
  if (slug === '') {
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-semibold tracking-tight">{t('common:store_policies')}</h1>
        <PolicyNav />
      </section>
    );
  }
  if (!isPolicy(slug)) {
    return <NotFoundState title={t('footer:policy_not_found')} description={t('footer:policy_not_found_description')} />;
  }
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PolicyNav current={slug} />
      <h1 className="text-3xl font-semibold tracking-tight">{t(`footer:policy_${slug}_title`)}</h1>
      <p className="text-muted-fg">{t(`footer:policy_${slug}_intro`)}</p>
      {SECTIONS.map((n) => (
        <section key={n} className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold">{t(`footer:policy_${slug}_s${n}_heading`)}</h2>
          <p>{t(`footer:policy_${slug}_s${n}_body`, words)}</p>
        </section>
      ))}
    </article>
  );
}
