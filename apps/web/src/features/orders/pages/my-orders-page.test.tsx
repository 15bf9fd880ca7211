import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeOrder, fakeOrderItem } from '../testing/fixtures';
import { renderOrdersPage, signInForOrderTests } from '../testing/render-orders-page';
import MyOrdersPage from './my-orders-page';

signInForOrderTests();

const renderOrders = (entry = '/userprofile/myOrder') => renderOrdersPage(<MyOrdersPage />, { path: '/userprofile/myOrder', entry });
const LIST = 'GET /cfs/rest/v3/list-orders-with-order-items';
const lastListQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', '/cfs/rest/v3/list-orders-with-order-items').at(-1)!.url.searchParams;
const location = () => screen.getByTestId('location').textContent;

describe('MyOrdersPage', () => {
  it('lists each order with its number, date, payment, total, items by vendor, and a link to its page', async () => {
    const order = fakeOrder({
      order_items: [
        fakeOrderItem(),
        fakeOrderItem({
          order_item_id: 2,
          product_name: 'Deep Cleaning',
          vendor_id: 2,
          vendor_name: 'Sparkle Homes',
          line_total: 1000,
          product_type: 'Service',
          status: 'Cancelled',
          slot: { slot_id: '7@2026-11-25', date: '2026-11-25', start_time: '14:00', end_time: '16:00' },
        }),
      ],
    });
    const api = mockApi({ [LIST]: () => ok({ orders: [order, fakeOrder({ order_id: 40, payment_status: 'Failed' })], total: 2 }) });
    const namespaces = recordNamespaces();
    renderOrders();
    const list = await screen.findByRole('list', { name: 'My orders' });
    namespaces.expectAllListed('my-orders');
    const first = within(list).getByRole('listitem', { name: 'Order #41' });
    expect(within(first).getByRole('heading', { name: 'Order #41' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Placed on 21 Nov 2026');
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText('₹1,450.00')).toBeInTheDocument();
    expect(within(first).getByText('Sold by Jaipur Crafts')).toBeInTheDocument();
    expect(within(first).getByText('Sold by Sparkle Homes')).toBeInTheDocument();
    expect(within(first).getByText('Cancelled')).toBeInTheDocument();
    expect(first).toHaveTextContent('Slot: 25 Nov 2026, 02:00 PM–04:00 PM');
    expect(within(first).getByRole('link', { name: 'View details of order #41' })).toHaveAttribute('href', '/userprofile/order/41');
    expect(within(list).getByRole('listitem', { name: 'Order #40' })).toHaveTextContent('Payment failed');
    expect(lastListQuery(api).get('page-limit')).toBe('10');
    expect(lastListQuery(api).has('status')).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('filters by an item status from the tabs, in the URL, back at page 1', async () => {
    const api = mockApi({ [LIST]: () => ok({ orders: [fakeOrder()], total: 30 }) });
    const { user } = renderOrders('/userprofile/myOrder?page=3');
    const tabs = await screen.findByRole('tablist', { name: 'Filter by item status' });
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Return requests' }));
    expect(location()).toBe('/userprofile/myOrder?status=Return');
    await waitFor(() => expect(lastListQuery(api).get('status')).toBe('Return'));
    expect(lastListQuery(api).get('page-number')).toBe('1');
    expect(screen.getByRole('tabpanel', { name: 'Return requests' })).toBeInTheDocument();
    // The arrow keys move along the tabs (one tab stop), and "All" drops the filter.
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Return requests' }), { key: 'ArrowRight' });
    expect(location()).toBe('/userprofile/myOrder?status=Refund');
    fireEvent.keyDown(within(tabs).getByRole('tab', { name: 'Refunded' }), { key: 'Home' });
    expect(location()).toBe('/userprofile/myOrder');
  });

  it('searches by product name after a pause in typing, keeping the status', async () => {
    const api = mockApi({ [LIST]: () => ok({ orders: [fakeOrder()], total: 1 }) });
    renderOrders('/userprofile/myOrder?status=Fulfilled&page=2');
    const box = await screen.findByRole('searchbox', { name: 'Search your orders by product name' });
    fireEvent.input(box, { target: { value: '  brass   diya ' } });
    expect(location()).toBe('/userprofile/myOrder?status=Fulfilled&page=2');
    await waitFor(() => expect(location()).toBe('/userprofile/myOrder?status=Fulfilled&search=brass+diya'));
    await waitFor(() => expect(lastListQuery(api).get('search')).toBe('brass diya'));
    expect(lastListQuery(api).get('status')).toBe('Fulfilled');
    expect(box).toHaveValue('  brass   diya ');
  });

  it('takes the search from the URL, and clears it when the box is emptied', async () => {
    const api = mockApi({ [LIST]: () => ok({ orders: [fakeOrder()], total: 1 }) });
    renderOrders('/userprofile/myOrder?search=lamp');
    const box = await screen.findByRole('searchbox');
    expect(box).toHaveValue('lamp');
    expect(lastListQuery(api).get('search')).toBe('lamp');
    fireEvent.input(box, { target: { value: '' } });
    await waitFor(() => expect(location()).toBe('/userprofile/myOrder'));
  });

  it('pages through more than ten orders with the page in the URL', async () => {
    const api = mockApi({ [LIST]: () => ok({ orders: [fakeOrder()], total: 25 }) });
    const { user } = renderOrders('/userprofile/myOrder?status=Received');
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(pages).getByRole('link', { name: 'Go to page 3' }));
    expect(location()).toBe('/userprofile/myOrder?status=Received&page=3');
    await waitFor(() => expect(lastListQuery(api).get('page-number')).toBe('3'));
  });

  it('shows the way to the shops when there are no orders at all', async () => {
    mockApi({ [LIST]: () => ok({ orders: [], total: 0 }) });
    renderOrders();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/productListing');
  });

  it('says when nothing matches the filters, and shows all orders again', async () => {
    mockApi({ [LIST]: (call) => ok(call.url.searchParams.has('search') ? { orders: [], total: 0 } : { orders: [fakeOrder()], total: 1 }) });
    const { user } = renderOrders('/userprofile/myOrder?status=Rejected&search=teapot');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(location()).toBe('/userprofile/myOrder');
    expect(await screen.findByRole('listitem', { name: 'Order #41' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const api = mockApi({ [LIST]: () => fail(500, 'The database is busy') });
    const { user } = renderOrders();
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    api.routes[LIST] = () => ok({ orders: [fakeOrder()], total: 1 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Order #41' })).toBeInTheDocument();
  });
});
