import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatRoom } from '@bazaar/contracts';
import { LEAD_ENQUIRY_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { chatKeys, roomBody, withMessage, type ChatRoomRef } from './chat-room';

export const sendChatMessage = async (room: ChatRoomRef, message: string) =>
  (await apiRequest<ChatMessage>(LEAD_ENQUIRY_PATH, { method: 'POST', body: { message, ...roomBody(room) } })).response_body;

/** Sends a message; the stored message joins the room at once (once, whatever else brings it), then the room is read again (spec §7). */
export function useSendChatMessage(room: ChatRoomRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendChatMessage(room, message),
    onSuccess: (sent) => {
      queryClient.setQueryData<ChatRoom>(chatKeys.room(room), (old) => (old ? withMessage(old, sent) : old));
      void queryClient.invalidateQueries({ queryKey: chatKeys.room(room) });
    },
  });
}
