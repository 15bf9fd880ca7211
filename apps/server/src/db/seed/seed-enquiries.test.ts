import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFieldAnswer, DATATYPE_IDS, FILE_TYPES, MASKED_VALUE, OPTION_TYPES, type DatatypeId, type EnquiryList } from '@bazaar/contracts';
import { findCustomerId, signInAs, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { customFormAttributes, customForms, products } from '../schema';
import { DEMO_SHOPPER } from './seed-customers';

// Issue #13's demo data: every enquiry or request product has a form, and Priya's enquiries read like real ones.
let app: TestApp;
let priya: SignedIn;
let list: EnquiryList;
beforeAll(async () => {
  app = await createTestApp();
  priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
  const res = await app.inject({ method: 'GET', url: '/cfs/rest/v3/enquiry', headers: priya.headers });
  if (res.statusCode !== 200) throw new Error(res.body);
  list = body<EnquiryList>(res).response_body;
});
afterAll(async () => {
  await app.close();
});

describe('the demo forms', () => {
  it('cover every enquiry-based and request-based product of both stores, each field well made', async () => {
    const db = app.database.db;
    const bare = await db
      .select({ id: products.id })
      .from(products)
      .leftJoin(customForms, eq(customForms.productId, products.id))
      .where(and(inArray(products.storeId, [12, 13]), inArray(products.orderFlow, ['enquiry_based', 'request_based']), isNull(customForms.id)));
    expect(bare).toEqual([]);
    const fields = await db
      .select()
      .from(customFormAttributes)
      .where(inArray(customFormAttributes.storeId, [12, 13]));
    expect(new Set(fields.map((f) => f.datatypeId)).size).toBeGreaterThanOrEqual(12);
    for (const f of fields) {
      expect(DATATYPE_IDS).toContain(f.datatypeId as DatatypeId);
      expect(f.options.length > 0, f.name).toBe(OPTION_TYPES.includes(f.datatypeId));
    }
  });
});

describe("the demo shopper's enquiries", () => {
  it('hold all four statuses, newest first, with feedback on the closed and rejected ones', () => {
    expect(list.total).toBe(4);
    expect(list.enquiries.map((e) => [e.enquiry_status, e.enquiry_status_display_name])).toEqual([
      [1, 'Open'],
      [2, 'In progress'],
      [3, 'Closed'],
      [4, 'Rejected'],
    ]);
    expect(list.enquiries.map((e) => e.enquiry_feedback !== null)).toEqual([false, false, true, true]);
  });

  it('hold answers their own forms accept, with a photo and a PDF she can read back, and a masked phone number', async () => {
    const all = list.enquiries.flatMap((e) => e.enquiry_details.attribute_values);
    expect(all.find((v) => v.sensitive)).toMatchObject({ masked: true, value: MASKED_VALUE });
    const photo = all.find((v) => v.datatype_id === 16)!;
    const pdf = all.find((v) => v.datatype_id === 19)!;
    const image = await app.inject({
      method: 'GET',
      url: `/cfs/rest/v3/cfs-images/absolute?image-path=${encodeURIComponent(photo.value)}`,
      headers: priya.headers,
    });
    expect(image.statusCode).toBe(200);
    expect((await fileTypeFromBuffer((await app.storage.read(pdf.value))!))?.mime).toBe('application/pdf');

    const attributes = await app.database.db
      .select()
      .from(customFormAttributes)
      .where(inArray(customFormAttributes.id, [...new Set(all.map((v) => v.attribute_id))]));
    for (const e of list.enquiries) {
      const revealed = body<EnquiryList>(
        await app.inject({ method: 'GET', url: `/cfs/rest/v3/enquiry?enquiry-id=${e.id}&reveal=true`, headers: priya.headers }),
      ).response_body;
      for (const v of revealed.enquiries[0]!.enquiry_details.attribute_values) {
        const a = attributes.find((x) => x.id === v.attribute_id)!;
        const field = { attribute_name: a.name, datatype_id: a.datatypeId, required: a.required, options: a.options, input_config: a.inputConfig };
        // `value` joins with commas (spec §3); option names and text may hold commas themselves, so options are read from option_names.
        const answer = OPTION_TYPES.includes(a.datatypeId) ? v.option_names : FILE_TYPES.includes(a.datatypeId) ? v.value.split(',') : v.value;
        expect(checkFieldAnswer(field, answer), `${e.product_details.product_name}: ${a.name}`).toMatchObject({ ok: true });
      }
    }
  });
});
