import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProduct, renderWithShell } from '@/test/catalogue-fixtures';
import { fail, fakeVendor, mockApi, ok, vendorsRoute } from '@/test/mock-api';
import { CatalogueSections } from './catalogue-sections';

afterEach(() => {
  vi.unstubAllGlobals();
});

const category = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  category_id: id,
  category_name: name,
  parent_id: null,
  description: '',
  image: null,
  position: id,
  product_count: 3,
  ...extra,
});

describe('home catalogue sections', () => {
  it('shows deals, top-level categories linking to the listing, vendors and popular picks', async () => {
    mockApi({
      'GET /pbs/rest/v3/deals': () => ok({ products: [fakeProduct({ product_name: 'Deal lamp' })], total: 1 }),
      'GET /pbs/rest/v3/recommendations': () => ok({ products: [fakeProduct({ product_name: 'Popular rug' })], total: 1 }),
      'GET /pbs/rest/v3/categories': () =>
        ok({ categories: [category(1, 'Home'), category(2, 'Lamps', { parent_id: 1 }), category(3, 'Empty', { product_count: 0 })], total: 3 }),
      ...vendorsRoute([fakeVendor(7, 'Zari House')]),
    });
    renderWithShell(<CatalogueSections />);
    const deals = await screen.findByRole('region', { name: "Today's deals" });
    expect(await within(deals).findByText('Deal lamp')).toBeInTheDocument();
    const cats = await screen.findByRole('region', { name: 'Shop by category' });
    expect(await within(cats).findByRole('link', { name: /Home/ })).toHaveAttribute('href', '/productListing?category-id=1');
    expect(within(cats).queryByText('Lamps')).not.toBeInTheDocument();
    expect(within(cats).queryByText('Empty')).not.toBeInTheDocument();
    const vendors = await screen.findByRole('region', { name: 'Shop by vendor' });
    expect(await within(vendors).findByRole('link', { name: /Zari House/ })).toHaveAttribute('href', '/vendor?id=7');
    expect(await screen.findByText('Popular rug')).toBeInTheDocument();
  });

  it('shows skeletons while loading and hides empty or failed sections', async () => {
    mockApi({
      'GET /pbs/rest/v3/deals': () => ok({ products: [], total: 0 }),
      'GET /pbs/rest/v3/recommendations': () => fail(500, 'down'),
      'GET /pbs/rest/v3/categories': () => ok({ categories: [], total: 0 }),
      ...vendorsRoute([]),
    });
    renderWithShell(<CatalogueSections />);
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(screen.queryAllByRole('status', { name: 'Loading…' })).toHaveLength(0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
