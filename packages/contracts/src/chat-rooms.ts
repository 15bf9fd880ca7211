import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The caller's chat rooms (issue #13): GET /cfs/rest/v3/lead-enquiry/rooms with the customer's
 * token, /vms/rest/v3/lead-enquiry/rooms with the vendor's. Rooms with at least one message,
 * latest activity first, at most CHAT_ROOMS_MAX.
 */

export const CHAT_ROOMS_MAX = 50;

export const ChatRoomSummary = z.object({
  /** Spec §7's room-type: 1 a request-based order item, 2 an enquiry. */
  room_type: z.union([z.literal(1), z.literal(2)]),
  enquiry_id: z.number().int().nullable(),
  order_item_id: z.number().int().nullable(),
  product_name: z.string(),
  last_message: z.string(),
  last_sent_at: z.string(),
  /** The other side's messages the caller has not read. */
  unread: z.number().int(),
});
export type ChatRoomSummary = z.infer<typeof ChatRoomSummary>;

/** `total_unread` counts every room of the caller's, also those past the first 50. */
export const ChatRoomList = z.object({ rooms: z.array(ChatRoomSummary), total_unread: z.number().int() });
export type ChatRoomList = z.infer<typeof ChatRoomList>;
export const ChatRoomListResponse = envelope(ChatRoomList);
