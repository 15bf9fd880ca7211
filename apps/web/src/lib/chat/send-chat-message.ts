import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatRoom } from '@bazaar/contracts';
import { chatKeys, withMessage, type ChatRoomRef } from './chat-room';
import { customerChatSource, useChatSource } from './chat-source';

export const sendChatMessage = (room: ChatRoomRef, message: string) => customerChatSource.send(room, message);

/** Sends a message; the stored message joins the room at once (once, whatever else brings it), then the room is read again (spec §7). */
export function useSendChatMessage(room: ChatRoomRef) {
  const queryClient = useQueryClient();
  const source = useChatSource();
  const key = chatKeys.room(room, source.side);
  return useMutation({
    mutationFn: (message: string) => source.send(room, message),
    onSuccess: (sent) => {
      queryClient.setQueryData<ChatRoom>(key, (old) => (old ? withMessage(old, sent) : old));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
