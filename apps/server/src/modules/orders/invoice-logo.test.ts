import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storeImages } from '../../db/schema';
import type { FileStorage } from '../files';
import type { TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, placed, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { invoiceLogos, logoForPrint } from './invoice-logo';

/** Issue #12: the invoice carries the store's logo, which stores keep as SVG. */

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0a6"/><circle cx="20" cy="20" r="12" fill="#fff"/></svg>',
);

describe('the logo as pdfkit can draw it', () => {
  it('draws an SVG to a PNG 144 pixels high (3× the 48 points it is given), keeping its shape', async () => {
    const out = await logoForPrint(SVG);
    expect(out!.subarray(1, 4).toString()).toBe('PNG');
    const meta = await sharp(out!).metadata();
    expect([meta.width, meta.height]).toEqual([432, 144]);
    // The drawing, not a blank: the corner is the rectangle's green.
    const { data } = await sharp(out!).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x00, 0xaa, 0x66]);
  });

  it('passes a PNG or JPEG through and gives nothing for what is neither or is broken', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    expect(await logoForPrint(jpeg)).toBe(jpeg);
    expect(await logoForPrint(Buffer.from('GIF89a…'))).toBeNull();
    expect(await logoForPrint(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect'))).toBeNull();
  });

  it('reads each path from storage once, and not a missing one', async () => {
    const reads: string[] = [];
    const storage: FileStorage = {
      read: async (path) => (reads.push(path), path === 'stores/1/logo.svg' ? SVG : null),
      write: async () => {},
      remove: async () => {},
    };
    const logos = invoiceLogos(storage);
    const [a, b] = await Promise.all([logos('stores/1/logo.svg'), logos('stores/1/logo.svg')]);
    expect(a).toBe(b);
    expect(await logos('stores/2/gone.svg')).toBeNull();
    expect(await logos(null)).toBeNull();
    expect(reads).toEqual(['stores/1/logo.svg', 'stores/2/gone.svg']);
  });

  it('gives no logo when storage fails, and asks again next time', async () => {
    let fail = true;
    const storage: FileStorage = {
      read: async () => {
        if (fail) throw new Error('bucket unreachable');
        return SVG;
      },
      write: async () => {},
      remove: async () => {},
    };
    const logos = invoiceLogos(storage);
    expect(await logos('stores/1/logo.svg')).toBeNull();
    fail = false;
    expect(await logos('stores/1/logo.svg')).not.toBeNull();
  });
});

describe('the invoice of a store with a logo', () => {
  let app: TestApp;
  let world: CheckoutWorld;
  let calls: CheckoutCalls;
  useCheckoutSuite((made) => ({ app, world, calls } = made));

  it("draws the store's SVG logo on the invoice", async () => {
    const path = `stores/${world.store.id}/invoice-logo-test.svg`;
    await app.storage.write(path, SVG);
    await app.database.db
      .insert(storeImages)
      .values({ storeId: world.store.id, logoPath: path })
      .onConflictDoUpdate({ target: storeImages.storeId, set: { logoPath: path } });
    const lamp = await world.product({ name: 'Brass Diya Lamp', paymentMode: 'pay_on_delivery' });
    const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
    const { checkout_id: id } = await calls.open(who);
    await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
    const orderId = placed(await calls.place(who, id)).order_id;

    const res = await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}/invoice`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain('/Subtype /Image');
    expect(raw).toMatch(/\/Width 432\b/);
  });
});
