import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderAccountPage, signInForEachTest } from '@/features/account/testing/render-account-page';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import VendorPage from './vendor-page';

signInForEachTest();

const vendor = {
  vendor_id: 3,
  vendor_name: 'Jaipur Crafts',
  description: 'Handmade brassware since 1982.',
  city: 'Jaipur',
  logo: null,
  rating: 4.5,
  rating_count: 40,
  delivers_everywhere: false,
  policies: {
    return_allowed: true,
    return_days: 10,
    replacement_allowed: true,
    replacement_days: 3,
    cancellation_allowed: false,
    cancellation_charge: 0,
    refund_cancellation_allowed: false,
    refund_cancellation_days: 0,
  },
  product_count: 12,
};

const product = (id: number) => ({
  product_id: id,
  product_name: `Lamp ${id}`,
  product_price: 500,
  final_price: 400,
  discount_details: '',
  product_image: '',
  rating: 4,
  rating_count: 1,
  product_type_name: 'Physical',
  vendor_id: 3,
  vendor_name: 'Jaipur Crafts',
  category_id: 1,
  price_visibility: true,
  order_flow: 'checkout_based',
  slot_required: false,
  in_stock: true,
});

describe('VendorPage', () => {
  it('shows the vendor and its products, 10 a page with the page in the URL', async () => {
    const api = mockApi({
      'GET /pbs/rest/v3/vendors/3': () => ok(vendor),
      'GET /pbs/rest/v3/products': (call) => {
        const page = Number(call.url.searchParams.get('page-number'));
        return ok({ products: [product(page * 100)], total: 12 });
      },
    });
    const { user } = renderAccountPage(<VendorPage />, { path: '/vendor', entry: '/vendor?id=3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jaipur Crafts' })).toBeInTheDocument();
    expect(screen.getByText('Based in Jaipur')).toBeInTheDocument();
    expect(screen.getByText('Handmade brassware since 1982.')).toBeInTheDocument();
    expect(screen.getByTestId('policies')).toHaveTextContent('Returnable within 10 daysReplacement within 3 daysCannot be cancelled');
    expect(await screen.findByText('Lamp 100')).toBeInTheDocument();
    const first = api.callsTo('GET', '/pbs/rest/v3/products')[0]!;
    expect(first.url.searchParams.get('vendor-id')).toBe('3');
    expect(first.url.searchParams.get('page-limit')).toBe('10');

    await user.click(screen.getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByText('Lamp 200')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor?id=3&page=2');
  });

  it('shows not found for an unknown vendor', async () => {
    mockApi({ 'GET /pbs/rest/v3/vendors/99': () => fail(404, 'Vendor not found') });
    renderAccountPage(<VendorPage />, { path: '/vendor', entry: '/vendor?id=99' });
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeInTheDocument();
  });

  it("lists the store's vendors without an id, reading only the namespaces the route loads ahead", async () => {
    const namespaces = recordNamespaces();
    mockApi({ 'GET /pbs/rest/v3/vendors': () => ok({ vendors: [vendor], total: 1 }) });
    renderAccountPage(<VendorPage />, { path: '/vendor', entry: '/vendor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our vendors' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Jaipur Crafts/ })).toHaveAttribute('href', '/vendor?id=3');
    expect(screen.queryByText('Vendor not found')).not.toBeInTheDocument();
    namespaces.expectAllListed('vendor');
  });
});
