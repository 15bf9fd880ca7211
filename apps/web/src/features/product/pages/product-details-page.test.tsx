import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { StoreState } from '@/lib/store-context';
import { fail, mockApi, ok } from '@/test/mock-api';
import { southAfricanSettings } from '@/test/store-fixtures';
import { renderAccountPage, signInForEachTest } from '@/features/account/testing/render-account-page';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { fakePolicies, fakeProduct, fakeSummary } from '../testing/fixtures';
import ProductDetailsPage from './product-details-page';

signInForEachTest();

function stub(product: Record<string, unknown> | null, extra: Record<string, (call: any) => any> = {}) {
  return mockApi({
    'GET /pbs/rest/v3/products/42': () => (product ? ok(product) : fail(404, 'Product not found')),
    'GET /pbs/rest/v3/products/42/reviews': () => ok({ reviews: [], total: 0, summary: fakeProduct().review_summary }),
    'GET /pbs/rest/v3/recommendations': () => ok({ products: [fakeSummary({ product_id: 43, product_name: 'Clay Lamp' })], total: 1 }),
    ...extra,
  });
}

const renderPage = (entry = '/ProductDetails?PId=42', store: Partial<StoreState> = {}) =>
  renderAccountPage(
    <TooltipProvider>
      <ProductDetailsPage />
    </TooltipProvider>,
    { path: '/ProductDetails', entry, store },
  );

describe('ProductDetailsPage', () => {
  it('shows the selling price, the struck MRP and the discount percentage', async () => {
    stub(fakeProduct());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brass Diya Lamp' })).toBeInTheDocument();
    const price = screen.getAllByTestId('price')[0]!;
    expect(price).toHaveTextContent('R 750.00');
    expect(price).toHaveTextContent('R 1,000.00');
    expect(price).toHaveTextContent('25% off');
    expect(screen.getByRole('link', { name: 'Jaipur Crafts' })).toHaveAttribute('href', '/vendor?id=3');
    expect(await screen.findByRole('link', { name: /Clay Lamp/ })).toHaveAttribute('href', '/ProductDetails?PId=43');
  });

  it('reads no translations beyond the ones it asks for at once with the product (no waiting one after another)', async () => {
    const namespaces = recordNamespaces();
    stub(fakeProduct());
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Brass Diya Lamp' });
    await screen.findByRole('link', { name: /Clay Lamp/ });
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument());
    namespaces.expectAllListed('product-details');
  });

  it('asks for the reviews and the related products together with the product, not after it', async () => {
    const api = stub(fakeProduct());
    renderPage();
    await vi.waitFor(() => expect(api.callsTo('GET', '/pbs/rest/v3/products/42')).toHaveLength(1));
    expect(api.callsTo('GET', '/pbs/rest/v3/products/42/reviews')).toHaveLength(1);
    expect(api.callsTo('GET', '/pbs/rest/v3/recommendations')).toHaveLength(1);
    // Still loading: the skeleton holds the page's shape, under a named busy status.
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('product-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('fetches the main picture first and gives every picture its proportions', async () => {
    stub(fakeProduct());
    renderPage();
    const main = await screen.findByRole('img', { name: 'Brass Diya Lamp' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
    expect(main).toHaveAttribute('width', '400');
    expect(main).toHaveAttribute('height', '400');
  });

  it('shows Free for a zero price', async () => {
    stub(fakeProduct({ product_price: 0, final_price: 0 }));
    renderPage();
    expect(await screen.findByText('Free')).toBeInTheDocument();
  });

  it('hides the price when price_visibility is false', async () => {
    stub(fakeProduct({ price_visibility: false, product_price: null, final_price: null }));
    renderPage();
    // The buying column: related products (asked for with the product) may be on the page too.
    const column = within((await screen.findByRole('heading', { level: 1, name: 'Brass Diya Lamp' })).parentElement!);
    expect(column.queryByText(/R750/)).not.toBeInTheDocument();
    expect(column.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it.each<[string, string[], string[]]>([
    ['checkout_based', ['Add to cart', 'Buy now'], []],
    ['request_based', ['Request'], []],
    ['enquiry_based', ['Enquire'], []],
  ])('shows the %s buttons, each ready to use', async (flow, enabled, disabled) => {
    stub(fakeProduct({ order_flow: flow }), { 'GET /cfs/rest/v3/customer-wishlist': () => ok({ wishlist: [], total: 0 }) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Add to cart', 'Buy now', 'Request', 'Enquire']) {
      const button = screen.queryByRole('button', { name });
      if (enabled.includes(name)) expect(button).toBeEnabled();
      else if (disabled.includes(name)) expect(button).toBeDisabled();
      else expect(button).not.toBeInTheDocument();
    }
  });

  it('adds the chosen quantity to the server cart and says so', async () => {
    const api = stub(fakeProduct({ stock: 20, max_per_order: 5 }), {
      'GET /cfs/rest/v3/customer-wishlist': () => ok({ wishlist: [], total: 0 }),
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [], total: 0 }),
      'POST /cfs/rest/v3/customer-cart': (call: any) =>
        ok({ Products: [{ id: 5, product_id: 42, quantity: call.body.customer_cart[0].cart_quantity }], total: 1 }),
    });
    const { user } = renderPage();
    const stepper = await screen.findByRole('group', { name: 'Quantity' });
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(api.callsTo('POST', '/cfs/rest/v3/customer-cart')[0]!.body).toEqual({ customer_cart: [{ product: 42, cart_quantity: 2 }] });
    // The page says what the cart now holds and leads there.
    expect(await screen.findByText('2 in your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });

  it("shows the server's message when the cart refuses", async () => {
    stub(fakeProduct(), {
      'GET /cfs/rest/v3/customer-wishlist': () => ok({ wishlist: [], total: 0 }),
      'POST /cfs/rest/v3/customer-cart': () => fail(409, 'Only 1 of Brass Diya Lamp is left in stock'),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Only 1 of Brass Diya Lamp is left in stock')).toBeInTheDocument();
  });

  it('buy now keeps exactly one item and goes to checkout', async () => {
    stub(fakeProduct(), { 'GET /cfs/rest/v3/customer-wishlist': () => ok({ wishlist: [], total: 0 }) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/buy-now');
    expect(JSON.parse(localStorage.getItem('buyNowItem')!)).toMatchObject({ productId: 42, cartQuantity: 1 });
  });

  it('saves to and removes from the wish list', async () => {
    let saved: { id: number; product_id: number }[] = [];
    const api = stub(fakeProduct(), {
      'GET /cfs/rest/v3/customer-wishlist': () => ok({ wishlist: saved, total: saved.length }),
      'POST /cfs/rest/v3/customer-wishlist': () => {
        saved = [{ id: 9, product_id: 42 }];
        return ok(saved[0]);
      },
      'DELETE /cfs/rest/v3/customer-wishlist/9': () => {
        saved = [];
        return ok(null);
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save to wish list' }));
    expect(await screen.findByText('Saved to your wish list')).toBeInTheDocument();
    const savedButton = await screen.findByRole('button', { name: 'Saved' });
    expect(savedButton).toHaveAttribute('aria-pressed', 'true');
    await user.click(savedButton);
    expect(await screen.findByText('Removed from your wish list')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/cfs/rest/v3/customer-wishlist/9')).toHaveLength(1);
  });

  it('steps the quantity from 1 up to the smaller of stock and max per order', async () => {
    stub(fakeProduct({ stock: 20, max_per_order: 3 }));
    const { user } = renderPage();
    const stepper = await screen.findByRole('group', { name: 'Quantity' });
    const less = within(stepper).getByRole('button', { name: 'Decrease quantity' });
    const more = within(stepper).getByRole('button', { name: 'Increase quantity' });
    expect(stepper).toHaveTextContent('1');
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(stepper).toHaveTextContent('3');
    expect(more).toBeDisabled();
  });

  it('limits the quantity by stock when stock is lower', async () => {
    stub(fakeProduct({ stock: 2, max_per_order: 10 }));
    const { user } = renderPage();
    const stepper = await screen.findByRole('group', { name: 'Quantity' });
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(within(stepper).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  });

  const policyLines = async () => {
    await screen.findByRole('heading', { name: 'Policies' });
    return within(screen.getByTestId('policies'))
      .getAllByRole('listitem')
      .map((li) => li.textContent!.replace(/\s+/g, ' '));
  };

  it('says the policies of a physical product as sentences, and the discount', async () => {
    stub(fakeProduct());
    renderPage();
    expect(await policyLines()).toEqual([
      'Returnable within 7 days',
      'No replacement',
      'Cancellation charge R 49.00',
      'Refund on cancellation within 5 days',
      'Offer: 25% festive discount',
    ]);
  });

  it('leaves out returns and replacement for a digital product, and says one day in the singular', async () => {
    stub(
      fakeProduct({
        product_type_name: 'Digital',
        policies: fakePolicies({ return_allowed: false, return_days: 0, cancellation_charge: 0, refund_cancellation_days: 1 }),
      }),
    );
    renderPage();
    expect(await policyLines()).toEqual(['Free cancellation', 'Refund on cancellation within 1 day', 'Offer: 25% festive discount']);
  });

  it('says plainly what cannot be done', async () => {
    stub(fakeProduct({ policies: fakePolicies({ return_allowed: false, cancellation_allowed: false }), discount_details: '' }));
    renderPage();
    expect(await policyLines()).toEqual(['No returns or replacements', 'Cannot be cancelled']);
  });

  it('§5: states one discount percentage, the integer part of the saving, in the badge and in Discount Details', async () => {
    // The seeded Charcoal Kurta Pyjama Set as the server now words it: 837 off 3349 is 24.99%, so 24.
    stub(fakeProduct({ product_price: 3349, final_price: 2512, discount_details: '24% off' }));
    renderPage();
    await screen.findByRole('heading', { name: 'Policies' });
    const badge = within(screen.getAllByTestId('price')[0]!).getByText(/% off/).textContent;
    const details = within(screen.getByTestId('policies')).getByText(/^Offer:/).textContent;
    expect([badge, details]).toEqual(['24% off', 'Offer: 24% off']);
  });

  it('shows not found for an unknown product', async () => {
    stub(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows not found for a PId that is not a number, without calling the server', async () => {
    const api = stub(fakeProduct());
    renderPage('/ProductDetails?PId=abc');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers a retry when loading fails', async () => {
    let attempts = 0;
    stub(null, { 'GET /pbs/rest/v3/products/42': () => (++attempts === 1 ? fail(500, 'Server down') : ok(fakeProduct())) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Brass Diya Lamp' })).toBeInTheDocument();
  });

  it('checks delivery of this product to a pincode and shows the estimate', async () => {
    const api = stub(fakeProduct(), {
      'POST /pbs/rest/v3/delivery-check': (call: any) => {
        const here = call.body.pincode === '560001';
        return ok({
          pincode: call.body.pincode,
          all_deliverable: here,
          items: [{ product_id: 42, deliverable: here, estimated_delivery_days: here ? 4 : null, estimated_delivery_date: here ? '2026-11-25' : null }],
        });
      },
    });
    const { user } = renderPage();
    const input = await screen.findByLabelText('Check delivery to your PIN code');
    await user.type(input, '56a0001');
    expect(input).toHaveValue('560001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/Delivers to 560001\. Estimated delivery in 4 days\./)).toBeInTheDocument();
    expect(api.callsTo('POST', '/pbs/rest/v3/delivery-check')[0]!.body).toEqual({ pincode: '560001', products: [42] });

    await user.clear(input);
    await user.type(input, '110001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Sorry, this product does not deliver to 110001 yet.')).toBeInTheDocument();
  });

  it('rejects a pincode shorter than 6 digits', async () => {
    const api = stub(fakeProduct());
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Check delivery to your PIN code'), '5600');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a valid 6-digit PIN code.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/pbs/rest/v3/delivery-check')).toHaveLength(0);
  });

  it("checks delivery to the store's own postal codes: 4 digits in the South African store", async () => {
    const api = stub(fakeProduct(), {
      'POST /pbs/rest/v3/delivery-check': (call: any) =>
        ok({
          pincode: call.body.pincode,
          all_deliverable: true,
          items: [{ product_id: 42, deliverable: true, estimated_delivery_days: 2, estimated_delivery_date: '2026-01-03' }],
        }),
    });
    const { user } = renderPage(undefined, { settings: southAfricanSettings() });
    const input = await screen.findByLabelText('Check delivery to your postal code');
    expect(input).toHaveAttribute('placeholder', '4 digits');
    expect(input).toHaveAttribute('maxlength', '4');
    await user.type(input, '560038');
    expect(input).toHaveValue('5600');
    await user.clear(input);
    await user.type(input, '800');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a valid 4-digit postal code.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/pbs/rest/v3/delivery-check')).toHaveLength(0);
    await user.type(input, '1');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/Delivers to 8001\./)).toBeInTheDocument();
    expect(api.callsTo('POST', '/pbs/rest/v3/delivery-check')[0]!.body).toEqual({ pincode: '8001', products: [42] });
  });
});
