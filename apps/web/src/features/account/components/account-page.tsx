import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chevron } from '@/components/ui/chevron';

export interface AccountPageProps {
  title: string;
  description?: string;
  /** Sub-pages link back to /myProfile; the profile itself does not. */
  backToProfile?: boolean;
  /** Buttons at the inline end of the heading row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame every account page shares: a back link, one h1 and the page body. */
export function AccountPage({ title, description, backToProfile = true, actions, children }: AccountPageProps) {
  const { t } = useTranslation('user_profile');
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      {backToProfile && (
        <Link to="/myProfile" className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-fg hover:text-page-fg focus-visible:focus-ring">
          <Chevron to="start" />
          {t('user_profile:back_to_profile')}
        </Link>
      )}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1 text-start">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-muted-fg">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
