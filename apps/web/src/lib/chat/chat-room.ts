import type { ChatMessage, ChatRoom } from '@bazaar/contracts';

/**
 * A chat room (spec §7 lead-enquiry): an enquiry's (room-type 2) or a request-based order item's
 * (room-type 1). The numbers mirror the contracts' ROOM_TYPE and CHAT_MESSAGE_MAX, which live in a
 * zod file the web imports no value from (lib/contracts-entry.test.ts).
 */
export type ChatRoomRef = { kind: 'enquiry'; enquiryId: number } | { kind: 'order-item'; orderItemId: number };

/** Spec §5, §9: at most 255 characters once trimmed. */
export const CHAT_MESSAGE_MAX = 255;
/** Spec §9: the chat refetches every 20 s, the fallback when the live stream is down. */
export const CHAT_POLL_MS = 20_000;

/** The GET and event-stream query of a room. */
export const roomQuery = (room: ChatRoomRef) =>
  room.kind === 'enquiry' ? { 'room-type': 2, 'enquiry-id': room.enquiryId } : { 'room-type': 1, 'order-item-id': room.orderItemId };

/** The POST body's room part. */
export const roomBody = (room: ChatRoomRef) => (room.kind === 'enquiry' ? { enquiry_id: room.enquiryId } : { order_item_id: room.orderItemId });

/** A room's cache is per side (a customer and a vendor may both be signed in on one tab); the customer's key is the shorter. */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  room: (room: ChatRoomRef, side: 'customer' | 'vendor' = 'customer') => {
    const key = ['chat', 'room', room.kind, room.kind === 'enquiry' ? room.enquiryId : room.orderItemId] as const;
    return side === 'customer' ? key : ([...key, side] as const);
  },
};

/** True for a value shaped like a chat message (the stream's data is only JSON until read). */
export function isChatMessage(value: unknown): value is ChatMessage {
  const m = value as Partial<ChatMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'number' &&
    typeof m.message === 'string' &&
    typeof m.sender === 'boolean' &&
    typeof m.sent_at === 'string'
  );
}

/**
 * The room with `message` added once: the stream, the POST's answer and a poll may each bring the
 * same message. Kept oldest first, as GET answers, by id (ids grow with time).
 */
export function withMessage(room: ChatRoom, message: ChatMessage): ChatRoom {
  if (room.messages.some((m) => m.id === message.id)) return room;
  return { ...room, messages: [...room.messages, message].sort((a, b) => a.id - b.id) };
}
