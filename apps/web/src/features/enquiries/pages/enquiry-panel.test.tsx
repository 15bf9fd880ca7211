import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { mockEventStream } from '@/test/mock-event-stream';
import { renderWithShell } from '@/test/render-with-shell';
import { fakeAttribute, fakeEnquiry } from '../testing/fixtures';
import { signInForEnquiryTests } from '../testing/sign-in';
import EnquiriesPage from './enquiries-page';

signInForEnquiryTests();

const LIST = 'GET /cfs/rest/v3/enquiry';
const CHAT = {
  'GET /cfs/rest/v3/lead-enquiry': () => ok({ messages: [], unread: 0 }),
  'GET /cfs/rest/v3/enquiry-offers': () => ok({ offers: [] }),
};
const PHONE = fakeAttribute({ attribute_id: 2, attribute_name: 'Phone for the fitting', datatype_id: 12, value: '********', sensitive: true, masked: true });
const PHOTO = fakeAttribute({ attribute_id: 3, attribute_name: 'Fabric photo', datatype_id: 16, value: 'uploads/1/5/a3/one.webp' });
const PDF = fakeAttribute({ attribute_id: 4, attribute_name: 'Size chart', datatype_id: 19, value: 'uploads/1/5/a4/chart.pdf' });
const COLOURS = fakeAttribute({ attribute_id: 5, attribute_name: 'Colours', datatype_id: 1, value: 'Navy,Sky blue', option_names: ['Navy', 'Sky blue'] });
const EMPTY = fakeAttribute({ attribute_id: 6, attribute_name: 'Notes', datatype_id: 32, value: '' });

const created = vi.fn(() => 'blob:photo');
beforeEach(() => {
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
  mockEventStream('/cfs/rest/v3/lead-enquiry/events');
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openPanel(product = 'Tailored Kurta') {
  const view = renderWithShell(<EnquiriesPage />, { path: '/enquiries', entry: '/enquiries', toaster: true });
  await view.user.click(await screen.findByRole('button', { name: `View details of ${product}` }));
  const panel = await screen.findByRole('dialog', { name: product });
  return { ...view, panel };
}
const tabNames = (panel: HTMLElement) =>
  within(within(panel).getByRole('tablist', { name: 'Conversation sections' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

function withList(enquiries: ReturnType<typeof fakeEnquiry>[], extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    [LIST]: (call) => (call.url.searchParams.get('reveal') ? fail(500, 'unexpected') : ok({ enquiries, total: enquiries.length })),
    ...CHAT,
    ...extra,
  });
}

describe('the enquiry panel', () => {
  it('opens on the chat, with details only when there are answers and feedback only when there is some', async () => {
    withList([fakeEnquiry({ enquiry_details: { attribute_values: [] } })]);
    const { panel, user } = await openPanel();
    expect(tabNames(panel)).toEqual(['Chat']);
    expect(within(panel).getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Open')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds an Offers tab once the vendor made an offer, where the customer accepts it into the checkout', async () => {
    const offer = {
      id: 41,
      enquiry_id: 7,
      product_id: 31,
      product_name: 'Tailored Kurta',
      unit_price: 2400,
      quantity: 2,
      total: 4800,
      currency: { symbol: '₹', iso_code: 'INR', number_to_basic: 100 },
      valid_until: '2099-12-01T18:30:00.000Z',
      status: 'open',
      created_at: '2026-11-21T10:05:00.000Z',
      order_id: null,
    };
    const api = withList([fakeEnquiry({ id: 7, enquiry_status: 2, enquiry_details: { attribute_values: [] } })], {
      'GET /cfs/rest/v3/enquiry-offers': (call) => ok({ offers: call.url.searchParams.get('enquiry-id') === '7' ? [offer] : [] }),
      'POST /cfs/rest/v3/enquiry-offers/41/accept': () => ok({ offer: { ...offer, status: 'accepted' }, cart_item_id: 9 }),
    });
    const { panel, user } = await openPanel();
    await within(panel).findByRole('tab', { name: 'Offers' });
    expect(tabNames(panel)).toEqual(['Chat', 'Offers']);
    await user.click(within(panel).getByRole('tab', { name: 'Offers' }));
    expect(within(panel).getByText('₹4,800.00')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Accept/ }));
    expect(api.callsTo('POST', '/cfs/rest/v3/enquiry-offers/41/accept')).toHaveLength(1);
  });

  it('reads the list again every 20 s while the panel is open, so a vendor closing the enquiry closes its chat', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let status = 1;
      const api = mockApi({
        [LIST]: () => ok({ enquiries: [fakeEnquiry({ enquiry_status: status, enquiry_feedback: status === 3 ? 'Sent the quote by post' : null })], total: 1 }),
        ...CHAT,
      });
      const { panel } = await openPanel();
      expect(within(panel).getByRole('textbox', { name: 'Message to the vendor' })).toBeEnabled();
      const reads = api.callsTo('GET', '/cfs/rest/v3/enquiry').length;
      status = 3;
      await vi.advanceTimersByTimeAsync(19_000);
      expect(api.callsTo('GET', '/cfs/rest/v3/enquiry')).toHaveLength(reads);
      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Message to the vendor' })).toBeDisabled());
      expect(within(panel).getByText('This enquiry is closed, so no more messages can be sent.')).toBeInTheDocument();
      expect(tabNames(panel)).toEqual(['Chat', 'Details', 'Feedback']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the feedback of a closed enquiry, and keeps its chat read-only with the reason', async () => {
    withList([fakeEnquiry({ enquiry_status: 3, enquiry_status_display_name: 'Closed', enquiry_feedback: 'Delivered the sample; thank you!' })]);
    const { panel, user } = await openPanel();
    expect(tabNames(panel)).toEqual(['Chat', 'Details', 'Feedback']);
    expect(within(panel).getByRole('textbox', { name: 'Message to the vendor' })).toBeDisabled();
    expect(within(panel).getByText('This enquiry is closed, so no more messages can be sent.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Feedback' }));
    expect(within(panel).getByRole('tabpanel')).toHaveTextContent('Delivered the sample; thank you!');
  });

  it('says a rejected enquiry cannot be written to', async () => {
    withList([fakeEnquiry({ enquiry_status: 4, enquiry_status_display_name: 'Rejected' })]);
    const { panel } = await openPanel();
    expect(within(panel).getByText('This enquiry was rejected, so no more messages can be sent.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('lists the answers: options joined, not-available for an empty one, days and times as spec §5 writes them', async () => {
    const day = fakeAttribute({ attribute_id: 7, attribute_name: 'Event date', datatype_id: 5, value: '2026-12-12' });
    const at = fakeAttribute({ attribute_id: 8, attribute_name: 'Fitting', datatype_id: 14, value: '2026-12-05T18:30' });
    withList([fakeEnquiry({ enquiry_details: { attribute_values: [fakeAttribute(), COLOURS, EMPTY, day, at] } })]);
    const { panel, user } = await openPanel();
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    const list = within(panel).getByLabelText('Enquiry details');
    expect(list.tagName).toBe('DL');
    expect(list.className).toContain('max-h-90');
    const values = within(list)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['40', 'Navy, Sky blue', 'Not available', '12-12-2026', '05-12-2026, 06:30 PM']);
    expect(
      within(list)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Chest (inches)', 'Colours', 'Notes', 'Event date', 'Fitting']);
  });

  it('shows a sensitive answer only while the eye is pressed, asking the server for it in clear', async () => {
    const api = withList([fakeEnquiry({ enquiry_details: { attribute_values: [PHONE] } })]);
    api.routes[LIST] = (call) =>
      call.url.searchParams.get('reveal') === 'true'
        ? ok({ enquiries: [fakeEnquiry({ enquiry_details: { attribute_values: [{ ...PHONE, value: '+91 98765 43210', masked: false }] } })], total: 1 })
        : ok({ enquiries: [fakeEnquiry({ enquiry_details: { attribute_values: [PHONE] } })], total: 1 });
    const { panel, user } = await openPanel();
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    const answer = within(panel).getByRole('definition');
    expect(answer).toHaveTextContent('********Hidden');
    const reveals = () => api.callsTo('GET', '/cfs/rest/v3/enquiry').filter((c) => c.url.searchParams.get('reveal') === 'true');
    expect(reveals()).toHaveLength(0);
    await user.click(within(answer).getByRole('button', { name: 'Show Phone for the fitting' }));
    expect(await within(answer).findByText('+91 98765 43210')).toBeInTheDocument();
    expect(reveals()[0]!.url.searchParams.get('enquiry-id')).toBe('7');
    await user.click(within(answer).getByRole('button', { name: 'Hide Phone for the fitting' }));
    expect(answer).toHaveTextContent('********Hidden');
    expect(answer).not.toHaveTextContent('98765');
  });

  it('fetches a photo only when it is pressed, and downloads a PDF under the field’s name', async () => {
    const api = withList([fakeEnquiry({ enquiry_details: { attribute_values: [PHOTO, PDF] } })], {
      'GET /cfs/rest/v3/cfs-images/absolute': () => ok(null),
      'GET /cfs/rest/v3/document/absolute': () => ok(null),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { panel, user } = await openPanel();
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    expect(api.callsTo('GET', '/cfs/rest/v3/cfs-images/absolute')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Show Fabric photo, image 1 of 1' }));
    expect(await within(panel).findByRole('img', { name: 'Fabric photo, image 1 of 1' })).toHaveAttribute('src', 'blob:photo');
    const image = api.callsTo('GET', '/cfs/rest/v3/cfs-images/absolute')[0]!.url.searchParams;
    expect(image.get('image-path')).toBe('uploads/1/5/a3/one.webp');
    expect(image.get('attribute_id')).toBe('3');
    await user.click(within(panel).getByRole('button', { name: 'Download Size chart.pdf' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/cfs/rest/v3/document/absolute')[0]!.url.searchParams.get('document-path')).toBe('uploads/1/5/a4/chart.pdf');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('Size chart.pdf');
    clicked.mockRestore();
  });

  it('only logs a failed download (spec §8)', async () => {
    withList([fakeEnquiry({ enquiry_details: { attribute_values: [PDF] } })], { 'GET /cfs/rest/v3/document/absolute': () => fail(404, 'No such file') });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { panel, user } = await openPanel();
    await user.click(within(panel).getByRole('tab', { name: 'Details' }));
    await user.click(within(panel).getByRole('button', { name: 'Download Size chart.pdf' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('shows unread messages on the card and reads the list again once the panel is closed', async () => {
    const api = withList([fakeEnquiry({ unread: 2 })]);
    const { user } = renderWithShell(<EnquiriesPage />, { path: '/enquiries', entry: '/enquiries' });
    const card = await screen.findByRole('listitem', { name: 'Tailored Kurta' });
    expect(within(card).getByText('2 unread messages')).toBeInTheDocument();
    api.routes[LIST] = () => ok({ enquiries: [fakeEnquiry({ unread: 0 })], total: 1 });
    await user.click(within(card).getByRole('button', { name: 'View details of Tailored Kurta' }));
    await screen.findByRole('dialog', { name: 'Tailored Kurta' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Tailored Kurta' })).queryByText(/unread/)).not.toBeInTheDocument());
  });
});
