import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '@bazaar/contracts';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeOrderRecord, fakeRecordItem, noActions } from '../testing/fixtures';
import { renderOrdersPage, signInForOrderTests } from '../testing/render-orders-page';
import OrderDetailsPage from './order-details-page';

signInForOrderTests();

// The sheet is a lazy chunk of its own (the form kit comes with it); loaded once here as a shopper's
// browser has it by the time they choose an action, rather than on the first test's clock.
beforeAll(async () => {
  await import('../components/item-action-sheet');
});

const ORDER = 'GET /cfs/rest/v3/orders/41';
const renderOrder = () => renderOrdersPage(<OrderDetailsPage />, { path: '/userprofile/order/:orderId', entry: '/userprofile/order/41' });
const orderWith = (item: Partial<OrderRecord['order_items'][number]>) => fakeOrderRecord({ order_items: [fakeRecordItem(item)] });
const itemCard = () => screen.findByRole('listitem', { name: 'Brass Diya' });

const CANCELLABLE = orderWith({
  actions: noActions({
    can_cancel: true,
    cancel_deadline: '2026-11-25T09:00:00.000Z',
    cancellation_charge: 50,
    cancel_refund: 350,
    cancel_refund_deadline: '2026-11-22T18:29:59.999Z',
  }),
});

describe('order item actions', () => {
  it('cancels an item after stating the deadline, the charge and the refund, and shows the answer', async () => {
    let order = CANCELLABLE;
    const api = mockApi({
      [ORDER]: () => ok(order),
      'POST /cfs/rest/v3/order-items/1/cancel': () => {
        const refund = {
          refund_id: 9,
          order_item_id: 1,
          amount: 350,
          status: 'pending' as const,
          reason: 'cancelled' as const,
          provider: 'cashfree',
          created_at: '2026-11-21T12:00:00.000Z',
        };
        order = { ...orderWith({ status: 'Cancelled', actions: noActions() }), refunds: [refund] };
        return ok({ order_item_id: 1, status: 'Cancelled', actions: noActions(), refund });
      },
    });
    const { user } = renderOrder();
    const card = await itemCard();
    expect(card).toHaveTextContent('Until 25 Nov 2026, 09:00 AM');
    await user.click(within(card).getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    expect(dialog).toHaveAccessibleDescription('Brass Diya');
    expect(dialog).toHaveTextContent('You can cancel until 25 Nov 2026, 09:00 AM.');
    expect(dialog).toHaveTextContent('Cancellation charge: ₹50.00');
    expect(dialog).toHaveTextContent('You get back: ₹350.00');
    expect(dialog).toHaveTextContent('This refund applies if you cancel by 22 Nov 2026, 06:29 PM.');

    // Too short a reason is caught before anything is sent.
    const reason = within(dialog).getByRole('textbox', { name: 'Why are you cancelling?' });
    fireEvent.input(reason, { target: { value: 'no' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    expect(await within(dialog).findByText('Say why in a few more words.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/cancel')).toHaveLength(0);

    fireEvent.input(reason, { target: { value: 'Ordered it twice' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/cancel')[0]!.body).toEqual({ reason: 'Ordered it twice' });
    expect(await screen.findByText('The item is cancelled.')).toBeInTheDocument();
    expect(within(await itemCard()).getByText('Cancelled')).toBeInTheDocument();
    expect(within(await itemCard()).queryByRole('button', { name: 'Cancel item' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Refunds' })).toHaveTextContent('₹350.00On its way');
    // The order was asked again for its history and refund.
    await waitFor(() => expect(api.callsTo('GET', '/cfs/rest/v3/orders/41').length).toBeGreaterThan(1));
  });

  it('shows the API’s message when it refuses a cancellation, keeps the dialog open and refreshes the order', async () => {
    const api = mockApi({
      [ORDER]: () => ok(CANCELLABLE),
      'POST /cfs/rest/v3/order-items/1/cancel': () => fail(409, 'This item has shipped and can no longer be cancelled'),
    });
    const { user } = renderOrder();
    await user.click(within(await itemCard()).getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    fireEvent.input(within(dialog).getByRole('textbox'), { target: { value: 'Changed my mind' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This item has shipped and can no longer be cancelled');
    await waitFor(() => expect(api.callsTo('GET', '/cfs/rest/v3/orders/41')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Keep item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when a cancellation refunds nothing', async () => {
    mockApi({ [ORDER]: () => ok(orderWith({ payment_mode: 'pay_on_delivery', actions: noActions({ can_cancel: true }) })) });
    const { user } = renderOrder();
    await user.click(within(await itemCard()).getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No cancellation charge.');
    expect(dialog).toHaveTextContent('Nothing is refunded for this item.');
  });

  it('asks for a return or a replacement, with each one’s deadline, and sends the kind and reason', async () => {
    let order = orderWith({
      status: 'Fulfilled',
      actions: noActions({ can_return: true, return_deadline: '2026-11-30T18:29:59.999Z', can_replace: true, replace_deadline: '2026-11-27T18:29:59.999Z' }),
    });
    const api = mockApi({
      [ORDER]: () => ok(order),
      'POST /cfs/rest/v3/order-items/1/return': () => {
        order = orderWith({ status: 'Return', actions: noActions({ can_withdraw_return: true }) });
        return ok({ order_item_id: 1, status: 'Return', actions: noActions({ can_withdraw_return: true }), refund: null });
      },
    });
    const { user } = renderOrder();
    await user.click(within(await itemCard()).getByRole('button', { name: 'Return or replace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return or replace' });
    const kinds = within(dialog).getByRole('group', { name: 'What would you like?' });
    expect(within(kinds).getByRole('radio', { name: /Return it for a refund/ })).toBeChecked();
    expect(
      within(kinds)
        .getByRole('radio', { name: /Return it for a refund/ })
        .closest('label'),
    ).toHaveTextContent('Until 30 Nov 2026');
    const replacement = within(kinds).getByRole('radio', { name: /Get a replacement/ });
    expect(replacement.closest('label')).toHaveTextContent('Until 27 Nov 2026');
    await user.click(replacement);
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'What is wrong with it?' }), { target: { value: 'Cracked on arrival' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/return')[0]!.body).toEqual({ kind: 'replacement', reason: 'Cracked on arrival', images: [] });
    expect(await screen.findByText('Your request is sent to the seller.')).toBeInTheDocument();
    expect(within(await itemCard()).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
  });

  it('withdraws an open request and shows it withdrawn', async () => {
    const request = {
      request_id: 4,
      kind: 'return' as const,
      reason: 'Too small',
      images: [],
      status: 'open' as const,
      created_at: '2026-11-24T10:00:00.000Z',
    };
    let order = orderWith({ status: 'Return', actions: noActions({ can_withdraw_return: true }), return_request: request });
    const api = mockApi({
      [ORDER]: () => ok(order),
      'DELETE /cfs/rest/v3/order-items/1/return': () => {
        order = orderWith({ status: 'Fulfilled', actions: noActions({ can_review: true }), return_request: { ...request, status: 'withdrawn' } });
        return ok({ order_item_id: 1, status: 'Fulfilled', actions: noActions({ can_review: true }), refund: null });
      },
    });
    const { user } = renderOrder();
    const card = await itemCard();
    expect(card).toHaveTextContent('Return requested · Waiting for the seller');
    expect(card).toHaveTextContent('Too small');
    await user.click(within(card).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Your request is withdrawn.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/cfs/rest/v3/order-items/1/return')).toHaveLength(1);
    expect(within(await itemCard()).getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(await itemCard()).toHaveTextContent('Return requested · Withdrawn');
  });

  it('writes a review with stars, a title and a text, and shows it once written', async () => {
    let order = orderWith({ status: 'Fulfilled', actions: noActions({ can_review: true }) });
    const api = mockApi({
      [ORDER]: () => ok(order),
      'POST /cfs/rest/v3/order-items/1/review': (call) => {
        order = orderWith({ status: 'Fulfilled', actions: noActions(), review: { ...call.body, created_at: '2026-11-25T10:00:00.000Z' } });
        return ok({ order_item_id: 1, status: 'Fulfilled', actions: noActions(), refund: null });
      },
    });
    const { user } = renderOrder();
    await user.click(within(await itemCard()).getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    // A rating is needed.
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await within(dialog).findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/review')).toHaveLength(0);

    const stars = within(dialog).getByRole('group', { name: 'Your rating' });
    await user.click(within(stars).getByRole('radio', { name: '5 out of 5' }));
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Title (optional)' }), { target: { value: 'Lovely glow' } });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Your review (optional)' }), { target: { value: 'Bright and well made.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/review')[0]!.body).toEqual({ rating: 5, title: 'Lovely glow', body: 'Bright and well made.' });
    expect(await screen.findByText('Thank you for your review.')).toBeInTheDocument();
    const card = await itemCard();
    expect(await within(card).findByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Lovely glow');
    expect(within(card).queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('shows the API’s message when a review is refused', async () => {
    mockApi({
      [ORDER]: () => ok(orderWith({ status: 'Fulfilled', actions: noActions({ can_review: true }) })),
      'POST /cfs/rest/v3/order-items/1/review': () => fail(409, 'You have already reviewed this item'),
    });
    const { user } = renderOrder();
    await user.click(within(await itemCard()).getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '3 out of 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reviewed this item');
  });
});
