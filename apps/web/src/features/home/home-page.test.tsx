import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { fakeProduct, renderWithShell } from '@/test/catalogue-fixtures';
import { fakeVendor, mockApi, ok, vendorsRoute } from '@/test/mock-api';
import HomePage from './home-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const category = (id: number, name: string) => ({
  category_id: id,
  category_name: name,
  parent_id: null,
  description: '',
  image: `catalogue/categories/${id}.svg`,
  position: id,
  product_count: 3,
});

describe('HomePage', () => {
  it('reads no translations beyond the ones it asks for at once with its sections', async () => {
    const namespaces = recordNamespaces();
    mockApi({
      'GET /pbs/rest/v3/deals': () => ok({ products: [fakeProduct({ product_name: 'Deal lamp' })], total: 1 }),
      'GET /pbs/rest/v3/recommendations': () => ok({ products: [fakeProduct({ product_name: 'Popular rug' })], total: 1 }),
      'GET /pbs/rest/v3/categories': () => ok({ categories: [category(1, 'Home')], total: 1 }),
      ...vendorsRoute([fakeVendor(7, 'Zari House', { logo: 'vendors/7.svg' })]),
    });
    renderWithShell(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByText('Deal lamp');
    await screen.findByText('Popular rug');
    await screen.findByRole('link', { name: /Zari House/ });
    namespaces.expectAllListed('home');
  });

  it('gives the pictures below the hero their proportions and loads them lazily', async () => {
    mockApi({
      'GET /pbs/rest/v3/deals': () => ok({ products: [fakeProduct({ product_name: 'Deal lamp' })], total: 1 }),
      'GET /pbs/rest/v3/recommendations': () => ok({ products: [], total: 0 }),
      'GET /pbs/rest/v3/categories': () => ok({ categories: [category(1, 'Home')], total: 1 }),
      ...vendorsRoute([fakeVendor(7, 'Zari House', { logo: 'vendors/7.svg' })]),
    });
    const { container } = renderWithShell(<HomePage />);
    await screen.findByText('Deal lamp');
    await screen.findByRole('link', { name: /Zari House/ });
    const deal = within(screen.getByRole('region', { name: "Today's deals" })).getByRole('img', { name: 'Deal lamp' });
    expect([deal.getAttribute('width'), deal.getAttribute('height'), deal.getAttribute('loading')]).toEqual(['400', '400', 'lazy']);
    const tile = container.querySelector('img[src="/files/catalogue/categories/1.svg"]')!;
    expect([tile.getAttribute('width'), tile.getAttribute('height'), tile.getAttribute('loading')]).toEqual(['56', '56', 'lazy']);
    const logo = container.querySelector('img[src="/files/vendors/7.svg"]')!;
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('loading')]).toEqual(['240', '56', 'lazy']);
  });
});
