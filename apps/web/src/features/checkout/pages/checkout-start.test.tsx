import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForEachTest } from '@/features/account/testing/render-account-page';
import { fail, mockApi, ok } from '@/test/mock-api';
import { CHECKOUT_ID, fakeCheckout } from '../testing/fixtures';
import { renderCheckoutPage } from '../testing/render-checkout';
import CheckoutPage from './checkout-page';

signInForEachTest();

const renderAt = (entry: string) => renderCheckoutPage(<CheckoutPage />, { path: '/checkout/:checkoutId', entry });
const buyNowItem = { productId: 21, productName: 'Deep Cleaning', productPrice: 1200, sellingPrice: 1000, quantity: 5, cartQuantity: 2 };

describe('CheckoutPage starting a checkout (/checkout/cart, /checkout/buy-now)', () => {
  it('starts one from the cart once and takes its place in the history', async () => {
    const api = mockApi({ 'POST /cfs/rest/v3/checkout': () => ok(fakeCheckout()) });
    renderAt('/checkout/cart');
    expect(screen.getByText('Preparing your checkout…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout/${CHECKOUT_ID}`));
    expect(api.callsTo('POST', '/cfs/rest/v3/checkout').map((c) => c.body)).toEqual([{ source: 'cart' }]);
  });

  it('starts one from the stored buy-now item, with the slot saved for it', async () => {
    localStorage.setItem('buyNowItem', JSON.stringify(buyNowItem));
    localStorage.setItem('slot_selected', JSON.stringify([{ product: 21, id: '3@2026-11-23', date: '2026-11-23', start_time: '09:00', end_time: '11:00' }]));
    const api = mockApi({ 'POST /cfs/rest/v3/checkout': () => ok(fakeCheckout()) });
    renderAt('/checkout/buy-now');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout/${CHECKOUT_ID}`));
    expect(api.callsTo('POST', '/cfs/rest/v3/checkout')[0]!.body).toEqual({ source: 'buy_now', product_id: 21, quantity: 2, slot: '3@2026-11-23' });
  });

  it('says there is nothing to buy when no buy-now item is stored', async () => {
    const api = mockApi({});
    renderAt('/checkout/buy-now');
    expect(screen.getByText('Nothing to buy now')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s reason with a retry and the way back to the cart', async () => {
    let refuse = true;
    mockApi({ 'POST /cfs/rest/v3/checkout': () => (refuse ? fail(422, 'Your cart is empty') : ok(fakeCheckout())) });
    const { user } = renderAt('/checkout/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout/${CHECKOUT_ID}`));
  });
});
