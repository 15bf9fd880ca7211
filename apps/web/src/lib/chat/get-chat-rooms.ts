import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { chatKeys } from './chat-room';

export const getChatRooms = (signal?: AbortSignal) => bodyOf(api.GET('/cfs/rest/v3/lead-enquiry/rooms', { signal }));

/** Read again when a conversation panel closes (reading a room marks it read), so the counts follow. */
export const chatRoomsQueryOptions = () => queryOptions({ queryKey: chatKeys.rooms, queryFn: ({ signal }) => getChatRooms(signal) });

/** Unread messages of a request item's room; 0 while unknown, or when the call fails (a missing badge is no error). */
export function useOrderItemUnread(orderItemId: number, enabled = true): number {
  const rooms = useQuery({ ...chatRoomsQueryOptions(), enabled });
  return rooms.data?.rooms.find((room) => room.room_type === 1 && room.order_item_id === orderItemId)?.unread ?? 0;
}
