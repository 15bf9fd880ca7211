import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeOrderRecord, fakeRecordItem, POLICIES } from '../testing/fixtures';
import { renderOrdersPage, signInForOrderTests } from '../testing/render-orders-page';
import OrderDetailsPage from './order-details-page';

signInForOrderTests();

const ORDER = 'GET /cfs/rest/v3/orders/41';
const renderOrder = (entry = '/userprofile/order/41') => renderOrdersPage(<OrderDetailsPage />, { path: '/userprofile/order/:orderId', entry });

const twoVendors = () =>
  fakeOrderRecord({
    discount: 100,
    coupon_code: 'WELCOME10',
    order_items: [
      fakeRecordItem({
        status: 'Cancelled',
        policies: POLICIES,
        history: [{ from: 'Received', to: 'Cancelled', actor: 'customer', note: 'Ordered twice', created_at: '2026-11-21T12:00:00.000Z' }],
      }),
      fakeRecordItem({
        order_item_id: 2,
        product_id: 21,
        product_name: 'Deep Cleaning',
        product_type: 'Service',
        policies: POLICIES,
        vendor_id: 2,
        vendor_name: 'Sparkle Homes',
        line_total: 1000,
        status: 'Fulfilled',
        history: [
          { from: 'Received', to: 'InProgress', actor: 'vendor', note: '', created_at: '2026-11-22T09:00:00.000Z' },
          { from: 'InProgress', to: 'Fulfilled', actor: 'vendor', note: '', created_at: '2026-11-23T09:00:00.000Z' },
          { from: 'Fulfilled', to: 'Return', actor: 'customer', note: 'Streaks on the windows', created_at: '2026-11-23T10:00:00.000Z' },
          { from: 'Return', to: 'Fulfilled', actor: 'customer', note: '', created_at: '2026-11-23T11:00:00.000Z' },
        ],
        review: { rating: 4, title: 'Spotless', body: 'Came on time.', created_at: '2026-11-24T09:00:00.000Z' },
      }),
    ],
    refunds: [
      { refund_id: 3, order_item_id: 1, amount: 350, status: 'pending', reason: 'cancelled', provider: 'cashfree', created_at: '2026-11-21T12:00:00.000Z' },
    ],
  });

describe('OrderDetailsPage', () => {
  it('shows the order by vendor, each item with its status, policies and history, and the money', async () => {
    mockApi({ [ORDER]: () => ok(twoVendors()) });
    const namespaces = recordNamespaces();
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #41' })).toBeInTheDocument();
    namespaces.expectAllListed('order-details');
    expect(screen.getByText('Placed on', { exact: false })).toHaveTextContent('Placed on 21 Nov 2026');
    const crafts = screen.getByRole('region', { name: 'Sold by Jaipur Crafts' });
    const diya = within(crafts).getByRole('listitem', { name: 'Brass Diya' });
    expect(within(diya).getByRole('link', { name: 'Brass Diya' })).toHaveAttribute('href', '/ProductDetails?PId=11');
    expect(within(diya).getAllByText('Cancelled')[0]).toBeInTheDocument();
    const policies = within(diya).getByRole('list', { name: 'Policies' });
    expect(policies).toHaveTextContent('Returnable within 7 days');
    expect(policies).toHaveTextContent('No replacement');
    expect(policies).toHaveTextContent('Cancellation charge ₹50.00');
    expect(policies).toHaveTextContent('Refund on cancellation within 1 day');
    const history = within(diya).getByRole('list', { name: 'History of Brass Diya' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Ordered21 Nov 2026, 10:30 AM');
    expect(steps[1]).toHaveTextContent('Cancelled21 Nov 2026, 12:00 PM · by youOrdered twice');
    expect(within(crafts).getByRole('button', { name: 'Download invoice from Jaipur Crafts' })).toBeInTheDocument();

    const cleaning = within(screen.getByRole('region', { name: 'Sold by Sparkle Homes' })).getByRole('listitem', { name: 'Deep Cleaning' });
    const cleaningSteps = within(within(cleaning).getByRole('list', { name: 'History of Deep Cleaning' })).getAllByRole('listitem');
    expect(cleaningSteps.map((step) => step.textContent)).toEqual([
      'Ordered21 Nov 2026, 10:30 AM',
      'In progress22 Nov 2026, 09:00 AM · by the seller',
      'Fulfilled23 Nov 2026, 09:00 AM · by the seller',
      'Return requested23 Nov 2026, 10:00 AM · by youStreaks on the windows',
      // Taking a request back is said as such, not as a second delivery.
      'Request withdrawn23 Nov 2026, 11:00 AM · by you',
    ]);
    // A service has nothing to send back: its policies say only what cancelling means.
    const servicePolicies = within(cleaning).getByRole('list', { name: 'Policies' });
    expect(
      within(servicePolicies)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cancellation charge ₹50.00', 'Refund on cancellation within 1 day']);
    expect(within(cleaning).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(cleaning).getByText('Spotless')).toBeInTheDocument();
    // Nothing the API does not allow is offered.
    expect(within(cleaning).queryByRole('button')).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Coupon WELCOME10-₹100.00');
    expect(summary).toHaveTextContent('Total₹1,450.00');
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('Cashfree21 Nov 2026₹1,450.00Paid');
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent('Brass DiyaCancelled · Cashfree₹350.00On its way');
    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('Asha Rao12 MG RoadBengaluru, Karnataka, 560038');
    expect(address).not.toHaveTextContent('null');
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/userprofile/myOrder');
  });

  it('says cash still to hand over is due on delivery, and cash handed over is paid', async () => {
    mockApi({
      [ORDER]: () =>
        ok(
          fakeOrderRecord({
            payments: [
              { payment_id: 6, provider: 'cod', status: 'Pending', amount: 450, created_at: '2026-11-21T10:31:00.000Z' },
              { payment_id: 7, provider: 'cod', status: 'Completed', amount: 900, created_at: '2026-11-21T10:31:00.000Z' },
            ],
          }),
        ),
    });
    renderOrder();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const [due, paid] = within(payments).getAllByRole('listitem');
    expect(due).toHaveTextContent('₹450.00Due on delivery');
    expect(paid).toHaveTextContent('₹900.00Paid');
  });

  it('says so when the order is not among the customer’s orders, or the id cannot be one', async () => {
    mockApi({ [ORDER]: () => fail(404, 'There is no order 41 among your orders') });
    const { unmount } = renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/userprofile/myOrder');
    unmount();
    const api = mockApi({});
    renderOrder('/userprofile/order/abc');
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers a retry when the order cannot be loaded', async () => {
    mockApi({ [ORDER]: () => fail(500, 'The database is busy') });
    renderOrder();
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('downloads the invoice of the order and of one vendor with the session, and tells a refusal', async () => {
    const created = vi.fn((_: Blob) => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      [ORDER]: () => ok(twoVendors()),
      'GET /cfs/rest/v3/orders/41/invoice': (call) => (call.url.searchParams.get('vendor-id') === '2' ? fail(409, 'The invoice is not ready yet') : ok(null)),
    });
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = api.callsTo('GET', '/cfs/rest/v3/orders/41/invoice')[0]!;
    expect(call.headers.Authorization).toBe('Bearer x');
    expect(call.url.searchParams.has('vendor-id')).toBe(false);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-41.pdf');
    await user.click(screen.getByRole('button', { name: 'Download invoice from Sparkle Homes' }));
    expect(await screen.findByText('The invoice is not ready yet')).toBeInTheDocument();
    click.mockRestore();
  });
});
