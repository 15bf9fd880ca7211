import { asc, eq, sql } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX, type ChatMessage, type ChatRoom, type SendChatMessageBody } from '@bazaar/contracts';
import { chatMessages, chatRooms } from '../../db/schema';
import type { FanOut } from '../../lib/fan-out';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import { hasOrderedFrom } from '../orders';
import { maskContacts } from './chat-masking';
import { ensureRoom, findRoom, findRoomSubject, refuseIfClosed, type ChatParty, type RoomRef } from './chat-room.queries';

/**
 * The chat of an enquiry or a request-based order item (issue #13, spec §5, §7): reading a room
 * (marking it read for the caller) and sending into it, for either party. Sent messages are
 * published on the room's channel for the open event streams (chat-events.routes.ts).
 */

/** Per sender (a customer, or a vendor user): a person types a few lines a minute, a script hundreds. */
export const CHAT_LIMIT: RateRule = { limit: 20, windowSeconds: 60 };

type MessageRow = typeof chatMessages.$inferSelect;
const view = (m: MessageRow): ChatMessage => ({ id: m.id, message: m.body, sender: m.fromCustomer, sent_at: m.createdAt.toISOString() });

const fromCaller = (party: ChatParty) => party.side === 'customer';

/** The room's messages, oldest first, and how many of the other side's the caller had not read; marks them read. */
export async function readRoom(party: ChatParty, ref: RoomRef): Promise<ChatRoom> {
  const subject = await findRoomSubject(party, ref);
  const room = await findRoom(party.db, subject);
  if (!room) return { messages: [], unread: 0 };
  const rows = await party.db.select().from(chatMessages).where(eq(chatMessages.roomId, room.id)).orderBy(asc(chatMessages.id));
  const readUpTo = party.side === 'customer' ? room.customerReadId : room.vendorReadId;
  const unread = rows.filter((m) => m.fromCustomer !== fromCaller(party) && m.id > readUpTo).length;
  const last = rows.at(-1)?.id ?? 0;
  if (last > readUpTo) await markRead(party, room.id, last);
  return { messages: rows.map(view), unread };
}

/** Only forward: a read that finished late cannot unread newer messages. */
async function markRead(party: ChatParty, roomId: number, upTo: number) {
  const set =
    party.side === 'customer'
      ? { customerReadId: sql`greatest(${chatRooms.customerReadId}, ${upTo})` }
      : { vendorReadId: sql`greatest(${chatRooms.vendorReadId}, ${upTo})` };
  await party.db.update(chatRooms).set(set).where(eq(chatRooms.id, roomId));
}

export type ChatDeps = { limiter: RateLimiter; fanOut: FanOut };

export async function sendMessage(party: ChatParty, deps: ChatDeps, body: SendChatMessageBody): Promise<ChatMessage> {
  const subject = await findRoomSubject(party, { enquiryId: body.enquiry_id, orderItemId: body.order_item_id });
  refuseIfClosed(subject);
  const sender = party.side === 'customer' ? `c${party.customerId}` : `u${party.vendorUserId}`;
  await enforceRateLimits(deps.limiter, [
    {
      key: `chat:${party.store.id}:${sender}`,
      rule: CHAT_LIMIT,
      message: (s) => `You are sending messages too fast; please wait ${s} seconds`,
    },
  ]);
  // An order-item room is itself an order between the two; an enquiry's is masked until one exists.
  const mask =
    party.store.chatMasksContacts && subject.enquiryId !== undefined && !(await hasOrderedFrom(party.db, party.store.id, subject.customerId, subject.vendorId));
  const text = mask ? maskContacts(body.message).slice(0, CHAT_MESSAGE_MAX) : body.message;
  const room = await ensureRoom(party.db, party.store.id, subject);
  const [row] = await party.db
    .insert(chatMessages)
    .values({ roomId: room.id, fromCustomer: fromCaller(party), body: text })
    .returning();
  // The sender has read what it sent, and everything before it.
  await markRead(party, room.id, row!.id);
  const message = view(row!);
  await deps.fanOut.publish(subject.channel, JSON.stringify(message));
  return message;
}
