import { describe, expect, it } from 'vitest';
import { DATATYPE, MASKED_VALUE, type CrfForm } from '@bazaar/contracts';
import { orderItemFormValues } from '../../db/schema';
import { signInAsNew } from '../../test/auth-helpers';
import { createCatalogue } from '../../test/catalogue-factory';
import { createForm } from '../../test/enquiry-factory';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { NO_SUCH_REQUEST_ITEM } from './crf.queries';

/** Issue #13: GET /cfs/rest/v3/get-crf-attributes, the request form of a request-based order item, owner only. */

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
const crf = (who: Who, query: string) => app.inject({ method: 'GET', url: `/cfs/rest/v3/get-crf-attributes${query}`, headers: who?.headers ?? {} });
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];

/** A cake made to order: its form, bought, with the buyer's answers stored against the item. */
async function orderedCake() {
  const product = await world.product({ orderFlow: 'request_based', paymentMode: 'pay_on_delivery' });
  const { attributes, byName } = await createForm(
    app.database.db,
    { storeId: world.store.id, productId: product.id },
    [
      { name: 'Message on the cake', datatypeId: DATATYPE.text, required: true },
      { name: 'Flavour', datatypeId: DATATYPE.radio, options: ['Chocolate', 'Vanilla'], required: true },
      { name: 'Reference photo', datatypeId: DATATYPE.image, inputConfig: { max_image_count: 2, supported_extensions: ['jpg', 'png'] } },
      { name: 'Contact number', datatypeId: DATATYPE.phone, sensitive: true },
    ],
    'Cake details',
  );
  const bought = await buy({ product });
  const answer = (name: string, values: string[], sensitive = false) => {
    const a = attributes.find((x) => x.name === name)!;
    return { orderItemId: bought.itemId, attributeId: a.id, attributeName: name, datatypeId: a.datatypeId, sensitive, values, position: a.position };
  };
  await app.database.db
    .insert(orderItemFormValues)
    .values([answer('Message on the cake', ['Happy 30th, Arjun!']), answer('Flavour', ['Chocolate']), answer('Contact number', ['9876543210'], true)]);
  return { ...bought, byName };
}

describe('GET /cfs/rest/v3/get-crf-attributes', () => {
  it("answers the item's form with its title, fields in order and the buyer's answers, a sensitive one masked", async () => {
    const { who, itemId, byName } = await orderedCake();
    const res = await crf(who, `?order-item-id=${itemId}`);
    expect(res.statusCode, res.body).toBe(200);
    const form = body<CrfForm>(res).response_body;
    expect(form).toMatchObject({ order_item_id: itemId, form_title_display_name: 'Cake details' });
    expect(form.attributes).toEqual([
      expect.objectContaining({
        attribute_id: byName('Message on the cake'),
        datatype_id: 30,
        required: true,
        value: 'Happy 30th, Arjun!',
        supported_extension: [],
      }),
      expect.objectContaining({ attribute_name: 'Flavour', option_names: ['Chocolate', 'Vanilla'], value: 'Chocolate' }),
      expect.objectContaining({
        attribute_name: 'Reference photo',
        datatype_id: 16,
        supported_extension: ['png', 'jpg'],
        input_config: { max_image_count: 2, supported_extensions: ['jpg', 'png'] },
        value: '',
      }),
      expect.objectContaining({ attribute_name: 'Contact number', sensitive: true, masked: true, value: MASKED_VALUE }),
    ]);
  });

  it('shows the buyer their own sensitive answer with reveal=true, never another customer; reveal must be true or false', async () => {
    const { who, itemId } = await orderedCake();
    const contact = async (query: string) => body<CrfForm>(await crf(who, query)).response_body.attributes.find((a) => a.attribute_name === 'Contact number');
    expect(await contact(`?order-item-id=${itemId}&reveal=true`)).toMatchObject({ masked: false, value: '9876543210' });
    expect(await contact(`?order-item-id=${itemId}&reveal=false`)).toMatchObject({ masked: true, value: MASKED_VALUE });
    const neighbour = await signInAsNew(app, { storeRealm: world.realm });
    expect(refusal(await crf(neighbour, `?order-item-id=${itemId}&reveal=true`))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    expect((await crf(who, `?order-item-id=${itemId}&reveal=yes`)).statusCode).toBe(400);
  });

  it('answers an empty form for a request item whose product has none', async () => {
    const { who, itemId } = await buy({ product: await world.product({ orderFlow: 'request_based', paymentMode: 'pay_on_delivery' }) });
    expect(body<CrfForm>(await crf(who, `?order-item-id=${itemId}`)).response_body).toEqual({
      order_item_id: itemId,
      form_title_display_name: '',
      attributes: [],
    });
  });

  it("answers another customer's item, another store's customer, a standard item and an unknown one alike: 404", async () => {
    const { itemId } = await orderedCake();
    const neighbour = await signInAsNew(app, { storeRealm: world.realm });
    const other = await createCatalogue(app.database.db);
    const stranger = await signInAsNew(app, { storeRealm: other.realm });
    for (const who of [neighbour, stranger]) expect(refusal(await crf(who, `?order-item-id=${itemId}`))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    const standard = await buy();
    expect(refusal(await crf(standard.who, `?order-item-id=${standard.itemId}`))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
    expect(refusal(await crf(standard.who, '?order-item-id=99999999'))).toEqual([404, NO_SUCH_REQUEST_ITEM]);
  });

  it('refuses a missing or malformed order-item-id with a 400, and someone signed out with a 401', async () => {
    const { who, itemId } = await orderedCake();
    for (const query of ['', '?order-item-id=', '?order-item-id=abc', '?order-item-id=0']) expect((await crf(who, query)).statusCode, query).toBe(400);
    expect((await crf(null, `?order-item-id=${itemId}`)).statusCode).toBe(401);
  });
});
