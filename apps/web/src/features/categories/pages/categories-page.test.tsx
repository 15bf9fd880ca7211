import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { renderAccountPage, signInForEachTest } from '@/features/account/testing/render-account-page';
import CategoriesPage from './categories-page';

signInForEachTest();

const category = (category_id: number, category_name: string, parent_id: number | null, product_count: number, position = 0) => ({
  category_id,
  category_name,
  parent_id,
  description: '',
  image: parent_id ? null : `categories/${category_id}.jpg`,
  position,
  product_count,
});

describe('CategoriesPage', () => {
  it('shows the category tree with counts, linking to the product listing', async () => {
    const api = mockApi({
      'GET /pbs/rest/v3/categories': () =>
        ok({ categories: [category(2, 'Audio', 1, 1), category(1, 'Electronics', null, 5, 1), category(3, 'Home', null, 1, 0)], total: 3 }),
    });
    renderAccountPage(<CategoriesPage />, { path: '/listCategories' });
    expect(await screen.findByRole('link', { name: /Electronics\s*5 products/ })).toHaveAttribute('href', '/productListing?category-id=1');
    expect(screen.getByRole('link', { name: /Audio\s*1 product$/ })).toHaveAttribute('href', '/productListing?category-id=2');
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names[0]).toMatch(/^Home/);
    expect(api.calls[0]!.url.searchParams.get('page-number')).toBe('-1');
  });
});
