import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_POLL_MS, chatKeys, type ChatRoomRef } from './chat-room';
import { customerChatSource, useChatSource, type ChatSource } from './chat-source';

export const getChat = (room: ChatRoomRef, signal?: AbortSignal) => customerChatSource.getChat(room, signal);

/**
 * Spec §7: every 20 s, also in the background and on focus, no retry (the next poll is the retry).
 * The event stream (use-chat-stream.ts) brings new messages at once; this poll is the fallback.
 */
export const chatQueryOptions = (room: ChatRoomRef, source: ChatSource = customerChatSource) =>
  queryOptions({
    queryKey: chatKeys.room(room, source.side),
    queryFn: ({ signal }) => source.getChat(room, signal),
    refetchInterval: CHAT_POLL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 0,
  });

export function useChat(room: ChatRoomRef) {
  const source = useChatSource();
  return useQuery(chatQueryOptions(room, source));
}
