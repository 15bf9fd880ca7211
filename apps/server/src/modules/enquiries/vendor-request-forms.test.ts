import { describe, expect, it } from 'vitest';
import { DATATYPE, MASKED_VALUE, type CrfForm, type UploadedFile } from '@bazaar/contracts';
import { createCatalogue } from '../../test/catalogue-factory';
import { createForm, SAMPLE_PDF, uploadFor } from '../../test/enquiry-factory';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { testImage } from '../../test/upload-helpers';
import { signInVendorUser } from '../../test/vendor-helpers';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { NO_SUCH_REQUEST_ITEM } from './crf.queries';

/**
 * Issue #13: a request item's form for its vendor, GET /vms/rest/v3/get-crf-attributes, and the
 * files its answers name, GET /vms/rest/v3/order-items/{id}/form-files.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const { buy } = ordersKit(
  () => app,
  () => world,
  () => calls,
);
type Who = { headers: Record<string, string> } | null;
const vendorForm = (who: Who, query: string) => app.inject({ method: 'GET', url: `/vms/rest/v3/get-crf-attributes${query}`, headers: who?.headers ?? {} });
const formFile = (who: Who, itemId: number, path: string) =>
  app.inject({ method: 'GET', url: `/vms/rest/v3/order-items/${itemId}/form-files?path=${encodeURIComponent(path)}`, headers: who?.headers ?? {} });
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];
const vendorOf = (vendorId = world.refs.vendorId) => signInVendorUser(app, { id: world.store.id, realm: world.realm }, vendorId);

/** A tailored shirt bought by a new shopper, its form answered through the API with a photo, a PDF and a sensitive phone. */
async function answeredShirt() {
  const product = await world.product({ orderFlow: 'request_based', paymentMode: 'pay_on_delivery' });
  const { byName } = await createForm(app.database.db, { storeId: world.store.id, productId: product.id }, [
    { name: 'Collar', datatypeId: DATATYPE.select, options: ['Cutaway', 'Button-down'], required: true },
    { name: 'Shirt you like', datatypeId: DATATYPE.image },
    { name: 'Measurements sheet', datatypeId: DATATYPE.pdfFile },
    { name: 'Phone', datatypeId: DATATYPE.phone, sensitive: true },
  ]);
  const bought = await buy({ product });
  const upload = async (name: string, fileName: string, data: Buffer) =>
    body<UploadedFile>(await uploadFor(app, bought.who, byName(name), fileName, data)).response_body.path;
  const photo = await upload('Shirt you like', 'shirt.jpg', await testImage('jpeg'));
  const sheet = await upload('Measurements sheet', 'sizes.pdf', SAMPLE_PDF);
  const spare = await upload('Measurements sheet', 'old.pdf', SAMPLE_PDF);
  const res = await app.inject({
    method: 'PUT',
    url: '/cfs/rest/v3/crf-attributes',
    headers: bought.who.headers,
    payload: {
      order_item_id: bought.itemId,
      attribute_values: [
        { attribute_id: byName('Collar'), value: 'Cutaway' },
        { attribute_id: byName('Shirt you like'), value: [photo] },
        { attribute_id: byName('Measurements sheet'), value: sheet },
        { attribute_id: byName('Phone'), value: '+91 98765 43210' },
      ],
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { ...bought, photo, sheet, spare };
}

describe('GET /vms/rest/v3/get-crf-attributes', () => {
  it("shows the vendor its request item's form with the buyer's answers, the sensitive one only with reveal=true", async () => {
    const shirt = await answeredShirt();
    const vendor = await vendorOf();
    const masked = body<CrfForm>(await vendorForm(vendor, `?order-item-id=${shirt.itemId}`)).response_body;
    expect(masked.attributes.map((a) => [a.attribute_name, a.value, a.masked])).toEqual([
      ['Collar', 'Cutaway', false],
      ['Shirt you like', shirt.photo, false],
      ['Measurements sheet', shirt.sheet, false],
      ['Phone', MASKED_VALUE, true],
    ]);
    const revealed = body<CrfForm>(await vendorForm(vendor, `?order-item-id=${shirt.itemId}&reveal=true`)).response_body;
    expect(revealed.attributes.at(-1)).toMatchObject({ value: '+91 98765 43210', masked: false });
  });

  it("answers another vendor's or store's item, a standard item and an unknown one alike: 404; bad input 400; a customer 401", async () => {
    const shirt = await answeredShirt();
    const rival = await vendorOf(world.otherVendor.id);
    const other = await createCatalogue(app.database.db);
    const stranger = await signInVendorUser(app, { id: other.store.id, realm: other.realm }, other.vendor.id);
    for (const who of [rival, stranger]) expect(refusal(await vendorForm(who, `?order-item-id=${shirt.itemId}`))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    const standard = await buy();
    const vendor = await vendorOf();
    expect(refusal(await vendorForm(vendor, `?order-item-id=${standard.itemId}`))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    expect(refusal(await vendorForm(vendor, '?order-item-id=99999999'))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    for (const query of ['', '?order-item-id=x', `?order-item-id=${shirt.itemId}&reveal=1`]) expect((await vendorForm(vendor, query)).statusCode).toBe(400);
    expect((await vendorForm(shirt.who, `?order-item-id=${shirt.itemId}`)).statusCode).toBe(401);
  });
});

describe('GET /vms/rest/v3/order-items/{orderItemId}/form-files', () => {
  it('sends the photo and the PDF the answers name, the PDF named after its field', async () => {
    const shirt = await answeredShirt();
    const vendor = await vendorOf();
    const photo = await formFile(vendor, shirt.itemId, shirt.photo);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const pdf = await formFile(vendor, shirt.itemId, shirt.sheet);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Measurements sheet.pdf"',
      'x-content-type-options': 'nosniff',
    });
    // The buyer downloads it under the same name (spec §7's document download).
    const own = await app.inject({
      method: 'GET',
      url: `/cfs/rest/v3/document/absolute?document-path=${encodeURIComponent(shirt.sheet)}`,
      headers: shirt.who.headers,
    });
    expect(own.headers['content-disposition']).toBe('attachment; filename="Measurements sheet.pdf"');
  });

  it("answers an upload no answer names, another item's file, another vendor and another store alike: 404", async () => {
    const shirt = await answeredShirt();
    const second = await answeredShirt();
    const vendor = await vendorOf();
    for (const path of [shirt.spare, second.sheet, 'files/logo.png']) expect((await formFile(vendor, shirt.itemId, path)).statusCode, path).toBe(404);
    const rival = await vendorOf(world.otherVendor.id);
    const other = await createCatalogue(app.database.db);
    const stranger = await signInVendorUser(app, { id: other.store.id, realm: other.realm }, other.vendor.id);
    for (const who of [rival, stranger]) expect((await formFile(who, shirt.itemId, shirt.sheet)).statusCode).toBe(404);
    const standard = await buy();
    expect((await formFile(vendor, standard.itemId, shirt.sheet)).statusCode).toBe(404);
    expect((await formFile(shirt.who, shirt.itemId, shirt.sheet)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/vms/rest/v3/order-items/${shirt.itemId}/form-files`, headers: vendor.headers })).statusCode).toBe(400);
  });
});
