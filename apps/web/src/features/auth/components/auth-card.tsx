import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORDMARK_SIZE } from '@/components/ui/wordmark';
import { logoUrl, useStore } from '@/lib/store-context';

type Props = { title: string; subtitle: string; children: ReactNode; footer?: ReactNode };

/** The centred card of the sign-in and sign-up pages: store logo, heading, subtitle, form, links. */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  const { t } = useTranslation('common');
  const { images, themeMode, store } = useStore();
  const src = logoUrl(images, themeMode);
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <div className="flex flex-1 items-center justify-center bg-muted px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <section className="rounded-2xl border border-line bg-page p-6 shadow-sm sm:p-8">
          <div className="mb-6 flex justify-center">
            {src && !logoFailed ? (
              <img
                src={src}
                alt={t('store_logo', { store: store.store_display_name })}
                data-testid="auth-store-logo"
                {...WORDMARK_SIZE}
                className="h-12 w-auto"
                onError={() => setLogoFailed(true)}
              />
            ) : (
              <span className="text-2xl font-bold">{store.store_display_name}</span>
            )}
          </div>
          <h1 className="text-center text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-2 text-center text-sm text-muted-fg">{subtitle}</p>
          <div className="mt-6">{children}</div>
          {footer && <div className="mt-6 border-t border-line pt-5 text-center text-sm">{footer}</div>}
        </section>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="rounded font-medium text-muted-fg underline-offset-4 hover:underline focus-visible:focus-ring">
            {t('back_to_shop')}
          </Link>
        </p>
      </div>
    </div>
  );
}
