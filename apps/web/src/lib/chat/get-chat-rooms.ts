import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatRoomList } from '@bazaar/contracts';
import { LEAD_ENQUIRY_ROOMS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { chatKeys } from './chat-room';

export const getChatRooms = async (signal?: AbortSignal) => (await apiGet<ChatRoomList>(LEAD_ENQUIRY_ROOMS_PATH, undefined, signal)).response_body;

/** Read again when a conversation panel closes (reading a room marks it read), so the counts follow. */
export const chatRoomsQueryOptions = () => queryOptions({ queryKey: chatKeys.rooms, queryFn: ({ signal }) => getChatRooms(signal) });

/** Unread messages of a request item's room; 0 while unknown, or when the call fails (a missing badge is no error). */
export function useOrderItemUnread(orderItemId: number, enabled = true): number {
  const rooms = useQuery({ ...chatRoomsQueryOptions(), enabled });
  return rooms.data?.rooms.find((room) => room.room_type === 1 && room.order_item_id === orderItemId)?.unread ?? 0;
}
