import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationRange } from './pagination';

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

describe('Pagination', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Pagination' });

  it('renders nothing when there is at most one page', () => {
    const { container, rerender } = render(<Pagination currentPage={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination currentPage={1} totalPages={0} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and labels page buttons', () => {
    render(<Pagination currentPage={3} totalPages={5} onPageChange={vi.fn()} />);
    expect(within(nav()).getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to page 4' })).not.toHaveAttribute('aria-current');
  });

  it('reports the chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={3} totalPages={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[5], [4], [2]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={5} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination currentPage={5} totalPages={5} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('ignores a page outside the range', async () => {
    const onPageChange = vi.fn();
    // The page count shrank under the caller: page 12 of 10 is stale, so "previous" (11) is not a real page.
    render(<Pagination currentPage={12} totalPages={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('labels the gaps for screen readers', () => {
    render(<Pagination currentPage={50} totalPages={100} onPageChange={vi.fn()} siblingCount={1} />);
    expect(within(nav()).getAllByText('More pages')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Go to page 100' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 2' })).not.toBeInTheDocument();
  });

  it('shows five pages on each side of the current page by default', () => {
    render(<Pagination currentPage={50} totalPages={100} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Go to page 45' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 55' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 44' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to page 56' })).not.toBeInTheDocument();
  });
});
