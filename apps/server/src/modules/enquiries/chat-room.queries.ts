import { and, eq } from 'drizzle-orm';
import { ENQUIRY_STATUS, ROOM_TYPE } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { chatRooms, enquiries } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { findOwnOrderItem, findVendorOrderItem } from '../orders';

/**
 * Who may be in a chat room (issue #13, spec §7): an enquiry's customer and vendor, or a
 * request-based order item's buyer and seller. Anyone else finds no room (404), as an unknown id.
 */

/** The caller: a signed-in customer (/cfs) or a vendor user (/vms), always within one store. */
export type ChatParty =
  | { side: 'customer'; db: Db; store: { id: number; chatMasksContacts: boolean }; customerId: number }
  | { side: 'vendor'; db: Db; store: { id: number; chatMasksContacts: boolean }; vendorId: number; vendorUserId: number };

/** A room's subject: exactly one of enquiryId, orderItemId. */
export type RoomRef = { enquiryId?: number | undefined; orderItemId?: number | undefined };

export type RoomSubject = RoomRef & { customerId: number; vendorId: number; closed: boolean; channel: string };

export const NO_SUCH_ROOM = 'There is no such chat';
export const CHAT_CLOSED = 'This enquiry is closed; its chat takes no new messages';

/** GET's query to a room: room-type 1 takes order-item-id, 2 takes enquiry-id. */
export function roomOfQuery(q: { 'room-type': number; 'order-item-id'?: number | undefined; 'enquiry-id'?: number | undefined }): RoomRef {
  if (q['room-type'] === ROOM_TYPE.enquiry && q['enquiry-id'] !== undefined) return { enquiryId: q['enquiry-id'] };
  if (q['room-type'] === ROOM_TYPE.orderItem && q['order-item-id'] !== undefined) return { orderItemId: q['order-item-id'] };
  throw badRequest('room-type 1 needs order-item-id, room-type 2 needs enquiry-id');
}

export const isRequestItem = (item: { itemType: string; orderFlow: string }) => item.itemType === 'request_item' || item.orderFlow === 'request_based';

/** The room the party may use, or 404. */
export async function findRoomSubject(party: ChatParty, ref: RoomRef): Promise<RoomSubject> {
  if (ref.enquiryId !== undefined) {
    const mine = party.side === 'customer' ? eq(enquiries.customerId, party.customerId) : eq(enquiries.vendorId, party.vendorId);
    const [row] = await party.db
      .select({ customerId: enquiries.customerId, vendorId: enquiries.vendorId, status: enquiries.status })
      .from(enquiries)
      .where(and(eq(enquiries.id, ref.enquiryId), eq(enquiries.storeId, party.store.id), mine))
      .limit(1);
    if (!row) throw notFound(NO_SUCH_ROOM);
    const closed = row.status === ENQUIRY_STATUS.closed || row.status === ENQUIRY_STATUS.rejected;
    return { enquiryId: ref.enquiryId, customerId: row.customerId, vendorId: row.vendorId, closed, channel: `chat:e${ref.enquiryId}` };
  }
  const id = ref.orderItemId!;
  const item =
    party.side === 'customer'
      ? await findOwnOrderItem(party, id).then((i) => i && { ...i, customerId: party.customerId })
      : await findVendorOrderItem(party, id);
  if (!item || !isRequestItem(item)) throw notFound(NO_SUCH_ROOM);
  return { orderItemId: id, customerId: item.customerId, vendorId: item.vendorId, closed: false, channel: `chat:o${id}` };
}

export const refuseIfClosed = (subject: RoomSubject) => {
  if (subject.closed) throw new ApiError(409, CHAT_CLOSED);
};

const roomWhere = (ref: RoomRef) => (ref.enquiryId !== undefined ? eq(chatRooms.enquiryId, ref.enquiryId) : eq(chatRooms.orderItemId, ref.orderItemId!));

export async function findRoom(db: Db, ref: RoomRef) {
  const [room] = await db.select().from(chatRooms).where(roomWhere(ref)).limit(1);
  return room;
}

/** The room's row, made on its first message; two first messages at once make one room. */
export async function ensureRoom(db: Db, storeId: number, subject: RoomSubject) {
  await db
    .insert(chatRooms)
    .values({ storeId, enquiryId: subject.enquiryId, orderItemId: subject.orderItemId, customerId: subject.customerId, vendorId: subject.vendorId })
    .onConflictDoNothing();
  return (await findRoom(db, subject))!;
}
