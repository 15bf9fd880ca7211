import { screen, waitFor, within } from '@testing-library/react';
import { useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import type { StoreState } from '@/lib/store-context';
import { fakeProduct, renderWithShell } from '@/test/catalogue-fixtures';
import { fail, fakeVendor, mockApi, ok, vendorsRoute } from '@/test/mock-api';
import { southAfricanSettings } from '@/test/store-fixtures';
import ProductListingPage from './product-listing-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (products: ReturnType<typeof fakeProduct>[], total = products.length) => ok({ products, total });
const categories = ok({
  categories: [
    { category_id: 1, category_name: 'Home', parent_id: null, description: '', image: null, position: 1, product_count: 5 },
    { category_id: 4, category_name: 'Lamps', parent_id: 1, description: '', image: null, position: 1, product_count: 2 },
  ],
  total: 2,
});

/** How the page last moved: PUSH adds a history entry, REPLACE does not. */
function NavigationTypeProbe() {
  return <output data-testid="navigation-type">{useNavigationType()}</output>;
}

const VENDORS = [fakeVendor(7, 'Zari House'), fakeVendor(3, 'Jaipur Crafts'), fakeVendor(9, 'Closed Shop', { product_count: 0 })];

function setup(entry: string, products: Parameters<typeof mockApi>[0][string], store: Partial<StoreState> = {}) {
  const api = mockApi({ 'GET /pbs/rest/v3/products': products, 'GET /pbs/rest/v3/categories': () => categories, ...vendorsRoute(VENDORS) });
  const view = renderWithShell(
    <>
      <ProductListingPage />
      <NavigationTypeProbe />
    </>,
    { path: '/productListing', entry, store },
  );
  const productCalls = () => api.callsTo('GET', '/pbs/rest/v3/products').map((c) => Object.fromEntries(c.url.searchParams));
  return { ...view, api, productCalls, location: () => screen.getByTestId('location').textContent };
}

describe('ProductListingPage', () => {
  it('reads the filters from the URL and asks the API for them, ten a page', async () => {
    const { productCalls } = setup(
      '/productListing?search=lamp&category-id=4&vendor-id=3&min-price=100&max-price=5000&min-rating=4&product-type=Physical&sort=price_desc&page=2',
      () => page([fakeProduct({ product_name: 'Brass lamp' })], 11),
    );
    expect(await screen.findByRole('link', { name: 'Brass lamp' })).toBeInTheDocument();
    expect(productCalls()[0]).toMatchObject({
      search: 'lamp',
      'category-id': '4',
      'vendor-id': '3',
      'min-price': '100',
      'max-price': '5000',
      'min-rating': '4',
      'product-type': 'Physical',
      sort: 'price_desc',
      'page-number': '2',
      'page-limit': '10',
    });
    expect(productCalls()[0]).not.toHaveProperty('pincode');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “lamp” in Lamps' })).toBeInTheDocument();
    expect(screen.getByText('11 products')).toBeInTheDocument();
  });

  it("keeps the count's line and a full page of skeleton cards while loading, so nothing moves when the products come", async () => {
    const namespaces = recordNamespaces();
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    setup('/productListing', () => new Promise((resolve) => (answer = resolve)));
    const loading = await screen.findByRole('status', { name: 'Loading…' });
    expect(within(loading).getAllByTestId('product-card-skeleton')).toHaveLength(10);
    const count = screen.getByRole('heading', { level: 1 }).nextElementSibling!;
    expect(count).toHaveClass('min-h-6');
    expect(count).toBeEmptyDOMElement();
    answer(
      page(
        Array.from({ length: 6 }, () => fakeProduct()),
        6,
      ),
    );
    await screen.findByText('6 products');
    expect(count).toHaveTextContent('6 products');
    namespaces.expectAllListed('product-listing');
    // The first row's pictures load at once and first; the rest when scrolled near.
    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(pictures.slice(0, 4).map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high']);
    expect(pictures.slice(4).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('says "500+ products" when a search reached the most it ranks', async () => {
    setup('/productListing?search=saree', () => page([fakeProduct()], 500));
    expect(await screen.findByText('500+ products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “saree”' })).toBeInTheDocument();
  });

  it('says "10000+ products" when the server capped the total', async () => {
    setup('/productListing', () => page([fakeProduct()], 10_000));
    expect(await screen.findByText('10000+ products')).toBeInTheDocument();
  });

  it('goes back to page 1 when the sort changes', async () => {
    const { user, location } = setup('/productListing?category-id=4&page=3', () => page([fakeProduct()], 40));
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(location()).toBe('/productListing?category-id=4&sort=price_asc');
  });

  it('pages through the results with the page in the URL', async () => {
    const { user, location, productCalls } = setup('/productListing', (call) =>
      page([fakeProduct({ product_name: `On page ${call.url.searchParams.get('page-number')}` })], 25),
    );
    await screen.findByText('On page 1');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('link', { name: /Go to page/ })).toHaveLength(3);
    await user.click(within(nav).getByRole('link', { name: 'Go to page 3' }));
    expect(location()).toBe('/productListing?page=3');
    expect(await screen.findByText('On page 3')).toBeInTheDocument();
    expect(productCalls().at(-1)).toMatchObject({ 'page-number': '3' });
  });

  it('sends a page past the end to the last page, replacing the URL, and never says "No products match" on the way', async () => {
    let saidEmpty = false;
    const watch = new MutationObserver(() => (saidEmpty ||= document.body.textContent.includes('No products match')));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    const { productCalls, location } = setup('/productListing?category-id=4&page=999', (call) => {
      const n = Number(call.url.searchParams.get('page-number'));
      return page(n <= 3 ? [fakeProduct({ product_name: `On page ${n}` })] : [], 25);
    });
    expect(await screen.findByText('On page 3')).toBeInTheDocument();
    watch.disconnect();
    expect(saidEmpty).toBe(false); // not even while the last page loaded
    expect(screen.getByText('25 products')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('3');
    expect(location()).toBe('/productListing?category-id=4&page=3');
    // Replaced, not pushed: Back leaves the listing instead of returning to page 999.
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
    expect(productCalls().map((c) => c['page-number'])).toEqual(['999', '3']);
    expect(productCalls()[1]).toMatchObject({ 'category-id': '4' });
  });

  it('sends a page past the end of an empty list to page 1, which says nothing matches', async () => {
    const { location } = setup('/productListing?search=zzz&page=4', () => page([], 0));
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/productListing?search=zzz'));
  });

  it('names the chosen category in the heading, once the categories say its name', async () => {
    setup('/productListing?category-id=4', () => page([fakeProduct()], 2));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lamps' })).toBeInTheDocument();
    expect(screen.queryByText('All products')).not.toBeInTheDocument();
  });

  it('names the search and the category together when both are chosen', async () => {
    setup('/productListing?search=brass&category-id=4', () => page([fakeProduct()], 2));
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “brass” in Lamps' })).toBeInTheDocument();
  });

  it('says "All products" with no category, and for a category the store does not have', async () => {
    const view = setup('/productListing', () => page([fakeProduct()], 2));
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
    view.unmount();
    setup('/productListing?category-id=77', () => page([fakeProduct()], 2));
    await screen.findAllByRole('article');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    const { user, location } = setup('/productListing?category-id=4&sort=newest', () => page([]));
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    expect(location()).toBe('/productListing?sort=newest');
  });

  it('shows an error with a retry that loads again', async () => {
    let fails = true;
    const { user } = setup('/productListing', () => (fails ? fail(500, 'Server error') : page([fakeProduct({ product_name: 'Back again' })])));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded.');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('filters by the saved pincode, and not for allProducts or broken JSON', async () => {
    localStorage.setItem('user_pincode', JSON.stringify({ pincode: '560038', addressId: 2 }));
    const first = setup('/productListing', () => page([fakeProduct()]));
    await waitFor(() => expect(first.productCalls()[0]).toMatchObject({ pincode: '560038' }));
    first.unmount();

    for (const raw of [JSON.stringify({ pincode: 'allProducts', addressId: null }), '{broken']) {
      localStorage.setItem('user_pincode', raw);
      const view = setup('/productListing', () => page([fakeProduct()]));
      await waitFor(() => expect(view.productCalls()).toHaveLength(1));
      expect(view.productCalls()[0]).not.toHaveProperty('pincode');
      view.unmount();
    }
  });

  it('saves a typed pincode as JSON and asks again with it', async () => {
    const { user, productCalls } = setup('/productListing', () => page([fakeProduct()]));
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('textbox', { name: 'Delivery PIN code' }), '110001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(JSON.parse(localStorage.getItem('user_pincode')!)).toEqual({ pincode: '110001', addressId: null });
    await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ pincode: '110001' }));
  });

  it("filters by the store's own postal codes: 4 digits in the South African store, where a saved 6-digit PIN code is no filter", async () => {
    localStorage.setItem('user_pincode', JSON.stringify({ pincode: '560038', addressId: null }));
    const { user, productCalls } = setup('/productListing', () => page([fakeProduct()]), { settings: southAfricanSettings() });
    await screen.findAllByRole('article');
    expect(productCalls()[0]).not.toHaveProperty('pincode');
    expect(screen.getByText('Showing all products. Enter a postal code to see what delivers to you.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Delivery postal code' });
    await user.type(field, '800');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 4-digit postal code.');
    await user.type(field, '15');
    expect(field).toHaveValue('8001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ pincode: '8001' }));
    expect(screen.getByText('Showing products that deliver to 8001.')).toBeInTheDocument();
  });

  it('writes a category chosen in the filter panel to the URL', async () => {
    const { user, location } = setup('/productListing?page=2', () => page([fakeProduct()], 30));
    await screen.findAllByRole('article');
    const aside = screen.getByRole('complementary', { name: 'Filters' });
    const select = within(aside).getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(select).getByRole('option', { name: /Lamps/ })).toBeInTheDocument());
    await user.selectOptions(select, '4');
    expect(location()).toBe('/productListing?category-id=4');
  });

  it('filters by a minimum rating chosen with the keyboard, and clears it with "Any rating"', async () => {
    const { user, location, productCalls } = setup('/productListing?page=2', () => page([fakeProduct()], 30));
    await screen.findAllByRole('article');
    const aside = screen.getByRole('complementary', { name: 'Filters' });
    const group = within(aside).getByRole('group', { name: 'Customer rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['Any rating', '4★ & above', '3★ & above', '2★ & above', '1★ & above']);
    expect(within(group).getByRole('radio', { name: 'Any rating' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '4★ & above' }));
    expect(location()).toBe('/productListing?min-rating=4');
    await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ 'min-rating': '4' }));
    // Arrow keys move through the group like any radio group.
    await user.keyboard('{ArrowDown}');
    expect(location()).toBe('/productListing?min-rating=3');
    expect(within(group).getByRole('radio', { name: '3★ & above' })).toHaveFocus();
    await user.click(within(group).getByRole('radio', { name: 'Any rating' }));
    expect(location()).toBe('/productListing');
  });

  it('offers every vendor with products from the vendor list, and writes the chosen one to the URL', async () => {
    const { user, location, api } = setup('/productListing', () => page([fakeProduct()]));
    await screen.findAllByRole('article');
    const select = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('combobox', { name: 'Vendor' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Zari House' })).toBeInTheDocument());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All vendors', 'Jaipur Crafts', 'Zari House']);
    expect(api.callsTo('GET', '/pbs/rest/v3/vendors')[0]!.url.searchParams.get('page-number')).toBe('-1');
    await user.selectOptions(select, '7');
    expect(location()).toBe('/productListing?vendor-id=7');
  });
});
