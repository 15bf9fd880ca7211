import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingAdd } from '@/lib/cart/pending-add';
import { mockApi, ok } from '@/test/mock-api';
import { afterLogin } from './after-login';

afterEach(() => {
  vi.unstubAllGlobals();
});

const guestLine = (productId: number, cartQuantity: number) => ({
  key: `k${productId}`,
  productId,
  productName: `Product ${productId}`,
  productPrice: 100,
  sellingPrice: 90,
  quantity: 10,
  discountDetails: '',
  productImage: '',
  cartQuantity,
  addedQuantity: 0,
  productTypeName: 'Physical',
});

function cartServer(options: { refuse?: number[] } = {}) {
  return mockApi({
    'POST /cfs/rest/v3/customer-cart': (call) => {
      const lines = call.body.customer_cart as { product: number }[];
      if (lines.some((l) => options.refuse?.includes(l.product))) return { status: 409, message: 'Sold out', body: null };
      return ok({ Products: [], total: lines.length });
    },
  });
}

describe('afterLogin (spec §4 Login success)', () => {
  it('posts the guest cart to the server cart and clears it, unless headed for /cart', async () => {
    localStorage.setItem('cart', JSON.stringify([guestLine(1, 2), guestLine(2, 1)]));
    const api = cartServer();
    await afterLogin({ destination: '/cart', queryClient: new QueryClient() });
    expect(api.calls).toHaveLength(0);
    expect(localStorage.getItem('cart')).not.toBeNull();

    await afterLogin({ destination: '/productListing?search=tea', queryClient: new QueryClient() });
    expect(api.callsTo('POST', '/cfs/rest/v3/customer-cart')[0]!.body).toEqual({
      customer_cart: [
        { product: 1, cart_quantity: 2 },
        { product: 2, cart_quantity: 1 },
      ],
    });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('moves the lines one by one when the batch is refused, so one sold-out product does not lose the rest', async () => {
    localStorage.setItem('cart', JSON.stringify([guestLine(1, 1), guestLine(2, 1), guestLine(3, 1)]));
    const api = cartServer({ refuse: [2] });
    await afterLogin({ destination: '/', queryClient: new QueryClient() });
    const posted = api.callsTo('POST', '/cfs/rest/v3/customer-cart').map((c) => c.body.customer_cart.map((l: { product: number }) => l.product));
    expect(posted).toEqual([[1, 2, 3], [1], [2], [3]]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it.each([
    ['/', true],
    ['/WishList', true],
    ['/checkout/cart', false],
    ['/payment', false],
    ['/cashfree', false],
    ['/ProductDetails?PId=4', false],
  ])('completes a pending add-to-cart when landing on %s: %s', async (destination, completed) => {
    const api = cartServer();
    pendingAdd.set({ product: 9, cart_quantity: 2 });
    await afterLogin({ destination, queryClient: new QueryClient() });
    expect(api.callsTo('POST', '/cfs/rest/v3/customer-cart').map((c) => c.body)).toEqual(
      completed ? [{ customer_cart: [{ product: 9, cart_quantity: 2 }] }] : [],
    );
    // Used once either way.
    expect(localStorage.getItem('pending_cart_add')).toBeNull();
  });
});
