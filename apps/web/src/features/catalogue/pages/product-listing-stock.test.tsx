import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeProduct, renderWithShell } from '@/test/catalogue-fixtures';
import { mockApi, ok, vendorsRoute } from '@/test/mock-api';
import ProductListingPage from './product-listing-page';

/** Out-of-stock products on the listing: marked on their cards, and hidden on request (issue 14). */

function setup(entry: string) {
  const api = mockApi({
    'GET /pbs/rest/v3/products': (call) => {
      const inStockOnly = call.url.searchParams.get('in-stock') === 'true';
      const products = [fakeProduct({ product_name: 'Brass lamp' }), fakeProduct({ product_name: 'Clay vase', in_stock: false })];
      const shown = inStockOnly ? products.filter((p) => p.in_stock) : products;
      return ok({ products: shown, total: shown.length });
    },
    'GET /pbs/rest/v3/categories': () => ok({ categories: [], total: 0 }),
    ...vendorsRoute([]),
  });
  const view = renderWithShell(<ProductListingPage />, { path: '/productListing', entry });
  const productCalls = () => api.callsTo('GET', '/pbs/rest/v3/products').map((c) => Object.fromEntries(c.url.searchParams));
  return { ...view, productCalls, location: () => screen.getByTestId('location').textContent };
}

const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('article')!;

describe('ProductListingPage and stock', () => {
  it("marks an out-of-stock product's card, and only that one", async () => {
    setup('/productListing');
    await screen.findByRole('link', { name: 'Clay vase' });
    expect(within(cardOf('Clay vase')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cardOf('Brass lamp')).queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('hides out-of-stock products with a checkbox kept in the URL, from page 1, and shows them again', async () => {
    const { user, location, productCalls } = setup('/productListing?sort=newest&page=2');
    await screen.findByRole('link', { name: 'Clay vase' });
    const box = within(filters()).getByRole('checkbox', { name: 'Hide out of stock' });
    expect(box).not.toBeChecked();
    expect(productCalls()[0]).not.toHaveProperty('in-stock');
    await user.click(box);
    expect(location()).toBe('/productListing?in-stock=true&sort=newest');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clay vase' })).not.toBeInTheDocument());
    expect(productCalls().at(-1)).toMatchObject({ 'in-stock': 'true', 'page-number': '1' });
    expect(within(filters()).getByRole('checkbox', { name: 'Hide out of stock' })).toBeChecked();
    await user.click(within(filters()).getByRole('checkbox', { name: 'Hide out of stock' }));
    expect(location()).toBe('/productListing?sort=newest');
    expect(await screen.findByRole('link', { name: 'Clay vase' })).toBeInTheDocument();
  });

  it('reads the filter from a shared link, and Clear filters takes it off', async () => {
    const { user, location, productCalls } = setup('/productListing?in-stock=true');
    await screen.findByRole('link', { name: 'Brass lamp' });
    expect(productCalls()[0]).toMatchObject({ 'in-stock': 'true' });
    expect(within(filters()).getByRole('checkbox', { name: 'Hide out of stock' })).toBeChecked();
    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/productListing');
  });
});
