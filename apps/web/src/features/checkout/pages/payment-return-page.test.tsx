import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_PAID_MESSAGE } from '@bazaar/contracts/constants';
import { signInForEachTest } from '@/features/account/testing/render-account-page';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderCheckoutPage } from '../testing/render-checkout';
import PaymentReturnPage from './payment-return-page';

signInForEachTest();

describe('PaymentReturnPage (/cashfree, /payment)', () => {
  it.each(['/cashfree?order_id=41', '/payment?order_id=41', '/payment?order_id=41&cancelled=1'])(
    'on %s has the server confirm with the provider, then shows /order-status',
    async (entry) => {
      const api = mockApi({ 'PUT /cfs/rest/v3/check-order-status/41': () => ok({ message: ORDER_PAID_MESSAGE, order_id: 41, payment_status: 'Completed' }) });
      renderCheckoutPage(<PaymentReturnPage />, { path: new URL(entry, 'http://x').pathname, entry });
      expect(screen.getByRole('heading', { name: 'Completing your payment' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-status?order_id=41'));
      const calls = api.callsTo('PUT', '/cfs/rest/v3/check-order-status/41');
      expect(calls).toHaveLength(1);
      // Back from the provider: the server may close a payment nobody is making any more.
      expect(calls[0]!.url.searchParams.get('returned')).toBe('true');
    },
  );

  it('goes on to /order-status, which shows and retries the failure, when the check fails', async () => {
    mockApi({ 'PUT /cfs/rest/v3/check-order-status/41': () => fail(502, 'The payment provider did not answer') });
    renderCheckoutPage(<PaymentReturnPage />, { path: '/cashfree', entry: '/cashfree?order_id=41' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-status?order_id=41'));
  });

  it('says which order is missing when the gateway returned without one, and asks nothing', async () => {
    const api = mockApi({});
    renderCheckoutPage(<PaymentReturnPage />, { path: '/cashfree', entry: '/cashfree' });
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
