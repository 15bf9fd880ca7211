import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, customFormAttributes, customForms, enquiries, enquiryAttributeValues, products, vendors } from '../schema';
import type { FileStorage } from '../../modules/files';
import { CHOWK_STORE_ID, SOUK_STORE_ID } from './catalogue';
import { DEMO_SHOPPER, SOUK_SHOPPER } from './seed-customers';
import { answerRows } from './seed-enquiries-answers';
import { seedEnquiryChats } from './seed-enquiries-chats';
import { CHOWK_FORMS, CHOWK_QUOTE, CHOWK_REQUEST, OMAR_ENQUIRIES, PRIYA_ENQUIRIES, SOUK_GENERAL, type EnquirySeed, type FormSpec } from './seed-enquiries-data';
import { seedKurtaRequest } from './seed-enquiries-request';

/**
 * Issue #13's demo data: a custom form on every enquiry-based and request-based product; Priya's
 * enquiries in all four statuses with answers of several data types (a photo, a PDF, a sensitive
 * phone number) and the chats she had about them; Omar's enquiry in the second store, in Arabic;
 * and Priya's made-to-order kurta, a request item with its form answered and a chat. Writes only
 * what is missing, so an older data folder gains it.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export async function seedEnquiries(tx: Db, storage: FileStorage, now = new Date()): Promise<void> {
  await seedForms(
    tx,
    CHOWK_STORE_ID,
    (name, flow) => CHOWK_FORMS.find((f) => name.includes(f.match)) ?? (flow === 'enquiry_based' ? CHOWK_QUOTE : CHOWK_REQUEST),
  );
  await seedForms(tx, SOUK_STORE_ID, () => SOUK_GENERAL);
  await seedShopperEnquiries(tx, storage, now, DEMO_SHOPPER, PRIYA_ENQUIRIES);
  await seedShopperEnquiries(tx, storage, now, SOUK_SHOPPER, OMAR_ENQUIRIES);
  await seedKurtaRequest(tx, storage, now);
}

async function seedForms(tx: Db, storeId: number, formFor: (productName: string, flow: string) => FormSpec) {
  const rows = await tx
    .select({ id: products.id, name: products.name, flow: products.orderFlow, formId: customForms.id })
    .from(products)
    .leftJoin(customForms, eq(customForms.productId, products.id))
    .where(and(eq(products.storeId, storeId), inArray(products.orderFlow, ['enquiry_based', 'request_based'])))
    .orderBy(asc(products.id));
  for (const product of rows.filter((r) => r.formId === null)) {
    const spec = formFor(product.name, product.flow);
    const [form] = await tx.insert(customForms).values({ storeId, productId: product.id, title: spec.title }).returning({ id: customForms.id });
    await tx.insert(customFormAttributes).values(
      spec.fields.map((f, position) => ({
        formId: form!.id,
        storeId,
        name: f.name,
        datatypeId: f.type,
        options: f.options ?? [],
        inputConfig: f.config ?? {},
        required: f.required ?? false,
        sensitive: f.sensitive ?? false,
        position,
      })),
    );
  }
}

/** The shopper's enquiries, one per seed, answered on their forms (written once), then their chats. */
async function seedShopperEnquiries(tx: Db, storage: FileStorage, now: Date, shopper: { storeId: number; phone: string }, seeds: EnquirySeed[]) {
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, shopper.storeId), eq(customers.phone, shopper.phone)));
  if (!customer) return;
  const had = (await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.customerId, customer.id)).limit(1)).length > 0;
  const owner = { store: { id: shopper.storeId }, customerId: customer.id };
  const candidates = had
    ? []
    : await tx
        .select({ product: products, vendorName: vendors.name })
        .from(products)
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(and(eq(products.storeId, shopper.storeId), eq(products.orderFlow, 'enquiry_based')))
        .orderBy(asc(products.id));
  for (const seed of had ? [] : seeds) {
    const row = candidates.find((c) => c.product.name.includes(seed.product));
    if (!row) throw new Error(`seed enquiry: no enquiry-based product named like ${seed.product}`);
    const [form] = await tx.select().from(customForms).where(eq(customForms.productId, row.product.id));
    const fields = form ? await tx.select().from(customFormAttributes).where(eq(customFormAttributes.formId, form.id)) : [];
    const createdAt = new Date(now.getTime() - seed.daysAgo * DAY);
    const [enquiry] = await tx
      .insert(enquiries)
      .values({
        storeId: shopper.storeId,
        customerId: customer.id,
        productId: row.product.id,
        vendorId: row.product.vendorId,
        productName: row.product.name,
        vendorName: row.vendorName,
        status: seed.status,
        feedback: seed.feedback ?? null,
        createdAt,
        updatedAt: seed.movedHoursAgo === undefined ? createdAt : new Date(now.getTime() - seed.movedHoursAgo * HOUR),
      })
      .returning({ id: enquiries.id });
    const values = await answerRows(storage, owner, fields, seed.answers);
    if (values.length) await tx.insert(enquiryAttributeValues).values(values.map((v) => ({ ...v, enquiryId: enquiry!.id })));
  }
  await seedEnquiryChats(tx, shopper.storeId, customer.id, now);
}
