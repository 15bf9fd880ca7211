import { act, screen, within } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountPage } from '@/features/account/testing/render-account-page';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { fail, mockApi, ok } from '@/test/mock-api';
import CartPage from './cart-page';

/** A sentence whose values sit in their own <bdi> elements, matched as the reader sees it. */
const sentence = (text: string) => (_: string, el: Element | null) => el?.tagName === 'SPAN' && el.textContent === text;

afterEach(() => {
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  act(() => {
    sonnerToast.dismiss();
  });
  vi.unstubAllGlobals();
});

const signIn = () => {
  document.cookie = 'access_token=x; path=/';
};

const guestItem = (productId: number, extra: Record<string, unknown> = {}) => ({
  key: `k${productId}`,
  productId,
  productName: `Product ${productId}`,
  productPrice: 1000,
  sellingPrice: 800,
  quantity: 5,
  discountDetails: '20% off',
  productImage: 'p.svg',
  cartQuantity: 1,
  addedQuantity: 0,
  productTypeName: 'Physical',
  priceVisibility: true,
  slotRequired: false,
  orderFlow: 'checkout_based',
  vendorName: 'Jaipur Crafts',
  bundledProducts: [],
  ...extra,
});

const serverLine = (id: number, productId: number, extra: Record<string, unknown> = {}) => ({
  id,
  product_id: productId,
  product_name: `Product ${productId}`,
  product_price: 500,
  final_price: 450,
  quantity: 2,
  discount_details: '10% off',
  product_image: 'p.svg',
  rating: 4,
  is_subscribed: false,
  product_type_name: 'Physical',
  bundled_products: [],
  cart_item_type: 'product',
  vendor_id: 1,
  vendor_name: 'Chowk Tea',
  price_visibility: true,
  order_flow: 'checkout_based',
  slot_required: false,
  max_quantity: 10,
  estimated_delivery_days: 2,
  ...extra,
});

const renderCart = () => renderAccountPage(<CartPage />, { path: '/cart' });

describe('CartPage for a guest (local cart)', () => {
  it('shows an empty state that leads back to the shops', async () => {
    mockApi({});
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/productListing');
  });

  it('lists the saved lines with totals, steps quantities and removes lines', async () => {
    mockApi({});
    localStorage.setItem('cart', JSON.stringify([guestItem(1), guestItem(2, { cartQuantity: 2 })]));
    const { user } = renderCart();
    const lines = await screen.findByRole('list', { name: 'Products in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('R 2,400.00');
    const first = within(lines).getAllByRole('listitem')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('R 3,200.00');
    await user.click(within(first).getByRole('button', { name: 'Remove Product 1 from the cart' }));
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(1);
  });

  it('reads no translations beyond the ones it asks for at once, and loads the first picture first', async () => {
    const namespaces = recordNamespaces();
    mockApi({});
    localStorage.setItem('cart', JSON.stringify([guestItem(1), guestItem(2)]));
    renderCart();
    const lines = await screen.findByRole('list', { name: 'Products in your cart' });
    namespaces.expectAllListed('cart');
    const [first, second] = within(lines)
      .getAllByRole('listitem')
      .map((line) => line.querySelector('img')!);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('width', '96');
    expect(second).toHaveAttribute('height', '96');
  });

  it('asks for a slot on a service line, keeps the choice in slot_selected, and holds checkout until then', async () => {
    mockApi({
      'GET /pbs/rest/v3/slots': (call) => {
        const date = call.url.searchParams.get('date') ?? '2026-11-22';
        return ok({
          date,
          product_id: 7,
          days: ['2026-11-22', '2026-11-23', '2026-11-24'],
          slots: [
            { slot_id: `3@${date}`, product_id: 7, date, start_time: '09:00', end_time: '11:00', capacity: 3, remaining: 2, available: true },
            { slot_id: `4@${date}`, product_id: 7, date, start_time: '11:00', end_time: '13:00', capacity: 2, remaining: 0, available: false },
          ],
        });
      },
    });
    localStorage.setItem('cart', JSON.stringify([guestItem(7, { productName: 'Deep Cleaning', productTypeName: 'Service', slotRequired: true })]));
    const { user } = renderCart();
    const checkout = await screen.findByRole('button', { name: 'Proceed to checkout' });
    expect(checkout).toBeDisabled();
    expect(screen.getByText('Choose a time slot for 1 service before checking out.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /11:00 AM–01:00 PM/ })).toBeDisabled();
    // The days come from the store's calendar; the first is its today.
    expect(screen.getByRole('radio', { name: '22 Nov 2026' })).toHaveAttribute('aria-checked', 'true');
    // One tab stop per group; arrow keys move along the days and choose.
    expect(screen.getByRole('radio', { name: '23 Nov 2026' })).toHaveAttribute('tabindex', '-1');
    screen.getByRole('radio', { name: '22 Nov 2026' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '23 Nov 2026' })).toHaveFocus();
    expect(await screen.findByRole('radio', { name: '23 Nov 2026' })).toHaveAttribute('aria-checked', 'true');
    await user.click(await screen.findByRole('radio', { name: /09:00 AM–11:00 AM/ }));
    expect(JSON.parse(localStorage.getItem('slot_selected')!)).toEqual([expect.objectContaining({ product: 7, id: '3@2026-11-23', start_time: '09:00' })]);
    expect(screen.getByText(sentence('Slot: 23 Nov 2026, 09:00 AM–11:00 AM'))).toBeInTheDocument();
    expect(checkout).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove the slot for Deep Cleaning' }));
    expect(localStorage.getItem('slot_selected')).toBeNull();
  });
});

describe('CartPage slot times', () => {
  it('§5: shows slot times in 12-hour form with AM/PM, in the choices and in the chosen slot', async () => {
    mockApi({
      'GET /pbs/rest/v3/slots': () =>
        ok({
          date: '2026-11-24',
          product_id: 7,
          days: ['2026-11-24'],
          slots: [
            { slot_id: '5@2026-11-24', product_id: 7, date: '2026-11-24', start_time: '14:00', end_time: '16:00', capacity: 3, remaining: 3, available: true },
          ],
        }),
    });
    localStorage.setItem('cart', JSON.stringify([guestItem(7, { productName: 'Deep Cleaning', productTypeName: 'Service', slotRequired: true })]));
    const { user } = renderCart();
    const choice = await screen.findByRole('radio', { name: /^02:00 PM–04:00 PM/ });
    expect(screen.queryByText(/14:00/)).not.toBeInTheDocument();
    await user.click(choice);
    expect(screen.getByText(sentence('Slot: 24 Nov 2026, 02:00 PM–04:00 PM'))).toBeInTheDocument();
  });
});

describe('CartPage for a signed-in customer (server cart)', () => {
  it('shows the server lines; changing a quantity and removing a line go to the server', async () => {
    signIn();
    let lines = [serverLine(11, 1), serverLine(12, 2)];
    const api = mockApi({
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: lines, total: lines.length }),
      'PUT /cfs/rest/v3/customer-cart/11': (call) => {
        lines = lines.map((l) => (l.id === 11 ? { ...l, quantity: call.body.cart_quantity } : l));
        return ok({ Products: lines, total: lines.length });
      },
      'DELETE /cfs/rest/v3/customer-cart/12': () => {
        lines = lines.filter((l) => l.id !== 12);
        return ok({ Products: lines, total: lines.length });
      },
    });
    const { user } = renderCart();
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('R 1,800.00');
    const rows = within(screen.getByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Increase quantity' }));
    expect(api.callsTo('PUT', '/cfs/rest/v3/customer-cart/11')[0]!.body).toEqual({ cart_quantity: 3 });
    expect(await screen.findByText('R 2,250.00')).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Remove Product 2 from the cart' }));
    await screen.findByText('R 1,350.00', { selector: '[data-testid="cart-total"]' });
    expect(screen.queryByText('Product 2')).not.toBeInTheDocument();
  });

  it("keeps an accepted offer's quantity fixed: no stepper, the agreed quantity said instead", async () => {
    signIn();
    mockApi({
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [serverLine(11, 1, { offer_id: 4, quantity: 2 }), serverLine(12, 2)], total: 2 }),
    });
    renderCart();
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Quantity 2, as agreed in the vendor’s offer');
    expect(within(rows[0]!).queryByRole('button', { name: 'Increase quantity' })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
  });

  it("shows the server's message when a change is refused", async () => {
    signIn();
    const lines = [serverLine(11, 1)];
    mockApi({
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: lines, total: 1 }),
      'PUT /cfs/rest/v3/customer-cart/11': () => fail(409, 'Only 2 of Product 1 are left in stock'),
    });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 of Product 1 are left in stock')).toBeInTheDocument();
  });

  it('merges a guest cart left in the browser, then shows one cart without duplicates', async () => {
    signIn();
    let lines = [serverLine(11, 1, { quantity: 1 })];
    const api = mockApi({
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: lines, total: lines.length }),
      'POST /cfs/rest/v3/customer-cart': (call) => {
        for (const add of call.body.customer_cart as { product: number; cart_quantity: number }[]) {
          const existing = lines.find((l) => l.product_id === add.product);
          if (existing) existing.quantity = add.cart_quantity;
          else lines = [...lines, serverLine(20 + add.product, add.product, { quantity: add.cart_quantity })];
        }
        return ok({ Products: lines, total: lines.length });
      },
    });
    localStorage.setItem('cart', JSON.stringify([guestItem(1, { cartQuantity: 3 }), guestItem(5)]));
    renderCart();
    await screen.findByText('Product 5');
    expect(api.callsTo('POST', '/cfs/rest/v3/customer-cart')[0]!.body).toEqual({
      customer_cart: [
        { product: 1, cart_quantity: 3 },
        { product: 5, cart_quantity: 1 },
      ],
    });
    expect(within(screen.getByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem')).toHaveLength(2);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('checks delivery to a pincode and says which lines cannot go there', async () => {
    signIn();
    mockApi({
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [serverLine(11, 1), serverLine(12, 2)], total: 2 }),
      'POST /pbs/rest/v3/delivery-check': (call) =>
        ok({
          pincode: call.body.pincode,
          all_deliverable: false,
          items: [
            { product_id: 1, deliverable: true, estimated_delivery_days: 2, estimated_delivery_date: '2026-11-23' },
            { product_id: 2, deliverable: false, estimated_delivery_days: null, estimated_delivery_date: null },
          ],
        }),
    });
    const { user } = renderCart();
    const input = await screen.findByLabelText('Check delivery to your PIN code');
    await user.type(input, '12ab3');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a 6-digit PIN code')).toBeInTheDocument();
    await user.type(input, '456');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('1 product cannot be delivered to 123456.')).toBeInTheDocument();
    expect(screen.getByText('Delivered by 23 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Not delivered to 123456')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  });
});

describe('CartPage checkout button (#11)', () => {
  const checkoutId = '6f1c2a4e-8b3d-4c7a-9e21-0a5b7c3d9f10';

  it('starts a checkout from the server cart and opens it', async () => {
    signIn();
    const api = mockApi({
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [serverLine(11, 1)], total: 1 }),
      'POST /cfs/rest/v3/checkout': () => ok({ checkout_id: checkoutId }),
    });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/checkout/${checkoutId}`);
    expect(api.callsTo('POST', '/cfs/rest/v3/checkout').map((c) => c.body)).toEqual([{ source: 'cart' }]);
  });

  it("stays on the cart with the server's reason when the checkout cannot start", async () => {
    signIn();
    mockApi({
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [serverLine(11, 1)], total: 1 }),
      'POST /cfs/rest/v3/checkout': () => fail(409, 'Product 1 is out of stock'),
    });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByText('Product 1 is out of stock')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('sends a guest to /checkout/cart, which signs them in and starts the checkout from the merged cart', async () => {
    const api = mockApi({});
    localStorage.setItem('cart', JSON.stringify([guestItem(1)]));
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/cart');
    expect(api.callsTo('POST', '/cfs/rest/v3/checkout')).toHaveLength(0);
  });
});
