import type { OrderRecord, VendorOrderItem } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { uploadPhoto } from '../../test/upload-helpers';
import { signInVendorUser } from '../../test/vendor-helpers';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';

/** Issue #12: photos on a return request, from the customer's upload to the vendor's screen, through the API. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const { buy, delivered } = ordersKit(
  () => app,
  () => world,
  () => calls,
);

type Who = { headers: Record<string, string> };
const vendorOf = (vendorId = world.vendor.id) => signInVendorUser(app, { id: world.store.id, realm: world.realm }, vendorId);
const askReturn = (who: Who, itemId: number, images: string[]) =>
  app.inject({
    method: 'POST',
    url: `/cfs/rest/v3/order-items/${itemId}/return`,
    headers: who.headers,
    payload: { kind: 'return', reason: 'Arrived cracked', images },
  });
const vendorPhoto = (who: Who, itemId: number, path: string) =>
  app.inject({ method: 'GET', url: `/vms/rest/v3/order-items/${itemId}/return-images?path=${encodeURIComponent(path)}`, headers: who.headers });
const vendorItem = async (who: Who, itemId: number) =>
  body<{ order_items: VendorOrderItem[] }>(
    await app.inject({ method: 'GET', url: '/vms/rest/v3/order-items?page-limit=50', headers: who.headers }),
  ).response_body.order_items.find((i) => i.order_item_id === itemId)!;

/** A delivered item whose buyer asked to return it with two photos. */
async function returnedWithPhotos() {
  const bought = await buy();
  await delivered(bought.itemId);
  const photos = [await uploadPhoto(app, bought.who, 'front.jpg'), await uploadPhoto(app, bought.who, 'crack.png')];
  const res = await askReturn(bought.who, bought.itemId, photos);
  expect(res.statusCode, res.body).toBe(200);
  return { ...bought, photos };
}

describe('return photos', () => {
  it('go with the request: the order details and the vendor list name them, and each side reads them with its own token', async () => {
    const { who, orderId, itemId, photos } = await returnedWithPhotos();
    const order = body<OrderRecord>(await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}`, headers: who.headers })).response_body;
    expect(order.order_items[0]!.return_request).toMatchObject({ kind: 'return', status: 'open', images: photos });

    const vendor = await vendorOf();
    expect((await vendorItem(vendor, itemId)).return_request).toMatchObject({ status: 'open', images: photos });
    for (const path of photos) {
      const res = await vendorPhoto(vendor, itemId, path);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=86400' });
      expect(res.rawPayload.equals((await app.storage.read(path))!)).toBe(true);
      const own = await app.inject({ method: 'GET', url: `/cfs/rest/v3/cfs-images/absolute?image-path=${encodeURIComponent(path)}`, headers: who.headers });
      expect(own.statusCode).toBe(200);
    }
  });

  it("are shown to the item's vendor only, and only those the request names", async () => {
    const { who, itemId, photos } = await returnedWithPhotos();
    const vendor = await vendorOf();
    const other = await vendorOf(world.otherVendor.id);
    const notFound = [404, 'There is no such photo'];
    const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];
    expect(refusal(await vendorPhoto(other, itemId, photos[0]!))).toEqual(notFound);
    // The buyer's other upload, never attached, and a photo of another item's request.
    const unattached = await uploadPhoto(app, who, 'private.jpg');
    expect(refusal(await vendorPhoto(vendor, itemId, unattached))).toEqual(notFound);
    const elsewhere = await returnedWithPhotos();
    expect(refusal(await vendorPhoto(vendor, itemId, elsewhere.photos[0]!))).toEqual(notFound);
    expect(refusal(await vendorPhoto(vendor, 999_999, photos[0]!))).toEqual(notFound);
    // A shopper's token is not a vendor's, not even the buyer's own.
    expect((await vendorPhoto(who, itemId, photos[0]!)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/vms/rest/v3/order-items/${itemId}/return-images`, headers: vendor.headers })).statusCode).toBe(400);
  });

  it("refuses a request naming another customer's upload", async () => {
    const mine = await buy();
    await delivered(mine.itemId);
    const theirs = await buy();
    const res = await askReturn(mine.who, mine.itemId, [await uploadPhoto(app, theirs.who)]);
    expect([res.statusCode, body(res).response_message]).toEqual([400, 'images: attach only photos you uploaded for this request']);
  });
});
