import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/** Grey blocks in the shape of the page that is loading. */
export function BlockSkeleton({ blocks }: { blocks: string[] }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('common:loading')} aria-busy="true" className="flex flex-col gap-4">
      {blocks.map((block, i) => (
        <div key={i} className={`animate-pulse rounded-lg bg-muted motion-reduce:animate-none ${block}`} />
      ))}
    </div>
  );
}

/** A failed load with the server's message when there is one, and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-line bg-muted p-6 text-start">
      <p className="font-semibold">{t('common:something_went_wrong')}</p>
      {error instanceof ApiError && <p className="text-sm text-muted-fg">{error.message}</p>}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common:try_again')}
      </Button>
    </div>
  );
}

/** Something the address asked for does not exist (an unknown id, a mistyped link). */
export function NotFoundState({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-fg">{description}</p>
      {children ?? (
        <Link to="/" className={buttonClassName('primary')}>
          {t('common:back_home')}
        </Link>
      )}
    </section>
  );
}

export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
