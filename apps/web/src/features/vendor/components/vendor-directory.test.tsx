import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '@/test/catalogue-fixtures';
import { fail, fakeVendor, mockApi, ok, vendorsRoute } from '@/test/mock-api';
import { VendorDirectory } from './vendor-directory';

describe('VendorDirectory', () => {
  it('shows card skeletons, then every vendor with something to sell: logo, name, city, rating and product count, each a link', async () => {
    const api = mockApi(
      vendorsRoute([
        fakeVendor(7, 'Zari House', { city: 'Varanasi', rating: 4.6, logo: 'vendors/7/logo.png', product_count: 12 }),
        fakeVendor(3, 'Jaipur Crafts', { city: 'Jaipur', rating: 0, product_count: 1 }),
        fakeVendor(9, 'Closed Shop', { product_count: 0 }),
      ]),
    );
    renderWithShell(<VendorDirectory />);
    const loading = screen.getByRole('status', { name: 'Loading…' });
    expect(within(loading).getAllByTestId('vendor-skeleton').length).toBeGreaterThan(0);
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/vendor?id=7', '/vendor?id=3']);
    expect(links[0]).toHaveTextContent('Zari House');
    expect(links[0]).toHaveTextContent('Varanasi');
    expect(links[0]).toHaveTextContent('12 products');
    expect(within(links[0]!).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(links[0]!.querySelector('img[src="/files/vendors/7/logo.png"]')).not.toBeNull();
    // A vendor without ratings shows no stars (they would read as a bad rating) and no logo falls back to an initial.
    expect(within(links[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(links[1]).toHaveTextContent('1 product');
    expect(screen.queryByText('Closed Shop')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our vendors' })).toBeInTheDocument();
    expect(api.calls[0]!.url.searchParams.get('page-number')).toBe('-1');
  });

  it('says when no vendor has anything to sell', async () => {
    mockApi(vendorsRoute([fakeVendor(9, 'Closed Shop', { product_count: 0 })]));
    renderWithShell(<VendorDirectory />);
    expect(await screen.findByText('No vendors yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it again on "Try again"', async () => {
    let down = true;
    mockApi({ 'GET /pbs/rest/v3/vendors': () => (down ? fail(500, 'down') : ok({ vendors: [fakeVendor(7, 'Zari House')], total: 1 })) });
    const { user } = renderWithShell(<VendorDirectory />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The vendors could not be loaded.');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Zari House/ })).toHaveAttribute('href', '/vendor?id=7');
  });
});
