import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { Button, buttonClassName } from './button';

/**
 * What a page shows around a query: grey blocks while it loads, a retry when it failed, a call
 * to action when it came back empty, and a page of its own when the thing asked for is not there.
 */

/** Grey blocks in the shape of what is loading, one per Tailwind height class (e.g. ['h-40', 'h-24']). */
export function LoadingBlocks({ blocks }: { blocks: string[] }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('common:loading')} aria-busy="true" className="flex flex-col gap-3">
      {blocks.map((block, i) => (
        <div key={i} className={`animate-pulse rounded-lg bg-muted motion-reduce:animate-none ${block}`} />
      ))}
    </div>
  );
}

/** `count` blocks of one height, for lists. */
export const repeat = (count: number, block: string) => Array.from({ length: count }, () => block);

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded, in the page's words; otherwise the server's message, or a general one. */
  description?: string;
}

/** A failed load, with the server's own message when it sent one, and a retry button. */
export function LoadError({ error, onRetry, description }: LoadErrorProps) {
  const { t } = useTranslation('common');
  const detail = description ?? (error instanceof ApiError ? error.message : t('common:load_failed'));
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

/** A 404, or a 400 for an id that cannot exist: both mean "not found" to the person. */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
