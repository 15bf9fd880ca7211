import { z } from 'zod';
import { envelope } from './envelope';
import { intParam } from './params';

/**
 * Customer–vendor chat (issue #13, spec §3 chat message, §5, §7 lead-enquiry, §9). A room is an
 * enquiry (room-type 2) or a request-based order item (room-type 1); the customer calls /cfs, the
 * vendor the same shapes on /vms. New messages also arrive as server-sent events (…/events).
 */

export const CHAT_MESSAGE_MAX = 255;
/** Spec §9: the chat refetches every 20 s; the event stream makes it immediate, the poll stays as the fallback. */
export const CHAT_POLL_MS = 20_000;
export const ROOM_TYPE = { orderItem: 1, enquiry: 2 } as const;

/** Spec §5: whitespace alone is not a message; at most 255 characters once trimmed. */
export const ChatMessageText = z
  .string({ error: 'message is required' })
  .trim()
  .min(1, 'message must not be empty')
  .max(CHAT_MESSAGE_MAX, `message must be at most ${CHAT_MESSAGE_MAX} characters`);

/** GET …/lead-enquiry and …/lead-enquiry/events: one room, named by its type and id. */
export const ChatRoomQuery = z.object({
  'room-type': intParam('room-type', { min: 1, max: 2 }),
  'order-item-id': intParam('order-item-id', { min: 1 }).optional(),
  'enquiry-id': intParam('enquiry-id', { min: 1 }).optional(),
});
export type ChatRoomQuery = z.infer<typeof ChatRoomQuery>;

/** POST …/lead-enquiry: the message and exactly one of enquiry_id, order_item_id. */
export const SendChatMessageBody = z
  .object({
    message: ChatMessageText,
    enquiry_id: z.number({ error: 'enquiry_id must be a whole number' }).int().positive().optional(),
    order_item_id: z.number({ error: 'order_item_id must be a whole number' }).int().positive().optional(),
  })
  .refine((b) => (b.enquiry_id === undefined) !== (b.order_item_id === undefined), { message: 'give exactly one of enquiry_id and order_item_id' });
export type SendChatMessageBody = z.infer<typeof SendChatMessageBody>;

/** Spec §3: sender is true when the customer sent it, whoever reads. */
export const ChatMessage = z.object({ id: z.number().int(), message: z.string(), sender: z.boolean(), sent_at: z.string() });
export type ChatMessage = z.infer<typeof ChatMessage>;

/** Oldest first; `unread`: the other side's messages the caller had not read before this call. */
export const ChatRoom = z.object({ messages: z.array(ChatMessage), unread: z.number().int() });
export type ChatRoom = z.infer<typeof ChatRoom>;
export const ChatRoomResponse = envelope(ChatRoom);
export const SentChatMessageResponse = envelope(ChatMessage);
