import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { chatMessages, chatRooms, enquiries } from '../schema';
import { ENQUIRY_CHATS, type ChatLine } from './seed-enquiries-chats-data';

/**
 * The demo's chat rooms (issue #13): each message at its hour, and how far each side has read,
 * so the unread badges show exactly the lines the data marks unread.
 */

const HOUR = 60 * 60 * 1000;

export type RoomSubject = { storeId: number; customerId: number; vendorId: number } & ({ enquiryId: number } | { orderItemId: number });

export async function seedChat(tx: Db, subject: RoomSubject, lines: ChatLine[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  const [room] = await tx.insert(chatRooms).values(subject).returning({ id: chatRooms.id });
  const ordered = [...lines].sort((a, b) => b.hoursAgo - a.hoursAgo);
  const rows = await tx
    .insert(chatMessages)
    .values(
      ordered.map((line) => ({
        roomId: room!.id,
        fromCustomer: line.from === 'customer',
        body: line.text,
        createdAt: new Date(now.getTime() - line.hoursAgo * HOUR),
      })),
    )
    .returning({ id: chatMessages.id });
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  // A side has read everything before the first line it has not read (its own lines included).
  const readUpTo = (reader: ChatLine['from']) => {
    const first = ordered.findIndex((line) => line.from !== reader && line.unread);
    return first === -1 ? ids.at(-1)! : first === 0 ? 0 : ids[first - 1]!;
  };
  await tx
    .update(chatRooms)
    .set({ customerReadId: readUpTo('customer'), vendorReadId: readUpTo('vendor') })
    .where(eq(chatRooms.id, room!.id));
}

/** The chat of each of the customer's enquiries that has none yet, by the product it asks about. */
export async function seedEnquiryChats(tx: Db, storeId: number, customerId: number, now: Date): Promise<void> {
  const open = await tx
    .select({ id: enquiries.id, vendorId: enquiries.vendorId, productName: enquiries.productName })
    .from(enquiries)
    .leftJoin(chatRooms, eq(chatRooms.enquiryId, enquiries.id))
    .where(and(eq(enquiries.storeId, storeId), eq(enquiries.customerId, customerId), isNull(chatRooms.id)));
  for (const enquiry of open) {
    const lines = Object.entries(ENQUIRY_CHATS).find(([product]) => enquiry.productName.includes(product))?.[1];
    if (lines) await seedChat(tx, { storeId, customerId, vendorId: enquiry.vendorId, enquiryId: enquiry.id }, lines, now);
  }
}
