import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ENQUIRY_PAGE_LIMIT, ENQUIRY_STATUS_NAMES, type EnquiryList, type EnquiryStatus, type VendorEnquiryRecord } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customers, customFormAttributes, enquiries, enquiryAttributeValues } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { readPage } from '../../lib/paging';
import type { CustomerContext } from '../identity';
import type { VendorContext } from '../vendor-console';
import { attributeValueView } from './answers';

/**
 * Enquiries as their customer (GET /cfs/rest/v3/enquiry) or their vendor (GET /vms/rest/v3/enquiries)
 * lists them: newest first, 10 a page, each with its answers and the chat messages of the other
 * side the reader has not read. Indexes: enquiries_customer_idx and enquiries_customer_status_idx
 * for the customer, enquiries_vendor_status_idx for the vendor.
 */

export const NO_SUCH_ENQUIRY = 'There is no such enquiry';

export type EnquiryListInput = { enquiryId?: number; page?: number; limit?: number; status?: number; reveal?: boolean };

/** Whose enquiries: a customer's own, or those sent to a vendor; always within one store. */
export type EnquiryScope = { db: Db; storeId: number } & ({ side: 'customer'; customerId: number } | { side: 'vendor'; vendorId: number });

export const customerScope = (ctx: CustomerContext): EnquiryScope => ({ db: ctx.db, storeId: ctx.store.id, side: 'customer', customerId: ctx.customerId });
export const vendorScope = (ctx: VendorContext): EnquiryScope => ({ db: ctx.db, storeId: ctx.store.id, side: 'vendor', vendorId: ctx.vendorId });

/**
 * The other side's messages in the enquiry's room past the reader's read mark, counted in the
 * list's own query (chat_rooms_enquiry_uq, then chat_messages_room_idx). Names are written out:
 * drizzle leaves a one-table select's columns bare, and a bare "id" here would mean the message's.
 */
const unreadColumn = (side: EnquiryScope['side']) =>
  side === 'customer'
    ? sql<number>`(select count(*)::int from chat_rooms r join chat_messages m on m.room_id = r.id and m.id > r.customer_read_id and not m.from_customer where r.enquiry_id = "enquiries"."id")`
    : sql<number>`(select count(*)::int from chat_rooms r join chat_messages m on m.room_id = r.id and m.id > r.vendor_read_id and m.from_customer where r.enquiry_id = "enquiries"."id")`;

export async function listEnquiryRecords(scope: EnquiryScope, input: EnquiryListInput): Promise<{ enquiries: VendorEnquiryRecord[]; total: number }> {
  const where: SQL[] = [
    eq(enquiries.storeId, scope.storeId),
    scope.side === 'customer' ? eq(enquiries.customerId, scope.customerId) : eq(enquiries.vendorId, scope.vendorId),
  ];
  if (input.status !== undefined) where.push(eq(enquiries.status, input.status));
  if (input.enquiryId !== undefined) where.push(eq(enquiries.id, input.enquiryId));
  const limit = input.limit ?? ENQUIRY_PAGE_LIMIT;
  const base = () =>
    scope.db
      .select({ e: enquiries, customerName: customers.name, unread: unreadColumn(scope.side) })
      .from(enquiries)
      .innerJoin(customers, eq(customers.id, enquiries.customerId))
      .where(and(...where))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .$dynamic();
  const { rows, total } = await readPage(input.page ?? 1, limit, {
    all: () => base(),
    slice: (l, offset) => base().limit(l).offset(offset),
    count: async () =>
      (
        await scope.db
          .select({ n: count() })
          .from(enquiries)
          .where(and(...where))
      )[0]?.n ?? 0,
  });
  // Another customer's (or vendor's) enquiry is not found, exactly as one that does not exist.
  if (input.enquiryId !== undefined && rows.length === 0) throw notFound(NO_SUCH_ENQUIRY);
  const values = rows.length
    ? await scope.db
        .select({ value: enquiryAttributeValues, inputConfig: customFormAttributes.inputConfig })
        .from(enquiryAttributeValues)
        .innerJoin(customFormAttributes, eq(customFormAttributes.id, enquiryAttributeValues.attributeId))
        .where(
          inArray(
            enquiryAttributeValues.enquiryId,
            rows.map((r) => r.e.id),
          ),
        )
        .orderBy(asc(enquiryAttributeValues.enquiryId), asc(enquiryAttributeValues.position), asc(enquiryAttributeValues.id))
    : [];
  // Sensitive values are shown only when one enquiry is asked for by id with reveal=true (by one of its two parties, by the scope above).
  const reveal = input.reveal === true && input.enquiryId !== undefined;
  return {
    total,
    enquiries: rows.map(({ e, customerName, unread }) => ({
      id: e.id,
      enquiry_status: e.status,
      enquiry_status_display_name: ENQUIRY_STATUS_NAMES[e.status as EnquiryStatus],
      created_at: e.createdAt.toISOString(),
      enquiry_feedback: e.feedback,
      enquiry_details: {
        attribute_values: values.filter((v) => v.value.enquiryId === e.id).map((v) => attributeValueView(v.value, { inputConfig: v.inputConfig }, reveal)),
      },
      product_details: { product_id: e.productId, product_name: e.productName, vendor_name: e.vendorName },
      unread: Number(unread),
      customer_name: customerName,
    })),
  };
}

/** The customer's own enquiries (the record without the customer's name, which is theirs). */
export async function listEnquiries(ctx: CustomerContext, input: EnquiryListInput): Promise<EnquiryList> {
  const { enquiries: records, total } = await listEnquiryRecords(customerScope(ctx), input);
  return { total, enquiries: records.map(({ customer_name: _name, ...record }) => record) };
}

/** One enquiry of the vendor's as its list shows it; 404 for anyone else's. */
export async function vendorEnquiry(ctx: VendorContext, enquiryId: number): Promise<VendorEnquiryRecord> {
  return (await listEnquiryRecords(vendorScope(ctx), { enquiryId })).enquiries[0]!;
}
