import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '@/test/catalogue-fixtures';
import { fail, fakeVendor, mockApi, vendorsRoute } from '@/test/mock-api';
import { VendorStrip } from './vendor-strip';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VendorStrip', () => {
  it('shows skeletons, then each vendor with something to sell, linking to its vendor page, and a link to all vendors', async () => {
    const api = mockApi(
      vendorsRoute([
        fakeVendor(7, 'Zari House', { city: 'Varanasi', rating: 4.6, logo: 'vendors/7/logo.png', product_count: 12 }),
        fakeVendor(3, 'Jaipur Crafts', { rating: 0, product_count: 1 }),
        fakeVendor(9, 'Closed Shop', { product_count: 0 }),
      ]),
    );
    renderWithShell(<VendorStrip />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Shop by vendor' });
    const links = within(await within(region).findByRole('list')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/vendor?id=7', '/vendor?id=3']);
    expect(within(region).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/vendor');
    expect(links[0]).toHaveTextContent('Zari House');
    expect(links[0]).toHaveTextContent('Varanasi');
    expect(links[0]).toHaveTextContent('12 products');
    expect(within(links[0]!).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    // Unrated vendors show no empty stars, which would read as a bad rating.
    expect(within(links[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(links[1]).toHaveTextContent('1 product');
    expect(region.querySelector('img[src="/files/vendors/7/logo.png"]')).not.toBeNull();
    expect(api.calls[0]!.url.searchParams.get('page-number')).toBe('-1');
  });

  it('is left out when the vendor list fails', async () => {
    mockApi({ 'GET /pbs/rest/v3/vendors': () => fail(500, 'down') });
    renderWithShell(<VendorStrip />);
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
