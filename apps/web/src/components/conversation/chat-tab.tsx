import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { ChatRoomRef } from '@/lib/chat/chat-room';
import { useChat } from '@/lib/chat/get-chat';
import { useChatStream } from '@/lib/chat/use-chat-stream';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';

/**
 * The chat of a room while its tab is open: the messages (polled every 20 s, and live through the
 * event stream, which is closed when the tab is), then the box to write in.
 */
export function ChatTab({ room, closedReason }: { room: ChatRoomRef; closedReason?: string }) {
  const { t } = useTranslation('chat');
  const chat = useChat(room);
  useChatStream(room, true);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      {chat.data ? (
        <ChatThread messages={chat.data.messages} />
      ) : chat.isError ? (
        <p role="alert" className="flex-1 py-6 text-center text-sm text-muted-fg">
          {t('chat:error_loading_messages')}
        </p>
      ) : (
        <div className="flex flex-1 justify-center py-6">
          <Spinner />
        </div>
      )}
      <ChatComposer room={room} closedReason={closedReason} />
    </div>
  );
}
