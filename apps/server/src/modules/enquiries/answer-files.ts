import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { FILE_TYPES } from '@bazaar/contracts';
import { enquiries, enquiryAttributeValues, orderItemFormValues } from '../../db/schema';
import { attributeUploadFolder, isDocumentPath, pathInside, sendPrivateDocument, sendPrivateImage, type FileStorage } from '../files';
import type { FastifyReply } from 'fastify';
import type { CustomerContext } from '../identity';
import { findVendorOrderItem } from '../orders';
import type { VendorContext } from '../vendor-console';
import { isRequestItem } from './chat-room.queries';

/**
 * The files that form answers name (issue #13): which one a party may read, and under which name
 * a document is saved (the field's name plus the file's extension, spec §7). A path is served
 * only when an answer names it exactly and it lies in that customer's folder for that field.
 */

export type AnswerFile = { path: string; name: string };

type AnswerRow = { attributeId: number; attributeName: string; datatypeId: number; values: string[] };

/** The answer's file at `path`, when one of `answers` names it and it is in the customer's own folder for that field. */
function fileOf(answers: AnswerRow[], owner: { store: { id: number }; customerId: number }, path: string): AnswerFile | null {
  const answer = answers.find((a) => FILE_TYPES.includes(a.datatypeId) && a.values.includes(path));
  const inside = answer ? pathInside(path, attributeUploadFolder(owner, answer.attributeId)) : null;
  return answer && inside ? { path: inside, name: answer.attributeName } : null;
}

const answerColumns = {
  attributeId: enquiryAttributeValues.attributeId,
  attributeName: enquiryAttributeValues.attributeName,
  datatypeId: enquiryAttributeValues.datatypeId,
  values: enquiryAttributeValues.values,
};

/** A file answering one of the vendor's enquiries. */
export async function enquiryFileForVendor(ctx: VendorContext, enquiryId: number, path: string): Promise<AnswerFile | null> {
  const rows = await ctx.db
    .select({ ...answerColumns, customerId: enquiries.customerId })
    .from(enquiryAttributeValues)
    .innerJoin(enquiries, eq(enquiries.id, enquiryAttributeValues.enquiryId))
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.storeId, ctx.store.id), eq(enquiries.vendorId, ctx.vendorId)));
  return rows.length ? fileOf(rows, { store: ctx.store, customerId: rows[0]!.customerId }, path) : null;
}

/** A file answering the request form of one of the vendor's request items. */
export async function formFileForVendor(ctx: VendorContext, orderItemId: number, path: string): Promise<AnswerFile | null> {
  const item = await findVendorOrderItem(ctx, orderItemId);
  if (!item || !isRequestItem(item)) return null;
  const rows = await ctx.db.select().from(orderItemFormValues).where(eq(orderItemFormValues.orderItemId, item.id));
  return fileOf(rows, { store: ctx.store, customerId: item.customerId }, path);
}

/** `uploads/{store}/{customer}/a{attribute}/…`: the field a form upload was made for. */
const attributeOfPath = (path: string) => {
  const match = /^uploads\/\d+\/\d+\/a(\d+)\//.exec(path);
  return match ? Number(match[1]) : null;
};

/**
 * The name of the field that one of the customer's answers (an enquiry's, or a request item's)
 * gives `path` (already known to be in the customer's own folder), or null for an upload no
 * answer names. Looked up by the field named in the path (the attribute indexes), then the path.
 */
export async function answerNameOf(ctx: CustomerContext, path: string): Promise<string | null> {
  const attributeId = attributeOfPath(path);
  if (attributeId === null) return null;
  const names = (values: AnyColumn) => sql`${values} @> ${JSON.stringify([path])}::jsonb`;
  const [fromEnquiry] = await ctx.db
    .select({ name: enquiryAttributeValues.attributeName })
    .from(enquiryAttributeValues)
    .innerJoin(enquiries, eq(enquiries.id, enquiryAttributeValues.enquiryId))
    .where(
      and(
        eq(enquiryAttributeValues.attributeId, attributeId),
        eq(enquiries.storeId, ctx.store.id),
        eq(enquiries.customerId, ctx.customerId),
        names(enquiryAttributeValues.values),
      ),
    )
    .limit(1);
  if (fromEnquiry) return fromEnquiry.name;
  // Only this customer can have answered with a file of their own folder, so the path alone finds their request item's answer.
  const [fromItem] = await ctx.db
    .select({ name: orderItemFormValues.attributeName })
    .from(orderItemFormValues)
    .where(and(eq(orderItemFormValues.attributeId, attributeId), names(orderItemFormValues.values)))
    .limit(1);
  return fromItem?.name ?? null;
}

/** An answer's file, as an image (shown inline) or a document (an attachment named after the field). */
export const sendAnswerFile = (reply: FastifyReply, storage: FileStorage, file: AnswerFile | null) =>
  file && isDocumentPath(file.path)
    ? sendPrivateDocument(reply, storage, file.path, file.name)
    : sendPrivateImage(reply, storage, file?.path ?? null, 'There is no such file');
