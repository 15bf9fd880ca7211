import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, VendorEnquiryRecord } from '@bazaar/contracts';
import { fail, mockApi, ok, type Call } from '@/test/mock-api';
import { mockEventStream } from '@/test/mock-event-stream';
import { fakeVendorItem, ITEMS, renderVendorConsole, setUpVendorTests, VMS } from '../testing/render-vendor-console';

setUpVendorTests({ signedIn: true });

const ENQUIRIES = `${VMS}/enquiries`;
const status = (id: number) => `${ENQUIRIES}/${id}/status`;
const CHAT = `${VMS}/lead-enquiry`;
const EVENTS = `${VMS}/lead-enquiry/events`;
const OFFERS = `${VMS}/enquiry-offers`;

const NAMES: Record<number, string> = { 1: 'Open', 2: 'In progress', 3: 'Closed', 4: 'Rejected' };
const fakeEnquiry = (id: number, extra: Partial<VendorEnquiryRecord> = {}): VendorEnquiryRecord => ({
  id,
  enquiry_status: 1,
  enquiry_status_display_name: 'Open',
  created_at: '2026-03-02T10:30:00.000Z',
  enquiry_feedback: null,
  enquiry_details: {
    attribute_values: [
      {
        attribute_id: 1,
        attribute_name: 'Colour',
        datatype_id: 30,
        value: 'Indigo',
        sensitive: false,
        masked: false,
        option_names: [],
        supported_extensions: [],
      },
    ],
  },
  product_details: { product_id: 9, product_name: `Dupatta ${id}`, vendor_name: 'Rangrez Block Prints' },
  unread: 0,
  customer_name: 'Priya Sharma',
  ...extra,
});
const moved = (record: VendorEnquiryRecord, to: number, feedback: string | null = null) => ({
  ...record,
  enquiry_status: to,
  enquiry_status_display_name: NAMES[to]!,
  enquiry_feedback: feedback,
});
const message = (id: number, text: string, sender: boolean): ChatMessage => ({ id, message: text, sender, sent_at: `2026-03-02T11:0${id}:00.000Z` });

const card = (name: string) => screen.getByRole('listitem', { name });
const panel = () => screen.getByRole('dialog', { name: /Dupatta/ });

async function openEnquiry(record: VendorEnquiryRecord, routes: Record<string, (call: Call) => ReturnType<typeof ok>> = {}) {
  const api = mockApi({
    [`GET ${ENQUIRIES}`]: () => ok({ enquiries: [record], total: 1 }),
    [`GET ${CHAT}`]: () => ok({ messages: [], unread: 0 }),
    [`GET ${OFFERS}`]: () => ok({ offers: [] }),
    ...routes,
  });
  const stream = mockEventStream(EVENTS);
  const view = renderVendorConsole('/vendor-console?view=enquiries');
  await screen.findByRole('listitem', { name: record.product_details.product_name });
  await view.user.click(screen.getByRole('button', { name: `View the enquiry about ${record.product_details.product_name}` }));
  await screen.findByRole('dialog', { name: record.product_details.product_name });
  return { ...view, api, stream };
}

describe('vendor console enquiries', () => {
  it('lists the vendor’s enquiries with customer, status, date and unread count, filtered by status in the address bar', async () => {
    const api = mockApi({
      [`GET ${ENQUIRIES}`]: (call) =>
        call.url.searchParams.get('enquiry-status') === '3'
          ? ok({ enquiries: [fakeEnquiry(5, { enquiry_status: 3, enquiry_status_display_name: 'Closed', enquiry_feedback: 'Sold out' })], total: 1 })
          : ok({ enquiries: [fakeEnquiry(1, { unread: 2 }), fakeEnquiry(2, { enquiry_status: 2, enquiry_status_display_name: 'In progress' })], total: 12 }),
    });
    const { user } = renderVendorConsole('/vendor-console?view=enquiries');
    const first = await screen.findByRole('listitem', { name: 'Dupatta 1' });
    expect(first).toHaveTextContent('From Priya Sharma');
    expect(first).toHaveTextContent('Sent on 2 Mar 2026');
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(card('Dupatta 2')).getByText('In progress')).toBeInTheDocument();
    expect(within(card('Dupatta 2')).queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByText('12 enquiries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    const firstCall = api.callsTo('GET', ENQUIRIES)[0]!;
    expect(firstCall.url.searchParams.get('page-number')).toBe('1');
    expect(firstCall.url.searchParams.get('enquiry-status')).toBeNull();
    expect(firstCall.headers.Authorization).toBe('Bearer vendor-token-1');

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByRole('listitem', { name: 'Dupatta 5' })).toHaveTextContent('Closed');
    expect(screen.queryByRole('listitem', { name: 'Dupatta 1' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', ENQUIRIES).at(-1)!.url.searchParams.get('enquiry-status')).toBe('3');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts work on an open enquiry, then closes it only with feedback', async () => {
    const record = fakeEnquiry(7);
    const { user, api } = await openEnquiry(record, {
      [`POST ${status(7)}`]: (call) => ok(moved(record, call.body.enquiry_status, call.body.feedback ?? null)),
    });
    await user.click(within(panel()).getByRole('button', { name: 'Start working on it' }));
    await waitFor(() => expect(api.callsTo('POST', status(7))).toHaveLength(1));
    expect(api.callsTo('POST', status(7))[0]!.body).toEqual({ enquiry_status: 2 });
    await waitFor(() => expect(within(panel()).queryByRole('button', { name: 'Start working on it' })).not.toBeInTheDocument());
    expect(within(panel()).getByText('In progress')).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Close enquiry' }));
    const sheet = await screen.findByRole('dialog', { name: 'Close the enquiry' });
    await user.click(within(sheet).getByRole('button', { name: 'Close and send feedback' }));
    expect(await within(sheet).findByText('Write a few words of feedback for the customer.')).toBeInTheDocument();
    expect(api.callsTo('POST', status(7))).toHaveLength(1);
    await user.type(within(sheet).getByRole('textbox', { name: 'Feedback for the customer' }), '  Delivered the sample piece  ');
    await user.click(within(sheet).getByRole('button', { name: 'Close and send feedback' }));
    await waitFor(() => expect(api.callsTo('POST', status(7))).toHaveLength(2));
    expect(api.callsTo('POST', status(7))[1]!.body).toEqual({ enquiry_status: 3, feedback: 'Delivered the sample piece' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close the enquiry' })).not.toBeInTheDocument());
    expect(within(panel()).getByText('Closed')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Reject enquiry' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: 'Message to the customer' })).toBeDisabled();
  });

  it('shows the server’s refusal when the move is no longer allowed (409)', async () => {
    const { user } = await openEnquiry(fakeEnquiry(8, { enquiry_status: 2, enquiry_status_display_name: 'In progress' }), {
      [`POST ${status(8)}`]: () => fail(409, 'This enquiry is Closed and cannot be moved to Rejected'),
    });
    expect(within(panel()).queryByRole('button', { name: 'Start working on it' })).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Reject enquiry' }));
    const sheet = await screen.findByRole('dialog', { name: 'Reject the enquiry' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Feedback for the customer' }), 'We cannot dye this fabric');
    await user.click(within(sheet).getByRole('button', { name: 'Reject and send feedback' }));
    expect(await within(sheet).findByText('This enquiry is Closed and cannot be moved to Rejected')).toBeInTheDocument();
    expect(within(sheet).getByRole('textbox', { name: 'Feedback for the customer' })).toHaveValue('We cannot dye this fabric');
  });

  it('chats as the vendor: its own messages (sender false) on the right, sent to /vms with the vendor token', async () => {
    // The server keeps what it is sent: a read after the POST has it too.
    const stored = [message(1, 'Is it silk?', true), message(2, 'Yes, pure silk.', false)];
    const { user, api } = await openEnquiry(fakeEnquiry(9), {
      [`GET ${CHAT}`]: () => ok({ messages: stored, unread: 1 }),
      [`POST ${CHAT}`]: () => {
        stored.push(message(3, 'Shall I send a swatch?', false));
        return ok(stored[2]);
      },
    });
    const bubbles = () => within(within(panel()).getByRole('region', { name: 'Messages' })).getAllByRole('listitem');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const [theirs, own] = bubbles();
    expect(theirs).toHaveTextContent('The customer said:Is it silk?');
    expect(theirs!.className).toContain('self-start');
    expect(own).toHaveTextContent('You said:Yes, pure silk.');
    expect(own!.className).toContain('self-end');
    const read = api.callsTo('GET', CHAT)[0]!;
    expect(read.url.searchParams.get('room-type')).toBe('2');
    expect(read.url.searchParams.get('enquiry-id')).toBe('9');
    expect(read.headers.Authorization).toBe('Bearer vendor-token-1');
    await user.type(within(panel()).getByRole('textbox', { name: 'Message to the customer' }), 'Shall I send a swatch?{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(api.callsTo('POST', CHAT)[0]!.body).toEqual({ message: 'Shall I send a swatch?', enquiry_id: 9 });
    expect(bubbles()[2]!.className).toContain('self-end');
  });

  it('has an Offer tab with the offer form, and the answers under Details', async () => {
    const { user, api } = await openEnquiry(fakeEnquiry(10));
    await user.click(within(panel()).getByRole('tab', { name: 'Details' }));
    expect(within(panel()).getByText('Indigo')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('tab', { name: 'Offer' }));
    await waitFor(() => expect(api.callsTo('GET', OFFERS)).toHaveLength(1));
    expect(api.callsTo('GET', OFFERS)[0]!.url.searchParams.get('enquiry-id')).toBe('10');
    expect(await within(panel()).findByRole('button', { name: /offer/i })).toBeInTheDocument();
  });

  it('opens a request item’s form and chat (room-type 1) from the order items', async () => {
    const item = fakeVendorItem({ product_name: 'Made-to-order kurta', item_type: 'request_item' });
    const api = mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item, fakeVendorItem({ product_name: 'Bedsheet' })], total: 2 }),
      [`GET ${VMS}/get-crf-attributes`]: () =>
        ok({
          order_item_id: item.order_item_id,
          form_title_display_name: 'Measurements',
          attributes: [
            {
              attribute_id: 4,
              attribute_name: 'Chest',
              datatype_id: 30,
              required: true,
              sensitive: false,
              option_names: [],
              supported_extension: [],
              input_config: {},
              value: '96 cm',
              masked: false,
            },
          ],
        }),
      [`GET ${CHAT}`]: () => ok({ messages: [], unread: 0 }),
    });
    mockEventStream(EVENTS);
    const { user } = renderVendorConsole();
    await screen.findByRole('listitem', { name: 'Made-to-order kurta' });
    expect(within(card('Bedsheet')).queryByRole('button', { name: 'Request form' })).not.toBeInTheDocument();
    await user.click(within(card('Made-to-order kurta')).getByRole('button', { name: 'Request form' }));
    const sheet = await screen.findByRole('dialog', { name: 'Made-to-order kurta' });
    expect(await within(sheet).findByText('96 cm')).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: 'Measurements' })).toBeInTheDocument();
    expect(api.callsTo('GET', `${VMS}/get-crf-attributes`)[0]!.url.searchParams.get('order-item-id')).toBe(String(item.order_item_id));
    await user.click(within(sheet).getByRole('tab', { name: 'Chat' }));
    await within(sheet).findByText('No messages yet');
    const read = api.callsTo('GET', CHAT)[0]!.url.searchParams;
    expect(read.get('room-type')).toBe('1');
    expect(read.get('order-item-id')).toBe(String(item.order_item_id));
  });
});
