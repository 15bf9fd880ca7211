import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/** Grey placeholder blocks in the shape of the content that is loading. */
export function ListSkeleton({ rows = 3, rowClassName = 'h-24' }: { rows?: number; rowClassName?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('common:loading')} aria-busy="true" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`animate-pulse rounded-lg bg-muted motion-reduce:animate-none ${rowClassName}`} />
      ))}
    </div>
  );
}

/** A failed load, with the server's own message when it sent one, and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('user_profile');
  const detail = error instanceof ApiError ? error.message : t('user_profile:load_failed');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-line bg-muted p-6 text-start">
      <p className="font-semibold">{t('common:something_went_wrong')}</p>
      <p className="text-sm text-muted-fg">{detail}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common:try_again')}
      </Button>
    </div>
  );
}

/** Nothing to list yet; `children` is the call to action. */
export function EmptyState({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-line px-6 py-12 text-center">
      <p className="text-lg font-medium">{title}</p>
      {description && <p className="max-w-md text-sm text-muted-fg">{description}</p>}
      {children}
    </div>
  );
}
