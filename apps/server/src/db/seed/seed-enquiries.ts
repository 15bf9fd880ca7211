import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client';
import { customers, customFormAttributes, customForms, enquiries, enquiryAttributeValues, products, vendors } from '../schema';
import { attributeUploadFolder, type FileStorage } from '../../modules/files';
import { CHOWK_STORE_ID, SOUK_STORE_ID } from './catalogue';
import { DEMO_SHOPPER } from './seed-customers';
import { CHOWK_FORMS, CHOWK_QUOTE, CHOWK_REQUEST, PRIYA_ENQUIRIES, SOUK_GENERAL, type FormSpec } from './seed-enquiries-data';

/**
 * Issue #13's demo data: a custom form on every enquiry-based and request-based product, and
 * Priya's enquiries in all four statuses with answers of several data types (a photo, a PDF, a
 * sensitive phone number). Writes only what is missing, so an older data folder gains it.
 */

const DAY = 24 * 60 * 60 * 1000;

export async function seedEnquiries(tx: Db, storage: FileStorage, now = new Date()): Promise<void> {
  await seedForms(
    tx,
    CHOWK_STORE_ID,
    (name, flow) => CHOWK_FORMS.find((f) => name.includes(f.match)) ?? (flow === 'enquiry_based' ? CHOWK_QUOTE : CHOWK_REQUEST),
  );
  await seedForms(tx, SOUK_STORE_ID, () => SOUK_GENERAL);
  await seedPriyasEnquiries(tx, storage, now);
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

async function seedPriyasEnquiries(tx: Db, storage: FileStorage, now: Date) {
  const [priya] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, DEMO_SHOPPER.storeId), eq(customers.phone, DEMO_SHOPPER.phone)));
  if (!priya) return;
  if ((await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.customerId, priya.id)).limit(1)).length > 0) return;
  const owner = { store: { id: DEMO_SHOPPER.storeId }, customerId: priya.id };

  for (const seed of PRIYA_ENQUIRIES) {
    const candidates = await tx
      .select({ product: products, vendorName: vendors.name })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(eq(products.storeId, DEMO_SHOPPER.storeId), eq(products.orderFlow, 'enquiry_based')))
      .orderBy(asc(products.id));
    const row = candidates.find((c) => c.product.name.includes(seed.product));
    if (!row) throw new Error(`seed enquiry: no enquiry-based product named like ${seed.product}`);
    const [form] = await tx.select().from(customForms).where(eq(customForms.productId, row.product.id));
    const fields = form ? await tx.select().from(customFormAttributes).where(eq(customFormAttributes.formId, form.id)) : [];
    const createdAt = new Date(now.getTime() - seed.daysAgo * DAY);
    const [enquiry] = await tx
      .insert(enquiries)
      .values({
        storeId: DEMO_SHOPPER.storeId,
        customerId: priya.id,
        productId: row.product.id,
        vendorId: row.product.vendorId,
        productName: row.product.name,
        vendorName: row.vendorName,
        status: seed.status,
        feedback: seed.feedback ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: enquiries.id });
    const values = [];
    for (const field of fields.sort((a, b) => a.position - b.position)) {
      const answer = seed.answers[field.name];
      if (answer === undefined) continue;
      const folder = attributeUploadFolder(owner, field.id);
      const files =
        answer === 'image'
          ? [await writeFile(storage, folder, 'webp', await demoPhoto())]
          : answer === 'pdf'
            ? [await writeFile(storage, folder, 'pdf', demoPdf())]
            : null;
      values.push({
        enquiryId: enquiry!.id,
        attributeId: field.id,
        attributeName: field.name,
        datatypeId: field.datatypeId,
        sensitive: field.sensitive,
        values: files ?? (answer as string[]),
        position: values.length,
      });
    }
    if (values.length) await tx.insert(enquiryAttributeValues).values(values);
  }
}

async function writeFile(storage: FileStorage, folder: string, extension: string, data: Buffer) {
  const path = `${folder}${randomUUID()}.${extension}`;
  await storage.write(path, data);
  return path;
}

/** A swatch photo: rose and ivory halves, as the upload call would have kept it (WebP, no metadata). */
const demoPhoto = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#c2185b' } })
    .composite([{ input: { create: { width: 160, height: 240, channels: 3, background: '#f8f1e3' } }, left: 160, top: 0 }])
    .webp({ quality: 82 })
    .toBuffer();

/** A one-page PDF with a line of text, written by hand (the demo needs no PDF library for it). */
function demoPdf(): Buffer {
  const text = 'BT /F1 18 Tf 72 720 Td (Sharma Design Studio - floor plan, 3,400 sq ft) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
