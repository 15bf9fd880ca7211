import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeVendorItem, ITEMS, renderVendorConsole, setUpVendorTests } from '../testing/render-vendor-console';

setUpVendorTests({ signedIn: true });

const SETTLE = (id: number) => `/vms/rest/v3/order-items/${id}/refund/settle`;
const owed = () =>
  fakeVendorItem({
    product_name: 'Block-print scarf',
    status: 'Refund',
    next: [],
    payment_mode: 'pay_on_delivery',
    refund: { refund_id: 9, order_item_id: 1, amount: 899, status: 'owed', reason: 'returned', provider: 'cod', created_at: '2026-03-06T09:00:00.000Z' },
  });

describe('handing back cash owed', () => {
  it('asks once more, naming the amount, then records it and shows the refund as done', async () => {
    let item = owed();
    const api = mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item], total: 1 }),
      [`POST ${SETTLE(item.order_item_id)}`]: () => {
        item = { ...item, refund: { ...item.refund!, status: 'completed' } };
        return ok(item);
      },
    });
    const { user } = renderVendorConsole();
    const card = await screen.findByRole('listitem', { name: 'Block-print scarf' });
    expect(card).toHaveTextContent('₹899.00, to hand back in cash');
    await user.click(within(card).getByRole('button', { name: 'Mark cash handed back' }));
    const question = within(card).getByRole('group', { name: 'Mark cash handed back' });
    expect(question).toHaveTextContent('Handed ₹899.00 back to the customer?');
    expect(within(question).getByRole('button', { name: 'Yes, handed back' })).toHaveFocus();
    expect(api.callsTo('POST', SETTLE(item.order_item_id))).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Mark cash handed back' })).toHaveFocus());

    await user.click(within(card).getByRole('button', { name: 'Mark cash handed back' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, handed back' }));
    expect(await screen.findByText('Recorded: the cash for Block-print scarf is back with the customer.')).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('₹899.00, refunded'));
    expect(within(card).queryByRole('button', { name: 'Mark cash handed back' })).not.toBeInTheDocument();
  });

  it("says the server's refusal when someone recorded it first", async () => {
    const item = owed();
    mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item], total: 1 }),
      [`POST ${SETTLE(item.order_item_id)}`]: () => fail(409, 'Nothing is owed to the customer for this item'),
    });
    const { user } = renderVendorConsole();
    await user.click(await screen.findByRole('button', { name: 'Mark cash handed back' }));
    await user.click(screen.getByRole('button', { name: 'Yes, handed back' }));
    expect(await screen.findByText('Nothing is owed to the customer for this item')).toBeInTheDocument();
  });
});
