import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ENQUIRY_PAGE_LIMIT, ENQUIRY_STATUS_NAMES, type EnquiryList, type EnquiryStatus } from '@bazaar/contracts';
import { customFormAttributes, enquiries, enquiryAttributeValues } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { readPage } from '../../lib/paging';
import type { CustomerContext } from '../identity';
import { attributeValueView } from './answers';

/** The customer's own enquiries, newest first (indexes enquiries_customer_idx and enquiries_customer_status_idx). */

export const NO_SUCH_ENQUIRY = 'There is no such enquiry';

export type EnquiryListInput = { enquiryId?: number; page?: number; limit?: number; status?: number; reveal?: boolean };

export async function listEnquiries(ctx: CustomerContext, input: EnquiryListInput): Promise<EnquiryList> {
  const where: SQL[] = [eq(enquiries.storeId, ctx.store.id), eq(enquiries.customerId, ctx.customerId)];
  if (input.status !== undefined) where.push(eq(enquiries.status, input.status));
  if (input.enquiryId !== undefined) where.push(eq(enquiries.id, input.enquiryId));
  const limit = input.limit ?? ENQUIRY_PAGE_LIMIT;
  const base = () =>
    ctx.db
      .select()
      .from(enquiries)
      .where(and(...where))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .$dynamic();
  const { rows, total } = await readPage(input.page ?? 1, limit, {
    all: () => base(),
    slice: (l, offset) => base().limit(l).offset(offset),
    count: async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(enquiries)
          .where(and(...where))
      )[0]?.n ?? 0,
  });
  // Another customer's enquiry is not found, exactly as one that does not exist.
  if (input.enquiryId !== undefined && rows.length === 0) throw notFound(NO_SUCH_ENQUIRY);
  const values = rows.length
    ? await ctx.db
        .select({ value: enquiryAttributeValues, inputConfig: customFormAttributes.inputConfig })
        .from(enquiryAttributeValues)
        .innerJoin(customFormAttributes, eq(customFormAttributes.id, enquiryAttributeValues.attributeId))
        .where(
          inArray(
            enquiryAttributeValues.enquiryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(enquiryAttributeValues.enquiryId), asc(enquiryAttributeValues.position), asc(enquiryAttributeValues.id))
    : [];
  // Sensitive values are shown only when one enquiry is asked for by id with reveal=true (its owner, by the scope above).
  const reveal = input.reveal === true && input.enquiryId !== undefined;
  return {
    total,
    enquiries: rows.map((e) => ({
      id: e.id,
      enquiry_status: e.status,
      enquiry_status_display_name: ENQUIRY_STATUS_NAMES[e.status as EnquiryStatus],
      created_at: e.createdAt.toISOString(),
      enquiry_feedback: e.feedback,
      enquiry_details: {
        attribute_values: values.filter((v) => v.value.enquiryId === e.id).map((v) => attributeValueView(v.value, { inputConfig: v.inputConfig }, reveal)),
      },
      product_details: { product_id: e.productId, product_name: e.productName, vendor_name: e.vendorName },
    })),
  };
}
