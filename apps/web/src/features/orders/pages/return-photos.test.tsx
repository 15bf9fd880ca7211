import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '@bazaar/contracts';
import { fail, mockApi, ok, type Call, type Reply } from '@/test/mock-api';
import { fakeOrderRecord, fakeRecordItem, noActions } from '../testing/fixtures';
import { renderOrdersPage, signInForOrderTests } from '../testing/render-orders-page';
import OrderDetailsPage from './order-details-page';

signInForOrderTests();

beforeAll(async () => {
  await import('../components/item-action-sheet');
});

// jsdom has no blob URLs: each photo shown gets a made-up one, and the test sees which are given back.
const created = vi.fn((blob: Blob) => `blob:photo-${created.mock.calls.length}-${blob.size}`);
const revoked = vi.fn();
beforeEach(() => {
  created.mockClear();
  revoked.mockClear();
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const ORDER = 'GET /cfs/rest/v3/orders/41';
const UPLOAD = 'POST /cfs/rest/v3/files';
const RETURN = 'POST /cfs/rest/v3/order-items/1/return';
const renderOrder = () => renderOrdersPage(<OrderDetailsPage />, { path: '/userprofile/order/:orderId', entry: '/userprofile/order/41' });
const orderWith = (item: Partial<OrderRecord['order_items'][number]>) => fakeOrderRecord({ order_items: [fakeRecordItem(item)] });
const itemCard = () => screen.findByRole('listitem', { name: 'Brass Diya' });
const RETURNABLE = orderWith({ status: 'Fulfilled', actions: noActions({ can_return: true, return_deadline: '2026-11-30T18:29:59.999Z' }) });

const photo = (name: string, type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], name, { type });
const uploadedFile = (call: Call) => (call.body as FormData).get('file') as File;
/** Answers each upload with a path named after the file. */
const storeUploads = (call: Call): Reply => ok({ path: `uploads/1/7/${uploadedFile(call).name}.webp` });

async function openReturnForm(user: ReturnType<typeof renderOrder>['user']) {
  await user.click(within(await itemCard()).getByRole('button', { name: 'Return or replace' }));
  const dialog = await screen.findByRole('dialog', { name: 'Return or replace' });
  fireEvent.input(within(dialog).getByRole('textbox', { name: 'What is wrong with it?' }), { target: { value: 'Cracked on arrival' } });
  return { dialog, input: within(dialog).getByLabelText('Add photos') };
}

describe('photos on a return request', () => {
  it('uploads each picked photo at once, shows it while it goes, and sends the paths with the request', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      [ORDER]: () => ok(RETURNABLE),
      [UPLOAD]: async (call) => {
        if (uploadedFile(call).name === 'slow.png') await held;
        return storeUploads(call);
      },
      [RETURN]: () => ok({ order_item_id: 1, status: 'Return', actions: noActions({ can_withdraw_return: true }), refund: null }),
    });
    const { user } = renderOrder();
    const { dialog, input } = await openReturnForm(user);
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('.jpg');
    expect(input).toHaveAccessibleDescription(/Up to 5 photos of what is wrong \(PNG, JPEG, WebP, GIF, AVIF, TIFF\), at most 5 MB each\./);

    await user.upload(input, [photo('front.jpg'), photo('slow.png', 'image/png')]);
    const photos = within(dialog).getByRole('list', { name: 'Photos attached: 2 of 5' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1 of 2', 'Photo 2 of 2']);
    expect(await within(photos).findByText('Uploading…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Uploading photos… The request can be sent once they are in.');

    // Each upload is its own multipart call with the session, the file in the field "file".
    const uploads = api.callsTo('POST', '/cfs/rest/v3/files');
    expect(uploads.map((c) => [uploadedFile(c).name, c.headers.Authorization, c.headers['Content-Type']])).toEqual([
      ['front.jpg', 'Bearer x', undefined],
      ['slow.png', 'Bearer x', undefined],
    ]);
    release();
    await waitFor(() => expect(within(dialog).queryByText('Uploading…')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/return')[0]!.body).toEqual({
      kind: 'return',
      reason: 'Cracked on arrival',
      images: ['uploads/1/7/front.jpg.webp', 'uploads/1/7/slow.png.webp'],
    });
    // The previews of the picked files are given back once the form is gone.
    await waitFor(() => expect(revoked).toHaveBeenCalledTimes(2));
  });

  it('says why a photo was not taken: its type or size here, the server’s words when it refuses it', async () => {
    const api = mockApi({
      [ORDER]: () => ok(RETURNABLE),
      [UPLOAD]: (call) =>
        uploadedFile(call).name === 'pdf.png'
          ? fail(400, 'This file is not a PNG, JPEG, WebP, GIF, AVIF or TIFF image, whatever its name says')
          : storeUploads(call),
      [RETURN]: () => ok({ order_item_id: 1, status: 'Return', actions: noActions(), refund: null }),
    });
    const { user } = renderOrder();
    const { dialog, input } = await openReturnForm(user);
    // A file the picker's accept list would hide, chosen anyway ("All files").
    fireEvent.change(input, { target: { files: [photo('scan.bmp', 'image/bmp'), photo('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), photo('ok.jpg')] } });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('scan.bmp is not one of these image types: PNG, JPEG, WebP, GIF, AVIF, TIFF.');
    expect(alert).toHaveTextContent('huge.jpg is over 5 MB.');
    expect(api.callsTo('POST', '/cfs/rest/v3/files').map((c) => uploadedFile(c).name)).toEqual(['ok.jpg']);

    await user.upload(input, photo('pdf.png', 'image/png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'pdf.png was not attached: This file is not a PNG, JPEG, WebP, GIF, AVIF or TIFF image, whatever its name says',
    );
    expect(await within(dialog).findByRole('list', { name: 'Photos attached: 1 of 5' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/return')).toHaveLength(1));
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/return')[0]!.body.images).toEqual(['uploads/1/7/ok.jpg.webp']);
  });

  it('takes at most five photos, and a removed one is not sent; focus goes back to the picker', async () => {
    const api = mockApi({
      [ORDER]: () => ok(RETURNABLE),
      [UPLOAD]: storeUploads,
      [RETURN]: () => ok({ order_item_id: 1, status: 'Return', actions: noActions(), refund: null }),
    });
    const { user } = renderOrder();
    const { dialog, input } = await openReturnForm(user);
    await user.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((n) => photo(`p${n}.jpg`)),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can attach up to 5 photos; the rest were left out.');
    expect(api.callsTo('POST', '/cfs/rest/v3/files')).toHaveLength(5);
    await waitFor(() => expect(within(dialog).queryByText('Uploading…')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    expect(input).toHaveFocus();
    expect(within(dialog).getByRole('list', { name: 'Photos attached: 4 of 5' })).toBeInTheDocument();
    // The remove buttons are reached by keyboard, in order.
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Remove photo 4' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/return')).toHaveLength(1));
    expect(api.callsTo('POST', '/cfs/rest/v3/order-items/1/return')[0]!.body.images).toEqual(['p1', 'p3', 'p4', 'p5'].map((p) => `uploads/1/7/${p}.jpg.webp`));
  });

  it('shows the request’s photos on the order, fetched with the session, and gives their blob URLs back on leaving', async () => {
    const request = {
      request_id: 4,
      kind: 'return' as const,
      reason: 'Cracked on arrival',
      images: ['uploads/1/7/a.webp', 'uploads/1/7/gone.webp'],
      status: 'open' as const,
      created_at: '2026-11-24T10:00:00.000Z',
    };
    const api = mockApi({
      [ORDER]: () => ok(orderWith({ status: 'Return', actions: noActions({ can_withdraw_return: true }), return_request: request })),
      'GET /cfs/rest/v3/cfs-images/absolute': (call) =>
        call.url.searchParams.get('image-path') === 'uploads/1/7/a.webp' ? ok(null) : fail(404, 'There is no such photo'),
    });
    const { unmount } = renderOrder();
    const photos = within(await itemCard()).getByRole('list', { name: 'Your photos' });
    expect(await within(photos).findByRole('img', { name: 'Photo 1 of 2' })).toHaveAttribute('src', expect.stringMatching(/^blob:photo-/));
    expect(await within(photos).findByText('Photo unavailable')).toBeInTheDocument();
    const calls = api.callsTo('GET', '/cfs/rest/v3/cfs-images/absolute');
    expect(calls.map((c) => [c.url.searchParams.get('image-path'), c.headers.Authorization])).toEqual([
      ['uploads/1/7/a.webp', 'Bearer x'],
      ['uploads/1/7/gone.webp', 'Bearer x'],
    ]);
    expect(created).toHaveBeenCalledTimes(1);
    unmount();
    expect(revoked).toHaveBeenCalledWith(created.mock.results[0]!.value);
  });
});
