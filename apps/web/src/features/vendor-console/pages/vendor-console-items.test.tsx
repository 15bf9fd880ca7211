import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VendorOrderItem } from '@bazaar/contracts';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeVendorItem, ITEMS, renderVendorConsole, setUpVendorTests, transition } from '../testing/render-vendor-console';

setUpVendorTests({ signedIn: true });

const card = (name: string) => screen.getByRole('listitem', { name });
const buttonsOf = (name: string) =>
  within(card(name))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('vendor console order items', () => {
  it('shows each item with its details and one button per status it may move to, in the words of the action', async () => {
    const returned = fakeVendorItem({
      product_name: 'Block-print scarf',
      status: 'Return',
      next: ['Refund', 'Fulfilled'],
      return_request: {
        request_id: 1,
        kind: 'return',
        reason: 'The colour ran in the first wash',
        images: [],
        status: 'open',
        created_at: '2026-03-05T09:00:00.000Z',
      },
    });
    mockApi({
      [`GET ${ITEMS}`]: () =>
        ok({
          order_items: [
            fakeVendorItem({ product_name: 'Indigo kurta', order_id: 5001, customer_name: 'Asha Rao', deliver_to: 'Jaipur 302001' }),
            fakeVendorItem({ product_name: 'Bedsheet', status: 'InProgress', next: ['Fulfilled'], payment_mode: 'pay_on_delivery', payment_status: 'Placed' }),
            returned,
            fakeVendorItem({
              product_name: 'Cushion cover',
              status: 'Return',
              next: ['Fulfilled'],
              return_request: { ...returned.return_request!, kind: 'replacement' },
            }),
            fakeVendorItem({ product_name: 'Table runner', status: 'Cancelled', next: [] }),
          ],
          total: 5,
        }),
    });
    renderVendorConsole();
    const kurta = await screen.findByRole('listitem', { name: 'Indigo kurta' });
    expect(kurta).toHaveTextContent('Order #5001');
    expect(kurta).toHaveTextContent('placed 2 Mar 2026');
    expect(kurta).toHaveTextContent('CustomerAsha Rao');
    expect(kurta).toHaveTextContent('Deliver toJaipur 302001');
    expect(kurta).toHaveTextContent('Quantity2');
    expect(kurta).toHaveTextContent('Amount₹1,798.00');
    expect(kurta).toHaveTextContent('PaymentOnline');
    expect(kurta).toHaveTextContent('Payment statusPaid');
    expect(within(kurta).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('5 order items')).toBeInTheDocument();

    expect(buttonsOf('Indigo kurta')).toEqual(['Accept', 'Reject']);
    expect(buttonsOf('Bedsheet')).toEqual(['Mark delivered']);
    expect(card('Bedsheet')).toHaveTextContent('PaymentPay on delivery');
    expect(card('Bedsheet')).toHaveTextContent('Payment statusDue on delivery');
    expect(buttonsOf('Block-print scarf')).toEqual(['Approve return & refund', 'Refuse return']);
    expect(card('Block-print scarf')).toHaveTextContent('Return requestedWaiting for your answer');
    expect(card('Block-print scarf')).toHaveTextContent('Reason: The colour ran in the first wash');
    expect(buttonsOf('Cushion cover')).toEqual(['Send replacement', 'Refuse replacement']);
    expect(card('Cushion cover')).toHaveTextContent('Replacement requested');
    expect(buttonsOf('Table runner')).toEqual([]);
    // Each action says which item it acts on.
    expect(within(kurta).getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription('Indigo kurta');
  });

  it('filters by status tab and pages through, keeping both in the address bar', async () => {
    const api = mockApi({
      [`GET ${ITEMS}`]: ({ url }) =>
        ok({
          order_items: [fakeVendorItem({ product_name: `${url.searchParams.get('status') ?? 'All'} page ${url.searchParams.get('page-number')}` })],
          total: 45,
        }),
    });
    const { user, location } = renderVendorConsole();
    expect(await screen.findByRole('listitem', { name: 'All page 1' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Order items by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'New', 'In progress', 'Delivered', 'Returns', 'Refunded', 'Cancelled', 'Rejected']);

    await user.click(within(tabs).getByRole('tab', { name: 'In progress' }));
    expect(await screen.findByRole('listitem', { name: 'InProgress page 1' })).toBeInTheDocument();
    expect(location()).toBe('/vendor-console?status=InProgress');
    expect(within(tabs).getByRole('tab', { name: 'In progress' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Go to page 3' }));
    expect(await screen.findByRole('listitem', { name: 'InProgress page 3' })).toBeInTheDocument();
    expect(location()).toBe('/vendor-console?status=InProgress&page=3');
    const last = api.callsTo('GET', ITEMS).at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({ status: 'InProgress', 'page-number': '3', 'page-limit': '20' });
  });

  it('accepts an item at once and shows the list as it is afterwards', async () => {
    let item = fakeVendorItem({ product_name: 'Indigo kurta' });
    const api = mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item], total: 1 }),
      [`POST ${transition(item.order_item_id)}`]: () => {
        item = { ...item, status: 'InProgress', next: ['Fulfilled'] };
        return ok(item);
      },
    });
    const { user } = renderVendorConsole();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(api.callsTo('POST', transition(item.order_item_id))[0]!.body).toEqual({ to: 'InProgress', note: '' });
    expect(api.callsTo('POST', transition(item.order_item_id))[0]!.headers.Authorization).toBe('Bearer vendor-token-1');
    expect(await screen.findByText('Indigo kurta is now: In progress.')).toBeInTheDocument();
  });

  it('asks for a note before rejecting, then sends it and refreshes the list', async () => {
    let items: VendorOrderItem[] = [fakeVendorItem({ product_name: 'Indigo kurta' })];
    const id = items[0]!.order_item_id;
    const api = mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: items, total: items.length }),
      [`POST ${transition(id)}`]: () => {
        const moved = { ...items[0]!, status: 'Rejected' as const, next: [] };
        items = [];
        return ok(moved);
      },
    });
    const { user } = renderVendorConsole('/vendor-console?status=Received');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this item' });
    expect(dialog).toHaveAccessibleDescription('Indigo kurta');
    const note = within(dialog).getByRole('textbox', { name: 'Note for the customer' });
    fireEvent.input(note, { target: { value: 'no' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject item' }));
    expect(within(dialog).getByText('Write at least 3 characters.')).toBeInTheDocument();
    expect(api.callsTo('POST', transition(id))).toHaveLength(0);

    fireEvent.input(note, { target: { value: '  Out of stock until May  ' } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', transition(id))[0]!.body).toEqual({ to: 'Rejected', note: 'Out of stock until May' });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(api.callsTo('GET', ITEMS)).toHaveLength(2);
  });

  it("says the server's 409 when a move is no longer allowed, and refreshes the list", async () => {
    const item = fakeVendorItem({ product_name: 'Indigo kurta' });
    const api = mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item], total: 1 }),
      [`POST ${transition(item.order_item_id)}`]: () => fail(409, 'This item is Cancelled and cannot move to InProgress'),
    });
    const { user } = renderVendorConsole();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This item is Cancelled and cannot move to InProgress')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', ITEMS)).toHaveLength(2));
  });

  it('keeps the note dialog open with the 409 message when a refusal comes too late', async () => {
    const item = fakeVendorItem({
      product_name: 'Block-print scarf',
      status: 'Return',
      next: ['Refund', 'Fulfilled'],
      return_request: { request_id: 1, kind: 'return', reason: 'Too small', images: [], status: 'open', created_at: '2026-03-05T09:00:00.000Z' },
    });
    mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item], total: 1 }),
      [`POST ${transition(item.order_item_id)}`]: () => fail(409, 'The customer withdrew this request'),
    });
    const { user } = renderVendorConsole();
    await user.click(await screen.findByRole('button', { name: 'Refuse return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this return' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Note for the customer' }), { target: { value: 'Worn, tags removed' } });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The customer withdrew this request');
  });

  it('confirms before approving a return, which refunds and cannot be undone; the note is optional there', async () => {
    const item = fakeVendorItem({
      product_name: 'Block-print scarf',
      status: 'Return',
      next: ['Refund', 'Fulfilled'],
      return_request: { request_id: 1, kind: 'return', reason: 'Too small', images: [], status: 'open', created_at: '2026-03-05T09:00:00.000Z' },
    });
    const api = mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item], total: 1 }),
      [`POST ${transition(item.order_item_id)}`]: () => ok({ ...item, status: 'Refund', next: [] }),
    });
    const { user } = renderVendorConsole();
    await user.click(await screen.findByRole('button', { name: 'Approve return & refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this return' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(api.callsTo('POST', transition(item.order_item_id))).toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: 'Note for the customer (optional)' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Approve & refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', transition(item.order_item_id))[0]!.body).toEqual({ to: 'Refund', note: '' });
  });

  it('answers a replacement request either way, saying which', async () => {
    const item = fakeVendorItem({
      product_name: 'Cushion cover',
      status: 'Return',
      next: ['Refund', 'Fulfilled'],
      return_request: { request_id: 2, kind: 'replacement', reason: 'Torn seam', images: [], status: 'open', created_at: '2026-03-05T09:00:00.000Z' },
    });
    const api = mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item], total: 1 }),
      [`POST ${transition(item.order_item_id)}`]: () => ok({ ...item, status: 'Fulfilled', next: [] }),
    });
    const { user } = renderVendorConsole();
    expect(await screen.findByRole('button', { name: 'Refund instead' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send replacement' }));
    await waitFor(() => expect(api.callsTo('POST', transition(item.order_item_id))).toHaveLength(1));
    expect(api.callsTo('POST', transition(item.order_item_id))[0]!.body).toEqual({ to: 'Fulfilled', note: '', outcome: 'approved' });

    await user.click(await screen.findByRole('button', { name: 'Refuse replacement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this replacement' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Note for the customer' }), { target: { value: 'The seam is as designed' } });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse replacement' }));
    await waitFor(() => expect(api.callsTo('POST', transition(item.order_item_id))).toHaveLength(2));
    expect(api.callsTo('POST', transition(item.order_item_id))[1]!.body).toEqual({ to: 'Fulfilled', note: 'The seam is as designed', outcome: 'refused' });
  });

  it('says when there is nothing yet, and offers a retry when the list fails', async () => {
    let attempts = 0;
    mockApi({ [`GET ${ITEMS}`]: () => (++attempts === 1 ? fail(500, 'Orders are unavailable') : ok({ order_items: [], total: 0 })) });
    const { user } = renderVendorConsole();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Orders are unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});
