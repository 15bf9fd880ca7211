import type { MouseEvent, ReactNode } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Chevron } from './chevron';

export type PaginationItem = number | 'ellipsis';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Pages to show: the first, the last, `siblings` pages on each side of the current one, and an
 * ellipsis for each gap. The list always has the same length once pages are hidden, so the
 * links do not jump around while paging, and an ellipsis never stands in for a single page.
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

/** The query string of this URL on another page: `param` set to the page, left out for page 1. */
export function pageSearch(search: string, param: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(param, String(page));
  else params.delete(param);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The query parameter that holds the page; each page is a link to this URL with it changed. */
  pageParam?: string;
  /** Called when a page link is followed in this tab (not opened in a new one), e.g. to scroll the list's top into view. */
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current page. */
  siblingCount?: number;
  className?: string;
}

const itemClass = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm focus-visible:focus-ring';

/** A plain click follows the link here; a modified or middle click opens it elsewhere and leaves this page as it is. */
const followsHere = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The pages of a list as links (`?page=N` on the page's own URL), so a page can be opened in a new
 * tab, bookmarked and crawled; the page the list reads from the URL is the current one.
 */
export function Pagination({ currentPage, totalPages, pageParam = 'page', onPageChange, siblingCount = 5, className }: PaginationProps) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;

  const pageLink = (page: number, props: { className: string; label?: string; rel?: string; current?: boolean }, children: ReactNode) => (
    <Link
      to={{ pathname, search: pageSearch(search, pageParam, page) }}
      aria-label={props.label}
      aria-current={props.current ? 'page' : undefined}
      rel={props.rel}
      className={props.className}
      onClick={(event) => {
        if (followsHere(event)) onPageChange?.(page);
      }}
    >
      {children}
    </Link>
  );
  // Neither link leads anywhere at an end: a link without a target, announced as unavailable and out of the tab order.
  const endOfList = (children: ReactNode) => (
    <a role="link" aria-disabled="true" className={clsx(itemClass, 'opacity-50')}>
      {children}
    </a>
  );

  // A stale current page past the end (the list shrank) goes back to the last real page.
  const previous = Math.min(currentPage - 1, totalPages);
  const backArrow = (
    <>
      {/* Arrows flip in right-to-left pages so they keep pointing "back" and "forward". */}
      <Chevron to="start" />
      <span className="ms-1">{t('previous')}</span>
    </>
  );
  const forwardArrow = (
    <>
      <span className="me-1">{t('next')}</span>
      <Chevron to="end" />
    </>
  );

  return (
    <nav aria-label={t('pagination')} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{previous >= 1 ? pageLink(previous, { className: clsx(itemClass, 'hover:bg-muted'), rel: 'prev' }, backArrow) : endOfList(backArrow)}</li>
        {paginationRange(currentPage, totalPages, siblingCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={clsx(itemClass, 'text-muted-fg')}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('more_pages')}</span>
            </li>
          ) : (
            <li key={item}>
              {pageLink(
                item,
                {
                  className: clsx(itemClass, item === currentPage ? 'bg-primary text-primary-fg' : 'hover:bg-muted'),
                  label: t('go_to_page', { page: item }),
                  current: item === currentPage,
                },
                item,
              )}
            </li>
          ),
        )}
        <li>
          {currentPage < totalPages
            ? pageLink(currentPage + 1, { className: clsx(itemClass, 'hover:bg-muted'), rel: 'next' }, forwardArrow)
            : endOfList(forwardArrow)}
        </li>
      </ul>
    </nav>
  );
}
