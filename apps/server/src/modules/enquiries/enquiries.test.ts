import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_VALUE, type UploadedFile } from '@bazaar/contracts';
import { enquiries } from '../../db/schema';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { createForm, enquiriesOf, EVERY_TYPE, listEnquiries, SAMPLE_PDF, sendEnquiry, uploadFor } from '../../test/enquiry-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { testImage } from '../../test/upload-helpers';
import { NO_SUCH_ENQUIRY } from './enquiry.queries';
import { NO_SUCH_PRODUCT, notByEnquiry } from './enquiry.service';

/** Issue #13: POST and GET /cfs/rest/v3/enquiry through the API, on a real database. */

let app: TestApp;
let realm: string;
let product: { id: number; name: string };
let field: (name: string) => number;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
let elsewhere: { realm: string; productId: number };
beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  shop = await createCatalogue(db);
  realm = shop.realm;
  product = await createProduct(db, shop.refs, { orderFlow: 'enquiry_based', name: 'Bespoke Sherwani' });
  field = (await createForm(db, { storeId: shop.store.id, productId: product.id }, EVERY_TYPE)).byName;
  const other = await createCatalogue(db);
  const theirs = await createProduct(db, other.refs, { orderFlow: 'enquiry_based' });
  elsewhere = { realm: other.realm, productId: theirs.id };
});
afterAll(async () => {
  await app.close();
});

const shopper = () => signInAsNew(app, { storeRealm: realm });
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];
const answer = (name: string, value: string | string[]) => ({ attribute_id: field(name), value });
const path = async (who: SignedIn, name: string, fileName: string, data: Buffer) => {
  const res = await uploadFor(app, who, field(name), fileName, data);
  expect(res.statusCode, res.body).toBe(200);
  return body<UploadedFile>(res).response_body.path;
};

describe('POST /cfs/rest/v3/enquiry', () => {
  it('stores an answer of every data type and lists it back, the sensitive one masked until revealed', async () => {
    const me = await shopper();
    const photo = await path(me, 'Photos', 'ref.jpg', await testImage('jpeg'));
    const drawing = await path(me, 'Drawing', 'plan.pdf', SAMPLE_PDF);
    const values = [
      answer('Full name', '  Priya Sharma '),
      answer('Notes', 'Wedding on 5 Dec.\nGold thread work, please.'),
      answer('Email', 'priya@example.in'),
      answer('Phone', '+91 98765 43210'),
      answer('Date', '2026-12-05'),
      answer('Time', '18:30'),
      answer('Visit', '2026-12-01T11:00'),
      answer('Extras', ['Lining', 'Pockets']),
      answer('Fit', 'Slim'),
      answer('Colours', ['Red']),
      answer('Fabric', 'Silk'),
      answer('Photos', [photo]),
      answer('Drawing', drawing),
    ];
    const res = await sendEnquiry(app, me, { product_id: product.id, attribute_values: values });
    expect(res.statusCode, res.body).toBe(200);
    const id = body<{ enquiry_id: number }>(res).response_body.enquiry_id;

    const list = await enquiriesOf(app, me);
    expect(list.total).toBe(1);
    const [enquiry] = list.enquiries;
    expect(enquiry).toMatchObject({
      id,
      enquiry_status: 1,
      enquiry_status_display_name: 'Open',
      enquiry_feedback: null,
      product_details: { product_id: product.id, product_name: 'Bespoke Sherwani', vendor_name: shop.vendor.name },
    });
    expect(new Date(enquiry!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const byName = (name: string) => enquiry!.enquiry_details.attribute_values.find((v) => v.attribute_name === name)!;
    expect(enquiry!.enquiry_details.attribute_values.map((v) => v.attribute_name)).toEqual(
      values.map((v) => EVERY_TYPE.find((f) => field(f.name) === v.attribute_id)!.name),
    );
    expect(byName('Full name')).toMatchObject({ value: 'Priya Sharma', datatype_id: 30, sensitive: false, masked: false, option_names: [] });
    expect(byName('Extras')).toMatchObject({ value: 'Lining,Pockets', option_names: ['Lining', 'Pockets'] });
    expect(byName('Photos')).toMatchObject({ value: photo, datatype_id: 16, supported_extensions: ['png', 'jpg', 'jpeg'] });
    expect(byName('Drawing')).toMatchObject({ value: drawing, supported_extensions: ['pdf'] });
    expect(byName('Phone')).toMatchObject({ value: MASKED_VALUE, sensitive: true, masked: true });

    const revealed = await enquiriesOf(app, me, `?enquiry-id=${id}&reveal=true`);
    expect(revealed.enquiries[0]!.enquiry_details.attribute_values.find((v) => v.attribute_name === 'Phone')).toMatchObject({
      value: '+91 98765 43210',
      masked: false,
    });
    // reveal only works for one enquiry asked for by id.
    expect(byName('Phone').value).toBe(MASKED_VALUE);
    const listRevealed = await enquiriesOf(app, me, '?reveal=true');
    expect(listRevealed.enquiries[0]!.enquiry_details.attribute_values.find((v) => v.attribute_name === 'Phone')!.value).toBe(MASKED_VALUE);
  });

  it.each([
    ['Full name', 'two\nlines', 'Full name must be one line'],
    ['Full name', 'x'.repeat(256), 'Full name must be at most 255 characters'],
    ['Notes', 'x'.repeat(2001), 'Notes must be at most 2000 characters'],
    ['Email', 'priya.example.in', 'Email must be an email address such as name@example.com'],
    ['Phone', '12ab', 'Phone must be a phone number'],
    ['Date', '2026-02-30', 'Date must be a date written yyyy-mm-dd'],
    ['Time', '25:00', 'Time must be a time written hh:mm'],
    ['Visit', '2026-12-01 11:00', 'Visit must be a date and time'],
    ['Extras', ['Lining', 'Zip'], 'Extras: "Zip" is not one of its options'],
    ['Fit', ['Slim', 'Regular'], 'Fit: choose one option'],
    ['Colours', ['Red', 'Red'], 'Colours: each option may be chosen once'],
    ['Fabric', 'Wool', 'Fabric: "Wool" is not one of its options'],
    ['Photos', ['a.webp', 'b.webp', 'c.webp'], 'Photos takes at most 2 files'],
    ['Brief', 'uploads/x/brief.exe', 'Brief takes only doc, docx, yml, yaml files'],
    ['Drawing', ['a.pdf', 'b.pdf'], 'Drawing takes at most 1 file'],
  ])('refuses a bad %s with a 400 that names it', async (name, value, message) => {
    const me = await shopper();
    const res = await sendEnquiry(app, me, {
      product_id: product.id,
      attribute_values: [answer('Full name', 'Priya'), answer(name, value)].slice(name === 'Full name' ? 1 : 0),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(message);
  });

  it('refuses a required field left out, a field not on the form, a field answered twice, and a malformed body', async () => {
    const me = await shopper();
    const send = (payload: unknown) => sendEnquiry(app, me, payload);
    expect(refusal(await send({ product_id: product.id, attribute_values: [answer('Notes', 'hi')] }))).toEqual([400, 'Full name is required']);
    expect(refusal(await send({ product_id: product.id, attribute_values: [answer('Full name', 'P'), { attribute_id: 999_999, value: 'x' }] }))).toEqual([
      400,
      "attribute_id 999999 is not a field of this product's form",
    ]);
    expect(refusal(await send({ product_id: product.id, attribute_values: [answer('Full name', 'P'), answer('Full name', 'Q')] }))).toEqual([
      400,
      'Full name is answered twice',
    ]);
    for (const bad of [
      {},
      { product_id: 'one' },
      { product_id: product.id, attribute_values: 'x' },
      { product_id: product.id, attribute_values: [{ value: 'x' }] },
    ])
      expect((await send(bad)).statusCode).toBe(400);
  });

  it("refuses files that are not the customer's own upload for that very field", async () => {
    const me = await shopper();
    const neighbour = await shopper();
    const theirs = await path(neighbour, 'Drawing', 'plan.pdf', SAMPLE_PDF);
    const mine = await path(me, 'Drawing', 'plan.pdf', SAMPLE_PDF);
    const myFolder = mine.slice(0, mine.lastIndexOf('/') + 1);
    const brief = await path(me, 'Photos', 'p.png', await testImage('png'));
    for (const [name, value] of [
      ['Drawing', theirs],
      ['Drawing', `${myFolder}../a${field('Drawing')}/../../${neighbour.customerId}/a${field('Drawing')}/${theirs.split('/').pop()}`],
      ['Drawing', `${myFolder}missing.pdf`],
      ['Photos', brief.replace(`/a${field('Photos')}/`, `/a${field('Drawing')}/`)],
      ['Photos', `${myFolder}${mine.split('/').pop()!.replace('.pdf', '.webp')}`],
    ] as const) {
      const res = await sendEnquiry(app, me, { product_id: product.id, attribute_values: [answer('Full name', 'P'), answer(name, value)] });
      expect(refusal(res), value).toEqual([400, `${name}: ${value} is not one of your uploads for this field; upload the file first`]);
    }
  });

  it('refuses a product not sold by enquiry (400), and an unknown or another store’s product (404)', async () => {
    const me = await shopper();
    const cartProduct = await createProduct(app.database.db, shop.refs, { orderFlow: 'checkout_based' });
    const requestProduct = await createProduct(app.database.db, shop.refs, { orderFlow: 'request_based' });
    expect(refusal(await sendEnquiry(app, me, { product_id: cartProduct.id }))).toEqual([400, notByEnquiry(cartProduct.name)]);
    expect(refusal(await sendEnquiry(app, me, { product_id: requestProduct.id }))).toEqual([400, notByEnquiry(requestProduct.name)]);
    expect(refusal(await sendEnquiry(app, me, { product_id: 99_999_999 }))).toEqual([404, NO_SUCH_PRODUCT]);
    expect(refusal(await sendEnquiry(app, me, { product_id: elsewhere.productId }))).toEqual([404, NO_SUCH_PRODUCT]);
    const inactive = await createProduct(app.database.db, shop.refs, { orderFlow: 'enquiry_based', isActive: false });
    expect(refusal(await sendEnquiry(app, me, { product_id: inactive.id }))).toEqual([404, NO_SUCH_PRODUCT]);
  });

  it('takes an enquiry about a product with no form, and nothing from someone signed out', async () => {
    const bare = await createProduct(app.database.db, shop.refs, { orderFlow: 'enquiry_based' });
    expect((await sendEnquiry(app, await shopper(), { product_id: bare.id })).statusCode).toBe(200);
    expect((await sendEnquiry(app, null, { product_id: bare.id })).statusCode).toBe(401);
  });
});

describe('GET /cfs/rest/v3/enquiry', () => {
  it('pages the customer’s own enquiries newest first, 10 a page, by status', async () => {
    const me = await shopper();
    const bare = await createProduct(app.database.db, shop.refs, { orderFlow: 'enquiry_based' });
    const base = Date.now() - 100 * 60_000;
    const rows = await app.database.db
      .insert(enquiries)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          storeId: shop.store.id,
          customerId: me.customerId,
          productId: bare.id,
          vendorId: shop.vendor.id,
          productName: bare.name,
          vendorName: shop.vendor.name,
          status: (i % 4) + 1,
          feedback: i % 4 === 2 ? 'Delivered the quote by email' : null,
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: enquiries.id });
    const ids = rows.map((r) => r.id).reverse();
    const first = await enquiriesOf(app, me);
    expect(first.total).toBe(12);
    expect(first.enquiries.map((e) => e.id)).toEqual(ids.slice(0, 10));
    expect((await enquiriesOf(app, me, '?page-number=2')).enquiries.map((e) => e.id)).toEqual(ids.slice(10));
    const closed = await enquiriesOf(app, me, '?enquiry-status=3');
    expect(closed.total).toBe(3);
    expect(closed.enquiries.every((e) => e.enquiry_status === 3 && e.enquiry_status_display_name === 'Closed' && e.enquiry_feedback)).toBe(true);
    expect((await enquiriesOf(app, me, '?enquiry-status=4')).enquiries[0]!.enquiry_status_display_name).toBe('Rejected');
    expect((await enquiriesOf(app, me, `?enquiry-id=${ids[3]}`)).enquiries.map((e) => e.id)).toEqual([ids[3]]);
  });

  it("answers another customer's or another store's enquiry as not found, and lists only one's own", async () => {
    const me = await shopper();
    const sent = await sendEnquiry(app, me, { product_id: product.id, attribute_values: [answer('Full name', 'P')] });
    const id = body<{ enquiry_id: number }>(sent).response_body.enquiry_id;
    const neighbour = await shopper();
    const stranger = await signInAsNew(app, { storeRealm: elsewhere.realm });
    for (const who of [neighbour, stranger]) {
      expect(refusal(await listEnquiries(app, who, `?enquiry-id=${id}`))).toEqual([404, NO_SUCH_ENQUIRY]);
      expect(refusal(await listEnquiries(app, who, `?enquiry-id=${id}&reveal=true`))).toEqual([404, NO_SUCH_ENQUIRY]);
      expect((await enquiriesOf(app, who)).total).toBe(0);
    }
    expect(refusal(await listEnquiries(app, me, '?enquiry-id=99999999'))).toEqual([404, NO_SUCH_ENQUIRY]);
  });

  it('refuses bad parameters with a 400 and a signed-out caller with a 401', async () => {
    const me = await shopper();
    for (const query of ['?enquiry-status=5', '?enquiry-status=0', '?page-number=0', '?page-limit=51', '?enquiry-id=abc', '?reveal=yes'])
      expect((await listEnquiries(app, me, query)).statusCode, query).toBe(400);
    expect((await listEnquiries(app, null)).statusCode).toBe(401);
  });
});
