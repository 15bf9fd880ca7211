import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

export type PaginationItem = number | 'ellipsis';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Pages to show: the first, the last, `siblings` pages on each side of the current one, and an
 * ellipsis for each gap. The list always has the same length once pages are hidden, so the
 * buttons do not jump around while paging, and an ellipsis never stands in for a single page.
 */
export function paginationRange(current: number, total: number, siblings: number): PaginationItem[] {
  const lastPage = Math.floor(total);
  if (!(lastPage >= 1)) return [];
  const around = Math.max(0, Math.floor(siblings));
  // first + last + current + two ellipses
  if (lastPage <= 2 * around + 5) return range(1, lastPage);

  const page = Math.min(Math.max(Math.round(current) || 1, 1), lastPage);
  const start = Math.max(Math.min(page - around, lastPage - 2 * around - 2), 3);
  const end = Math.min(Math.max(page + around, 2 * around + 3), lastPage - 2);
  return [1, start > 3 ? 'ellipsis' : 2, ...range(start, end), end < lastPage - 2 ? 'ellipsis' : lastPage - 1, lastPage];
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current page. */
  siblingCount?: number;
  className?: string;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

export function Pagination({ currentPage, totalPages, onPageChange, siblingCount = 5, className }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;

  // Guards against stale props (e.g. the result set shrank) asking for a page that no longer exists.
  const goTo = (page: number) => {
    if (Number.isInteger(page) && page >= 1 && page <= totalPages) onPageChange(page);
  };

  return (
    <nav aria-label={t('pagination')} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={clsx(itemClass, 'hover:bg-muted disabled:pointer-events-none disabled:opacity-50')}
            disabled={currentPage <= 1}
            onClick={() => goTo(currentPage - 1)}
          >
            {/* Arrows flip in right-to-left pages so they keep pointing "back" and "forward". */}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ‹
            </span>
            <span className="ms-1">{t('previous')}</span>
          </button>
        </li>
        {paginationRange(currentPage, totalPages, siblingCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={clsx(itemClass, 'text-muted-fg')}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('more_pages')}</span>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={t('go_to_page', { page: item })}
                aria-current={item === currentPage ? 'page' : undefined}
                className={clsx(itemClass, item === currentPage ? 'bg-primary text-primary-fg' : 'hover:bg-muted')}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={clsx(itemClass, 'hover:bg-muted disabled:pointer-events-none disabled:opacity-50')}
            disabled={currentPage >= totalPages}
            onClick={() => goTo(currentPage + 1)}
          >
            <span className="me-1">{t('next')}</span>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
