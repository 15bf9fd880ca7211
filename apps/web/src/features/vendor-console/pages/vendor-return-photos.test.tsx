import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { fakeVendorItem, ITEMS, renderVendorConsole, setUpVendorTests } from '../testing/render-vendor-console';

setUpVendorTests({ signedIn: true });

// jsdom has no blob URLs: each photo shown gets a made-up one, and the test sees which are given back.
const created = vi.fn((_: Blob) => `blob:vendor-photo-${created.mock.calls.length}`);
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

describe('return photos in the vendor console', () => {
  it("shows the customer's photos on the item, fetched with the vendor token, and a note for one that cannot be had", async () => {
    const item = fakeVendorItem({
      product_name: 'Block-print scarf',
      status: 'Return',
      next: ['Refund', 'Fulfilled'],
      return_request: {
        request_id: 1,
        kind: 'return',
        reason: 'The colour ran in the first wash',
        images: ['uploads/1/7/wash.webp', 'uploads/1/7/label.webp', 'uploads/1/7/gone.webp'],
        status: 'open',
        created_at: '2026-03-05T09:00:00.000Z',
      },
    });
    const photoPath = `${ITEMS}/${item.order_item_id}/return-images`;
    const api = mockApi({
      [`GET ${ITEMS}`]: () => ok({ order_items: [item, fakeVendorItem({ product_name: 'Indigo kurta' })], total: 2 }),
      [`GET ${photoPath}`]: (call) => (call.url.searchParams.get('path') === 'uploads/1/7/gone.webp' ? fail(404, 'There is no such photo') : ok(null)),
    });
    const { unmount } = renderVendorConsole();
    const card = await screen.findByRole('listitem', { name: 'Block-print scarf' });
    const photos = within(card).getByRole('list', { name: 'Photos from the customer' });
    expect(await within(photos).findByRole('img', { name: 'Photo 1 of 3 from the customer' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:vendor-photo-/),
    );
    expect(await within(photos).findByRole('img', { name: 'Photo 2 of 3 from the customer' })).toBeInTheDocument();
    expect(await within(photos).findByText('Photo unavailable')).toBeInTheDocument();
    // Each can be opened full screen from the keyboard.
    expect(within(photos).getAllByRole('button', { name: 'Preview image' })).toHaveLength(2);

    const calls = api.callsTo('GET', photoPath);
    expect(calls.map((c) => [c.url.searchParams.get('path'), c.headers.Authorization])).toEqual([
      ['uploads/1/7/wash.webp', 'Bearer vendor-token-1'],
      ['uploads/1/7/label.webp', 'Bearer vendor-token-1'],
      ['uploads/1/7/gone.webp', 'Bearer vendor-token-1'],
    ]);
    // An item without photos shows no list.
    expect(within(screen.getByRole('listitem', { name: 'Indigo kurta' })).queryByRole('list', { name: 'Photos from the customer' })).toBeNull();
    // A refused photo does not sign the vendor out.
    expect(screen.getByRole('listitem', { name: 'Block-print scarf' })).toBeInTheDocument();

    unmount();
    await waitFor(() => expect(revoked).toHaveBeenCalledTimes(2));
    expect(revoked.mock.calls.map(([url]) => url).sort()).toEqual(created.mock.results.map((r) => r.value).sort());
  });
});
