import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatRoom } from '@bazaar/contracts';
import { LEAD_ENQUIRY_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { CHAT_POLL_MS, chatKeys, roomQuery, type ChatRoomRef } from './chat-room';

export const getChat = async (room: ChatRoomRef, signal?: AbortSignal) => (await apiGet<ChatRoom>(LEAD_ENQUIRY_PATH, roomQuery(room), signal)).response_body;

/**
 * Spec §7: every 20 s, also in the background and on focus, no retry (the next poll is the retry).
 * The event stream (use-chat-stream.ts) brings new messages at once; this poll is the fallback.
 */
export const chatQueryOptions = (room: ChatRoomRef) =>
  queryOptions({
    queryKey: chatKeys.room(room),
    queryFn: ({ signal }) => getChat(room, signal),
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 0,
  });

export const useChat = (room: ChatRoomRef) => useQuery(chatQueryOptions(room));
