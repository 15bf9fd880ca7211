import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageSearch, paginationRange, type PaginationProps } from './pagination';

describe('paginationRange', () => {
  it('lists every page when they all fit', () => {
    expect(paginationRange(1, 7, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(3, 15, 5)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('hides the end when the current page is near the start', () => {
    expect(paginationRange(1, 20, 1)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationRange(4, 20, 1)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
  });

  it('hides both sides when the current page is in the middle', () => {
    expect(paginationRange(10, 20, 1)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(paginationRange(50, 100, 5)).toEqual([1, 'ellipsis', ...[45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55], 'ellipsis', 100]);
  });

  it('hides the start when the current page is near the end', () => {
    expect(paginationRange(20, 20, 1)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of items wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 40 }, (_, i) => paginationRange(i + 1, 40, 2).length));
    expect([...lengths]).toEqual([9]);
  });

  it('never uses an ellipsis for a single hidden page', () => {
    for (let page = 1; page <= 30; page++) {
      const items = paginationRange(page, 30, 1);
      items.forEach((item, i) => {
        if (item !== 'ellipsis') return;
        const before = items[i - 1] as number;
        const after = items[i + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationRange(99, 20, 1)).toEqual(paginationRange(20, 20, 1));
    expect(paginationRange(-3, 20, 1)).toEqual(paginationRange(1, 20, 1));
  });

  it('returns nothing when there are no pages', () => {
    expect(paginationRange(1, 0, 5)).toEqual([]);
  });
});

describe('pageSearch', () => {
  it('sets the page and keeps the other parameters', () => {
    expect(pageSearch('?category=3&sort=price', 'page', 4)).toBe('?category=3&sort=price&page=4');
    expect(pageSearch('?page=2&q=kurta', 'page', 7)).toBe('?page=7&q=kurta');
  });

  it('leaves page 1 out of the URL', () => {
    expect(pageSearch('?page=5&q=kurta', 'page', 1)).toBe('?q=kurta');
    expect(pageSearch('?page=5', 'page', 1)).toBe('');
  });
});

/** A list that reads its page from the URL, as every caller does, and shows where the links lead. */
function PagedList({ param = 'page', ...props }: Omit<PaginationProps, 'currentPage'> & { param?: string }) {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <Pagination currentPage={Number(params.get(param) ?? 1)} pageParam={param === 'page' ? undefined : param} {...props} />
      <output data-testid="location">{location.pathname + location.search}</output>
    </>
  );
}

const renderAt = (entry: string, props: Omit<PaginationProps, 'currentPage'> & { param?: string }) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <PagedList {...props} />
    </MemoryRouter>,
  );

describe('Pagination', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
  const link = (name: string) => within(nav()).getByRole('link', { name });
  const location = () => screen.getByTestId('location').textContent;

  it('renders nothing when there is at most one page', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <Pagination currentPage={1} totalPages={1} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <MemoryRouter>
        <Pagination currentPage={1} totalPages={0} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('makes each page a link to this URL with its page, so it opens in a new tab', () => {
    renderAt('/productListing?category=3&page=3', { totalPages: 5 });
    expect(link('Go to page 4')).toHaveAttribute('href', '/productListing?category=3&page=4');
    expect(link('Go to page 1')).toHaveAttribute('href', '/productListing?category=3');
    expect(link('Previous')).toHaveAttribute('href', '/productListing?category=3&page=2');
    expect(link('Previous')).toHaveAttribute('rel', 'prev');
    expect(link('Next')).toHaveAttribute('href', '/productListing?category=3&page=4');
    expect(link('Next')).toHaveAttribute('rel', 'next');
    expect(within(nav()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks the current page, and only it', () => {
    renderAt('/enquiries?page=3', { totalPages: 5 });
    expect(link('Go to page 3')).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav())
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current')),
    ).toEqual([link('Go to page 3')]);
  });

  it('follows a page link in this tab and tells the caller', async () => {
    const onPageChange = vi.fn();
    renderAt('/WishList?page=3', { totalPages: 5, onPageChange });
    await userEvent.click(link('Go to page 5'));
    expect(location()).toBe('/WishList?page=5');
    expect(link('Go to page 5')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link('Previous'));
    expect(location()).toBe('/WishList?page=4');
    await userEvent.click(link('Next'));
    expect(location()).toBe('/WishList?page=5');
    expect(onPageChange.mock.calls).toEqual([[5], [4], [5]]);
  });

  it('leaves this page alone when a link is opened elsewhere (ctrl-click)', async () => {
    const onPageChange = vi.fn();
    renderAt('/WishList?page=3', { totalPages: 5, onPageChange });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link('Go to page 5'));
    await user.keyboard('{/Control}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(location()).toBe('/WishList?page=3');
  });

  it('uses the query parameter it is given', async () => {
    renderAt('/ProductDetails?PId=7', { totalPages: 3, param: 'reviews_page' });
    expect(link('Go to page 2')).toHaveAttribute('href', '/ProductDetails?PId=7&reviews_page=2');
    await userEvent.click(link('Next'));
    expect(location()).toBe('/ProductDetails?PId=7&reviews_page=2');
    expect(link('Go to page 2')).toHaveAttribute('aria-current', 'page');
  });

  it('has no previous on the first page and no next on the last', () => {
    const { unmount } = renderAt('/orders', { totalPages: 5 });
    const previous = within(nav()).getByText('Previous').closest('a')!;
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(link('Next')).toHaveAttribute('href', '/orders?page=2');
    unmount();
    renderAt('/orders?page=5', { totalPages: 5 });
    expect(link('Previous')).toHaveAttribute('href', '/orders?page=4');
    const next = within(nav()).getByText('Next').closest('a')!;
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
  });

  it('goes back to the last real page from a page past the end', () => {
    // The page count shrank under the caller: page 12 of 10 is stale, so "previous" is page 10, not 11.
    renderAt('/orders?page=12', { totalPages: 10 });
    expect(link('Previous')).toHaveAttribute('href', '/orders?page=10');
    expect(within(nav()).getByText('Next').closest('a')).toHaveAttribute('aria-disabled', 'true');
  });

  it('labels the gaps for screen readers', () => {
    renderAt('/x?page=50', { totalPages: 100, siblingCount: 1 });
    expect(within(nav()).getAllByText('More pages')).toHaveLength(2);
    expect(link('Go to page 100')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Go to page 2' })).not.toBeInTheDocument();
  });

  it('shows five pages on each side of the current page by default', () => {
    renderAt('/x?page=50', { totalPages: 100 });
    expect(link('Go to page 45')).toBeInTheDocument();
    expect(link('Go to page 55')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Go to page 44' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Go to page 56' })).not.toBeInTheDocument();
  });
});
