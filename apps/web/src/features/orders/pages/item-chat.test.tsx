import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordNamespaces } from '@/features/i18n/testing/record-namespaces';
import { fail, mockApi, ok } from '@/test/mock-api';
import { mockEventStream } from '@/test/mock-event-stream';
import { fakeOrderRecord, fakeRecordItem } from '../testing/fixtures';
import { renderOrdersPage, signInForOrderTests } from '../testing/render-orders-page';
import OrderDetailsPage from './order-details-page';

signInForOrderTests();

const ORDER = 'GET /cfs/rest/v3/orders/41';
const FORM = 'GET /cfs/rest/v3/get-crf-attributes';
const order = () =>
  fakeOrderRecord({
    order_items: [
      fakeRecordItem(),
      fakeRecordItem({ order_item_id: 9, product_id: 30, product_name: 'Office Cleaning Contract', vendor_name: 'Sparkle Homes', item_type: 'request_item' }),
    ],
  });
const FORM_BODY = {
  order_item_id: 9,
  form_title_display_name: 'Cleaning requirements',
  attributes: [
    {
      attribute_id: 11,
      attribute_name: 'Floor area (sq ft)',
      datatype_id: 30,
      required: true,
      sensitive: false,
      option_names: [],
      supported_extension: [],
      input_config: {},
      value: '2400',
      masked: false,
    },
    {
      attribute_id: 12,
      attribute_name: 'Days',
      datatype_id: 1,
      required: false,
      sensitive: false,
      option_names: ['Mon', 'Wed', 'Fri', 'Sun'],
      supported_extension: [],
      input_config: {},
      value: 'Mon,Fri',
      masked: false,
    },
  ],
};

const renderOrder = () => renderOrdersPage(<OrderDetailsPage />, { path: '/userprofile/order/:orderId', entry: '/userprofile/order/41' });

describe('the chat of a request-based order item', () => {
  it('is offered only on request items, with their unread count, and opens the panel on the item’s room and form', async () => {
    const api = mockApi({
      [ORDER]: () => ok(order()),
      'GET /cfs/rest/v3/lead-enquiry/rooms': () =>
        ok({
          rooms: [
            {
              room_type: 1,
              enquiry_id: null,
              order_item_id: 9,
              product_name: 'Office Cleaning Contract',
              last_message: 'Hi',
              last_sent_at: '2026-11-21T10:00:00.000Z',
              unread: 3,
            },
          ],
          total_unread: 3,
        }),
      'GET /cfs/rest/v3/lead-enquiry': () =>
        ok({ messages: [{ id: 1, message: 'We can start on Monday.', sender: false, sent_at: '2026-11-21T10:00:00.000Z' }], unread: 1 }),
      [FORM]: () => ok(FORM_BODY),
    });
    mockEventStream('/cfs/rest/v3/lead-enquiry/events');
    const namespaces = recordNamespaces();
    const { user } = renderOrder();
    const item = await screen.findByRole('listitem', { name: 'Office Cleaning Contract' });
    const chat = within(item).getByRole('button', { name: /^Chat/ });
    await waitFor(() => expect(chat).toHaveTextContent('3 unread messages'));
    expect(screen.getAllByRole('button', { name: /^Chat/ })).toHaveLength(1);
    await user.click(chat);
    const panel = await screen.findByRole('dialog', { name: 'Office Cleaning Contract' });
    expect(await within(panel).findByText('We can start on Monday.')).toBeInTheDocument();
    const room = api.callsTo('GET', '/cfs/rest/v3/lead-enquiry')[0]!.url.searchParams;
    expect([room.get('room-type'), room.get('order-item-id')]).toEqual(['1', '9']);
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Chat', 'Details']);
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    expect(await within(panel).findByRole('heading', { name: 'Cleaning requirements' })).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['2400', 'Mon, Fri']);
    expect(api.callsTo('GET', '/cfs/rest/v3/get-crf-attributes')[0]!.url.searchParams.get('order-item-id')).toBe('9');
    namespaces.expectAllListed('order-details');
  });

  it("shows the buyer's own sensitive answer only once its eye is pressed, asking the server for it in clear", async () => {
    const phone = { ...FORM_BODY.attributes[0]!, attribute_id: 13, attribute_name: 'Site phone', datatype_id: 12, sensitive: true };
    const api = mockApi({
      [ORDER]: () => ok(order()),
      'GET /cfs/rest/v3/lead-enquiry/rooms': () => ok({ rooms: [], total_unread: 0 }),
      'GET /cfs/rest/v3/lead-enquiry': () => ok({ messages: [], unread: 0 }),
      [FORM]: (call) =>
        ok({
          ...FORM_BODY,
          attributes: [
            call.url.searchParams.get('reveal') === 'true'
              ? { ...phone, value: '+91 98450 12345', masked: false }
              : { ...phone, value: '********', masked: true },
          ],
        }),
    });
    mockEventStream('/cfs/rest/v3/lead-enquiry/events');
    const { user } = renderOrder();
    const item = await screen.findByRole('listitem', { name: 'Office Cleaning Contract' });
    await user.click(within(item).getByRole('button', { name: /^Chat/ }));
    const panel = await screen.findByRole('dialog', { name: 'Office Cleaning Contract' });
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    await within(panel).findByRole('heading', { name: 'Cleaning requirements' });
    expect(within(panel).queryByText('+91 98450 12345')).toBeNull();
    expect(api.callsTo('GET', '/cfs/rest/v3/get-crf-attributes').filter((c) => c.url.searchParams.get('reveal') === 'true')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Show Site phone' }));
    expect(await within(panel).findByText('+91 98450 12345')).toBeInTheDocument();
    expect(api.callsTo('GET', '/cfs/rest/v3/get-crf-attributes').filter((c) => c.url.searchParams.get('reveal') === 'true')).toHaveLength(1);
  });

  it('shows a skeleton while the form loads and the something-went-wrong message when it fails', async () => {
    let answer!: () => void;
    mockApi({
      [ORDER]: () => ok(order()),
      'GET /cfs/rest/v3/lead-enquiry': () => ok({ messages: [], unread: 0 }),
      [FORM]: () => new Promise((resolve) => (answer = () => resolve(fail(500, 'Database unavailable')))),
    });
    mockEventStream('/cfs/rest/v3/lead-enquiry/events');
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: /^Chat/ }));
    const panel = await screen.findByRole('dialog', { name: 'Office Cleaning Contract' });
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    expect(within(panel).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
