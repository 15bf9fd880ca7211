import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATATYPE, type EnquiryForm } from '@bazaar/contracts';
import { customFormAttributes } from '../../db/schema';
import { signInAsNew } from '../../test/auth-helpers';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { createForm } from '../../test/enquiry-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { NO_SUCH_PRODUCT, noFormToAnswer } from './form.queries';

/** Issue #13: GET /cfs/rest/v3/enquiry-form, a product's form before anyone signs in. */

let app: TestApp;
let shop: Awaited<ReturnType<typeof createCatalogue>>;
let other: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  app = await createTestApp();
  shop = await createCatalogue(app.database.db);
  other = await createCatalogue(app.database.db);
});
afterAll(async () => {
  await app.close();
});

const formOf = (productId: number | string, headers: Record<string, string> = { 'realm-name': shop.realm }) =>
  app.inject({ method: 'GET', url: `/cfs/rest/v3/enquiry-form?product-id=${productId}`, headers });
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];

describe('GET /cfs/rest/v3/enquiry-form', () => {
  it('gives a guest the fields in position order, each as get-crf-attributes shows it without an answer, archived ones left out', async () => {
    const product = await createProduct(app.database.db, shop.refs, { orderFlow: 'enquiry_based' });
    const { attributes, byName } = await createForm(
      app.database.db,
      { storeId: shop.store.id, productId: product.id },
      [
        { name: 'Occasion', datatypeId: DATATYPE.date, required: true, inputConfig: { format: 'dd-mm-yyyy' } },
        { name: 'Old field', datatypeId: DATATYPE.text },
        { name: 'Size', datatypeId: DATATYPE.select, options: ['S', 'M', 'L'], inputConfig: { default_selection: 'M' } },
        { name: 'Photos', datatypeId: DATATYPE.image, inputConfig: { supported_extensions: ['png', 'svg'], max_image_count: 3 } },
        { name: 'Phone', datatypeId: DATATYPE.phone, sensitive: true, inputConfig: { ext: '+91' } },
      ],
      'Your outfit',
    );
    await app.database.db
      .update(customFormAttributes)
      .set({ archived: true })
      .where(eq(customFormAttributes.id, byName('Old field')));
    // Positions, not ids, give the order.
    await app.database.db
      .update(customFormAttributes)
      .set({ position: -1 })
      .where(eq(customFormAttributes.id, byName('Phone')));

    const res = await formOf(product.id);
    expect(res.statusCode, res.body).toBe(200);
    const form = body<EnquiryForm>(res).response_body;
    expect(form).toEqual({
      product_id: product.id,
      form_title_display_name: 'Your outfit',
      attributes: [
        {
          attribute_id: byName('Phone'),
          attribute_name: 'Phone',
          datatype_id: 12,
          required: false,
          sensitive: true,
          option_names: [],
          supported_extension: [],
          input_config: { ext: '+91' },
        },
        expect.objectContaining({ attribute_name: 'Occasion', datatype_id: 5, required: true, input_config: { format: 'dd-mm-yyyy' } }),
        expect.objectContaining({ attribute_name: 'Size', option_names: ['S', 'M', 'L'], input_config: { default_selection: 'M' } }),
        // SVG is never taken, whatever the config says.
        expect.objectContaining({ attribute_name: 'Photos', supported_extension: ['png'] }),
      ],
    });
    expect(attributes).toHaveLength(5);
    // A signed-in customer of the store gets the same form.
    const me = await signInAsNew(app, { storeRealm: shop.realm });
    expect(body<EnquiryForm>(await formOf(product.id, me.headers)).response_body).toEqual(form);
  });

  it('answers a request-based product too, and a product with no form with no fields', async () => {
    const request = await createProduct(app.database.db, shop.refs, { orderFlow: 'request_based' });
    await createForm(app.database.db, { storeId: shop.store.id, productId: request.id }, [{ name: 'Message on the cake', datatypeId: DATATYPE.text }], 'Cake');
    expect(body<EnquiryForm>(await formOf(request.id)).response_body.attributes.map((a) => a.attribute_name)).toEqual(['Message on the cake']);
    const bare = await createProduct(app.database.db, shop.refs, { orderFlow: 'enquiry_based' });
    expect(body<EnquiryForm>(await formOf(bare.id)).response_body).toEqual({ product_id: bare.id, form_title_display_name: '', attributes: [] });
  });

  it('answers an unknown, inactive or other store’s product, and one sold through the cart, as not found', async () => {
    const inactive = await createProduct(app.database.db, shop.refs, { orderFlow: 'enquiry_based', isActive: false });
    const theirs = await createProduct(app.database.db, other.refs, { orderFlow: 'enquiry_based' });
    await createForm(app.database.db, { storeId: other.store.id, productId: theirs.id }, [{ name: 'Secret', datatypeId: DATATYPE.text }]);
    for (const id of [99_999_999, inactive.id, theirs.id]) expect(refusal(await formOf(id))).toEqual([404, NO_SUCH_PRODUCT]);
    // Another store's customer asks with their own token: their store, not this one.
    const stranger = await signInAsNew(app, { storeRealm: other.realm });
    const mine = await createProduct(app.database.db, shop.refs, { orderFlow: 'enquiry_based' });
    expect(refusal(await formOf(mine.id, stranger.headers))).toEqual([404, NO_SUCH_PRODUCT]);
    const cart = await createProduct(app.database.db, shop.refs, { orderFlow: 'checkout_based', name: 'Cotton Kurta' });
    expect(refusal(await formOf(cart.id))).toEqual([404, noFormToAnswer('Cotton Kurta')]);
  });

  it('refuses a missing or malformed product-id, and a request naming no store, with a 400', async () => {
    for (const id of ['', 'abc', '0', '-3', '1.5']) expect((await formOf(id)).statusCode, id).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/enquiry-form', headers: { 'realm-name': shop.realm } })).statusCode).toBe(400);
    expect((await formOf(1, {})).statusCode).toBe(400);
    expect(refusal(await formOf(1, { 'realm-name': 'no-such-store' }))[0]).toBe(404);
  });
});
