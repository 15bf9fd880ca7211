import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_PAID_MESSAGE } from '@bazaar/contracts/constants';
import { signInForEachTest } from '@/features/account/testing/render-account-page';
import { fail, mockApi, ok } from '@/test/mock-api';
import { ORDER_STATUS_POLL_MS, ORDER_STATUS_POLLS } from '../hooks/use-order-status';
import { renderCheckoutPage } from '../testing/render-checkout';
import OrderStatusPage from './order-status-page';

signInForEachTest();
afterEach(() => vi.useRealTimers());

const STATUS = 'PUT /cfs/rest/v3/check-order-status/41';
const answer = (payment_status: string, message = 'Payment not confirmed yet') => ok({ message, order_id: 41, payment_status });
const renderStatus = (entry = '/order-status?order_id=41') => renderCheckoutPage(<OrderStatusPage />, { path: '/order-status', entry });
const toasts = () => document.querySelector('[data-sonner-toaster]');

describe('OrderStatusPage (spec §4, §7, §8)', () => {
  it('shows a paid order from the server’s message, toasts success and marks the payment done', async () => {
    localStorage.setItem('payDone', 'false');
    localStorage.setItem('orderId', '41');
    const api = mockApi({ [STATUS]: () => answer('Completed', ORDER_PAID_MESSAGE) });
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was received and order #41 is placed.')).toBeInTheDocument();
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/userprofile/myOrder');
    expect(localStorage.getItem('payDone')).toBe('true');
    const calls = api.callsTo('PUT', '/cfs/rest/v3/check-order-status/41');
    expect(calls).toHaveLength(1);
    // Not a return from the provider: another tab may still be paying.
    expect(calls[0]!.url.searchParams.has('returned')).toBe(false);
  });

  it('shows an order with nothing to pay online (cash on delivery, free, requests) as placed', async () => {
    mockApi({ [STATUS]: () => answer('Placed', 'Order placed; nothing to pay online') });
    renderStatus();
    expect(await screen.findByText('Order #41 is placed. Nothing is due online; anything still due is paid in cash on delivery.')).toBeInTheDocument();
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
  });

  it('shows a failed payment, toasts "order payment fail" with the failed_order id and clears the flags', async () => {
    localStorage.setItem('payDone', 'false');
    localStorage.setItem('orderId', '41');
    mockApi({ [STATUS]: () => answer('Failed', 'The payment failed') });
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    const toast = await screen.findByText('Order payment failed');
    expect(toast.closest('[data-sonner-toast]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(localStorage.getItem('payDone')).toBeNull();
  });

  it('believes the server, never a local flag: payDone true does not make a failed order paid', async () => {
    localStorage.setItem('payDone', 'true');
    localStorage.setItem('orderId', '41');
    mockApi({ [STATUS]: () => answer('Failed') });
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
  });

  it('asks again every few seconds while the payment is pending, then leaves it to "Check again"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let calls = 0;
    mockApi({
      [STATUS]: () => {
        calls += 1;
        return answer('Created');
      },
    });
    renderStatus();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS));
    expect(calls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS * 10));
    expect(calls).toBe(ORDER_STATUS_POLLS);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toBe(ORDER_STATUS_POLLS + 1);
    expect(toasts()?.textContent ?? '').not.toContain('Order payment failed');
  });

  it('stops asking once the payment is confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const answers = [answer('Created'), answer('Completed', ORDER_PAID_MESSAGE)];
    let calls = 0;
    mockApi({ [STATUS]: () => (calls++, answers.shift() ?? answer('Completed', ORDER_PAID_MESSAGE)) });
    renderStatus();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Waiting for your payment' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS));
    // The answer's body is read on the real event loop, past what the fake clock flushes.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Order placed' })).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(ORDER_STATUS_POLL_MS * 5));
    expect(calls).toBe(2);
  });

  it('says the order is not found for another customer’s order, and for a link without an order id', async () => {
    mockApi({ [STATUS]: () => fail(404, 'No order has this id') });
    const { unmount } = renderStatus();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    unmount();
    renderStatus('/order-status?order_id=abc');
    expect(screen.getByText('This link does not say which order it is about. Look for it among your orders.')).toBeInTheDocument();
  });

  it('offers a retry when the status cannot be checked', async () => {
    let failing = true;
    mockApi({ [STATUS]: () => (failing ? fail(502, 'The payment provider did not answer') : answer('Completed', ORDER_PAID_MESSAGE)) });
    const { user } = renderStatus();
    expect(await screen.findByText('The payment provider did not answer')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
  });
});
