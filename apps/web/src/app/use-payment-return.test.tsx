import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_PAID_MESSAGE } from '@bazaar/contracts/constants';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, ok } from '@/test/mock-api';
import { usePaymentReturn } from './use-payment-return';

const STATUS = 'PUT /cfs/rest/v3/check-order-status/41';
const buyNowItem = JSON.stringify({ productId: 21, productName: 'Deep Cleaning', cartQuantity: 1 });

function Shell() {
  usePaymentReturn();
  return <Link to="/">Home</Link>;
}

const renderShellAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shell />
      <Toaster />
    </MemoryRouter>,
  );

const flags = (payDone: boolean) => {
  localStorage.setItem('payDone', String(payDone));
  localStorage.setItem('orderId', '41');
  localStorage.setItem('buyNowItem', buyNowItem);
};

beforeEach(() => {
  document.cookie = 'access_token=x; path=/';
});
afterEach(() => {
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  act(() => {
    sonnerToast.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('usePaymentReturn (spec §4 Payment return)', () => {
  it('§4: payDone true clears the stored buy-now item and the flags, asking nothing', () => {
    flags(true);
    const api = mockApi({});
    renderShellAt('/');
    expect(localStorage.getItem('buyNowItem')).toBeNull();
    expect(localStorage.getItem('payDone')).toBeNull();
    expect(localStorage.getItem('orderId')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('§4/§8: payDone false checks the stored order; not confirmed, it toasts "order payment fail" and clears the flags', async () => {
    flags(false);
    const api = mockApi({ [STATUS]: () => ok({ message: 'Payment not confirmed yet', order_id: 41, payment_status: 'Created' }) });
    renderShellAt('/productListing');
    expect(await screen.findByText('Order payment failed')).toBeInTheDocument();
    const calls = api.callsTo('PUT', '/cfs/rest/v3/check-order-status/41');
    expect(calls).toHaveLength(1);
    // A check from an ordinary page must not close a payment still being made in another tab.
    expect(calls[0]!.url.searchParams.has('returned')).toBe(false);
    expect(localStorage.getItem('payDone')).toBeNull();
    // Not paid: the item stays for another try.
    expect(localStorage.getItem('buyNowItem')).toBe(buyNowItem);
  });

  it('§4/§8: a confirmed payment toasts "order placed success" and the bought item goes', async () => {
    flags(false);
    mockApi({ [STATUS]: () => ok({ message: ORDER_PAID_MESSAGE, order_id: 41, payment_status: 'Completed' }) });
    renderShellAt('/');
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('buyNowItem')).toBeNull());
    expect(localStorage.getItem('orderId')).toBeNull();
  });

  it.each(['/checkout/6f1c2a4e-8b3d-4c7a-9e21-0a5b7c3d9f10', '/payment', '/cashfree', '/order-status', '/amazonPayment', '/Cashfree/'])(
    '§4: skips the recheck on %s, and checks once the shopper moves on',
    async (path) => {
      flags(false);
      const api = mockApi({ [STATUS]: () => ok({ message: ORDER_PAID_MESSAGE, order_id: 41, payment_status: 'Completed' }) });
      renderShellAt(path);
      expect(api.calls).toHaveLength(0);
      expect(localStorage.getItem('payDone')).toBe('false');
      fireEvent.click(screen.getByRole('link', { name: 'Home' }));
      await waitFor(() => expect(api.calls).toHaveLength(1));
    },
  );

  it('waits for a sign-in before asking about the order', () => {
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    flags(false);
    const api = mockApi({});
    renderShellAt('/');
    expect(api.calls).toHaveLength(0);
    expect(localStorage.getItem('payDone')).toBe('false');
  });
});
