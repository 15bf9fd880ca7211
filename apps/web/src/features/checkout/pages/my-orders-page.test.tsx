import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForEachTest } from '@/features/account/testing/render-account-page';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeOrder } from '../testing/fixtures';
import { renderCheckoutPage } from '../testing/render-checkout';
import MyOrdersPage from './my-orders-page';

signInForEachTest();

const renderOrders = (entry = '/userprofile/myOrder') => renderCheckoutPage(<MyOrdersPage />, { path: '/userprofile/myOrder', entry });
const LIST = 'GET /cfs/rest/v3/list-orders-with-order-items';

describe('MyOrdersPage', () => {
  it('lists each order with its number, date, status and total, and its items by vendor', async () => {
    const base = fakeOrder();
    const order = fakeOrder({
      order_items: [
        base.order_items[0]!,
        {
          ...base.order_items[0]!,
          order_item_id: 2,
          product_id: 21,
          product_name: 'Deep Cleaning',
          vendor_id: 2,
          vendor_name: 'Sparkle Homes',
          line_total: 1000,
          product_type: 'Service',
          slot: { slot_id: '7@2026-11-25', date: '2026-11-25', start_time: '14:00', end_time: '16:00' },
        },
      ],
    });
    const api = mockApi({ [LIST]: () => ok({ orders: [order, fakeOrder({ order_id: 40, payment_status: 'Failed' })], total: 2 }) });
    renderOrders();
    const list = await screen.findByRole('list', { name: 'My orders' });
    const first = within(list).getByRole('listitem', { name: 'Order #41' });
    expect(within(first).getByText('21 Nov 2026').parentElement).toHaveTextContent('Ordered on 21 Nov 2026');
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText('₹1450.00')).toBeInTheDocument();
    expect(within(first).getByText('Sold by Jaipur Crafts')).toBeInTheDocument();
    expect(within(first).getByText('Sold by Sparkle Homes')).toBeInTheDocument();
    expect(within(first).getByText('Deep Cleaning')).toBeInTheDocument();
    // A booked service says when, in 12-hour time (§5), as the cart did.
    expect(within(first).getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Slot: 25 Nov 2026, 02:00 PM–04:00 PM')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Order #40' })).toHaveTextContent('Payment failed');
    expect(api.callsTo('GET', '/cfs/rest/v3/list-orders-with-order-items')[0]!.url.searchParams.get('page-limit')).toBe('10');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through more than ten orders with the page in the URL', async () => {
    const api = mockApi({ [LIST]: () => ok({ orders: [fakeOrder()], total: 25 }) });
    const { user } = renderOrders();
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/userprofile/myOrder?page=2');
    expect(api.callsTo('GET', '/cfs/rest/v3/list-orders-with-order-items').at(-1)!.url.searchParams.get('page-number')).toBe('2');
  });

  it('shows an empty state with the way to the shops', async () => {
    mockApi({ [LIST]: () => ok({ orders: [], total: 0 }) });
    renderOrders();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/productListing');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({ [LIST]: () => fail(500, 'The database is busy') });
    renderOrders();
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
