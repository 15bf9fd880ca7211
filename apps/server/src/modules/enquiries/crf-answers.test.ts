import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATATYPE, MASKED_VALUE, type CrfForm, type OrderItemStatus, type UploadedFile } from '@bazaar/contracts';
import { orderItemFormValues } from '../../db/schema';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createCatalogue } from '../../test/catalogue-factory';
import { createForm, SAMPLE_PDF, uploadFor } from '../../test/enquiry-factory';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { testImage } from '../../test/upload-helpers';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { NO_SUCH_REQUEST_ITEM } from './crf.queries';
import { formClosed } from './crf.service';

/** Issue #13: PUT /cfs/rest/v3/crf-attributes, the buyer answering a request item's form; get-crf-attributes reads it back. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const { buy, setItem } = ordersKit(
  () => app,
  () => world,
  () => calls,
);

type Who = { headers: Record<string, string> } | null;
const save = (who: Who, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/cfs/rest/v3/crf-attributes', headers: who?.headers ?? {}, payload: payload as object });
const read = async (who: Who, itemId: number) =>
  body<CrfForm>(await app.inject({ method: 'GET', url: `/cfs/rest/v3/get-crf-attributes?order-item-id=${itemId}`, headers: who?.headers ?? {} })).response_body;
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];

/** A made-to-order cake bought by a new shopper: its form's fields by name, and the item. */
async function orderedCake() {
  const product = await world.product({ orderFlow: 'request_based', paymentMode: 'pay_on_delivery' });
  const { byName } = await createForm(
    app.database.db,
    { storeId: world.store.id, productId: product.id },
    [
      { name: 'Message on the cake', datatypeId: DATATYPE.text, required: true },
      { name: 'Flavour', datatypeId: DATATYPE.radio, options: ['Chocolate', 'Vanilla'], required: true },
      { name: 'Toppings', datatypeId: DATATYPE.checkbox, options: ['Berries', 'Nuts', 'Sprinkles'] },
      { name: 'Delivery', datatypeId: DATATYPE.dateTime },
      { name: 'Reference photo', datatypeId: DATATYPE.image, inputConfig: { max_image_count: 2, supported_extensions: ['jpg', 'png'] } },
      { name: 'Design brief', datatypeId: DATATYPE.pdfFile },
      { name: 'Contact number', datatypeId: DATATYPE.phone, sensitive: true },
    ],
    'Cake details',
  );
  const bought = await buy({ product });
  const answer = (name: string, value: string | string[]) => ({ attribute_id: byName(name), value });
  const upload = async (who: SignedIn, name: string, fileName: string, data: Buffer) =>
    body<UploadedFile>(await uploadFor(app, who, byName(name), fileName, data)).response_body.path;
  return { ...bought, byName, answer, upload };
}

describe('PUT /cfs/rest/v3/crf-attributes', () => {
  it('stores answers of several data types, files among them, and get-crf-attributes shows them, the sensitive one masked', async () => {
    const cake = await orderedCake();
    const photo = await cake.upload(cake.who, 'Reference photo', 'cake.png', await testImage('png'));
    const brief = await cake.upload(cake.who, 'Design brief', 'brief.pdf', SAMPLE_PDF);
    const res = await save(cake.who, {
      order_item_id: cake.itemId,
      attribute_values: [
        cake.answer('Message on the cake', '  Happy 30th, Arjun!  '),
        cake.answer('Flavour', 'Chocolate'),
        cake.answer('Toppings', ['Berries', 'Nuts']),
        cake.answer('Delivery', '2026-12-05T18:30'),
        cake.answer('Reference photo', [photo]),
        cake.answer('Design brief', brief),
        cake.answer('Contact number', '+91 98765 43210'),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).response_message).toBe('Request form saved');
    const form = await read(cake.who, cake.itemId);
    expect(body<CrfForm>(res).response_body).toEqual(form);
    expect(form.form_title_display_name).toBe('Cake details');
    expect(form.attributes.map((a) => [a.attribute_name, a.value, a.masked])).toEqual([
      ['Message on the cake', 'Happy 30th, Arjun!', false],
      ['Flavour', 'Chocolate', false],
      ['Toppings', 'Berries,Nuts', false],
      ['Delivery', '2026-12-05T18:30', false],
      ['Reference photo', photo, false],
      ['Design brief', brief, false],
      ['Contact number', MASKED_VALUE, true],
    ]);
  });

  it('replaces the earlier answers: a field left out the second time has no answer any more', async () => {
    const cake = await orderedCake();
    const first = [cake.answer('Message on the cake', 'Happy birthday'), cake.answer('Flavour', 'Vanilla'), cake.answer('Toppings', ['Sprinkles'])];
    expect((await save(cake.who, { order_item_id: cake.itemId, attribute_values: first })).statusCode).toBe(200);
    expect(
      (
        await save(cake.who, {
          order_item_id: cake.itemId,
          attribute_values: [cake.answer('Message on the cake', 'Congratulations'), cake.answer('Flavour', 'Chocolate')],
        })
      ).statusCode,
    ).toBe(200);
    const form = await read(cake.who, cake.itemId);
    expect(form.attributes.filter((a) => a.value !== '').map((a) => [a.attribute_name, a.value])).toEqual([
      ['Message on the cake', 'Congratulations'],
      ['Flavour', 'Chocolate'],
    ]);
    expect(await app.database.db.select().from(orderItemFormValues).where(eq(orderItemFormValues.orderItemId, cake.itemId))).toHaveLength(2);
  });

  it('checks every field as an enquiry does, and a refused save changes nothing', async () => {
    const cake = await orderedCake();
    await save(cake.who, { order_item_id: cake.itemId, attribute_values: [cake.answer('Message on the cake', 'Kept'), cake.answer('Flavour', 'Vanilla')] });
    const neighbour = await world.shopper();
    const theirs = await cake.upload(neighbour, 'Design brief', 'brief.pdf', SAMPLE_PDF);
    const photoForAnotherField = await cake.upload(cake.who, 'Reference photo', 'p.png', await testImage('png'));
    const base = [cake.answer('Message on the cake', 'New'), cake.answer('Flavour', 'Chocolate')];
    const cases: [unknown[], string][] = [
      [[cake.answer('Message on the cake', 'No flavour')], 'Flavour is required'],
      [[...base, cake.answer('Flavour', 'Vanilla')], 'Flavour is answered twice'],
      [[...base, { attribute_id: 99_999_999, value: 'x' }], "attribute_id 99999999 is not a field of this product's form"],
      [[...base, cake.answer('Toppings', ['Candles'])], 'Toppings: "Candles" is not one of its options'],
      [[...base, cake.answer('Delivery', 'tomorrow')], 'Delivery must be a date and time'],
      [[...base, cake.answer('Design brief', theirs)], `Design brief: ${theirs} is not one of your uploads for this field; upload the file first`],
      [[...base, cake.answer('Design brief', photoForAnotherField)], 'Design brief takes only pdf files'],
    ];
    for (const [values, message] of cases) {
      const res = await save(cake.who, { order_item_id: cake.itemId, attribute_values: values });
      expect(res.statusCode, message).toBe(400);
      expect(body(res).response_message).toContain(message);
    }
    for (const bad of [{}, { order_item_id: 'x' }, { order_item_id: cake.itemId, attribute_values: 'x' }, { order_item_id: 0 }])
      expect((await save(cake.who, bad)).statusCode).toBe(400);
    expect((await read(cake.who, cake.itemId)).attributes.slice(0, 2).map((a) => a.value)).toEqual(['Kept', 'Vanilla']);
  });

  it.each<OrderItemStatus>(['Fulfilled', 'Cancelled', 'Rejected', 'Return', 'Refund'])('refuses with a 409 once the item is %s', async (status) => {
    const cake = await orderedCake();
    await setItem(cake.itemId, { status });
    const res = await save(cake.who, {
      order_item_id: cake.itemId,
      attribute_values: [cake.answer('Message on the cake', 'Hi'), cake.answer('Flavour', 'Vanilla')],
    });
    expect(refusal(res)).toEqual([409, formClosed(status)]);
  });

  it('takes answers while the vendor works on it (InProgress)', async () => {
    const cake = await orderedCake();
    await setItem(cake.itemId, { status: 'InProgress' });
    expect(
      (await save(cake.who, { order_item_id: cake.itemId, attribute_values: [cake.answer('Message on the cake', 'Hi'), cake.answer('Flavour', 'Vanilla')] }))
        .statusCode,
    ).toBe(200);
  });

  it("answers another customer's item, another store's customer, a standard item and an unknown one alike: 404; signed out: 401", async () => {
    const cake = await orderedCake();
    const values = [cake.answer('Message on the cake', 'Hi'), cake.answer('Flavour', 'Vanilla')];
    const neighbour = await signInAsNew(app, { storeRealm: world.realm });
    const other = await createCatalogue(app.database.db);
    const stranger = await signInAsNew(app, { storeRealm: other.realm });
    for (const who of [neighbour, stranger])
      expect(refusal(await save(who, { order_item_id: cake.itemId, attribute_values: values }))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    const standard = await buy();
    expect(refusal(await save(standard.who, { order_item_id: standard.itemId, attribute_values: [] }))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    expect(refusal(await save(cake.who, { order_item_id: 99_999_999, attribute_values: values }))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    expect((await save(null, { order_item_id: cake.itemId, attribute_values: values })).statusCode).toBe(401);
    expect(await app.database.db.select().from(orderItemFormValues).where(eq(orderItemFormValues.orderItemId, cake.itemId))).toEqual([]);
  });

  it(`saves in turn when the buyer saves twice at once: the last one's answers, never a mix or an error (${testDriver()})`, async () => {
    const cake = await orderedCake();
    const a = [cake.answer('Message on the cake', 'A'), cake.answer('Flavour', 'Vanilla'), cake.answer('Toppings', ['Nuts'])];
    const b = [cake.answer('Message on the cake', 'B'), cake.answer('Flavour', 'Chocolate')];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([
        save(cake.who, { order_item_id: cake.itemId, attribute_values: a }),
        save(cake.who, { order_item_id: cake.itemId, attribute_values: b }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const stored = (await read(cake.who, cake.itemId)).attributes.filter((x) => x.value !== '').map((x) => x.value);
      expect([
        ['A', 'Vanilla', 'Nuts'],
        ['B', 'Chocolate'],
      ]).toContainEqual(stored);
    }
  });
});
