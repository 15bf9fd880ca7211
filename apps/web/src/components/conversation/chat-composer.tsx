import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { CHAT_MESSAGE_MAX, type ChatRoomRef } from '@/lib/chat/chat-room';
import { useChatSource } from '@/lib/chat/chat-source';
import { useSendChatMessage } from '@/lib/chat/send-chat-message';

/** The server's own words for a refused message (a 429's wait, a 409's closed enquiry), when it sent some. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = (error.body as { response_message?: unknown } | null)?.response_message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * Spec §5: whitespace alone is not sent; at most 255 characters (with a live count); the box and
 * the button are disabled while sending and when the chat is closed (with the reason said); the
 * box is emptied once the message is sent (kept when it failed, so nothing typed is lost). Enter
 * sends, Shift+Enter starts a new line.
 */
export function ChatComposer({ room, closedReason }: { room: ChatRoomRef; closedReason?: string }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const ids = { counter: useId(), reason: useId() };
  const send = useSendChatMessage(room);
  const { side } = useChatSource();
  const closed = closedReason !== undefined;
  const disabled = closed || send.isPending;
  const message = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || message === '') return;
    send.mutate(message, {
      onSuccess: () => {
        setText('');
        // The box was disabled while sending, which took the focus away.
        requestAnimationFrame(() => box.current?.focus());
      },
      onError: (error) => {
        toast.error(t('chat:error_sending_message'), { description: serverMessage(error) });
        requestAnimationFrame(() => box.current?.focus());
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-line pt-3">
      {closed && (
        <p id={ids.reason} className="text-sm text-muted-fg">
          {closedReason}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="sr-only">{t(side === 'customer' ? 'chat:message_label' : 'chat:message_label_customer')}</span>
          <textarea
            ref={box}
            value={text}
            rows={2}
            maxLength={CHAT_MESSAGE_MAX}
            disabled={disabled}
            placeholder={t('chat:message_placeholder')}
            aria-describedby={closed ? `${ids.reason} ${ids.counter}` : ids.counter}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            dir="auto"
            className="w-full resize-none rounded-md border border-line bg-page px-3 py-2 text-sm text-page-fg placeholder:text-muted-fg focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60"
          />
        </label>
        <Button type="submit" size="sm" disabled={disabled || message === ''} aria-busy={send.isPending || undefined}>
          {send.isPending ? t('chat:sending') : t('chat:send')}
        </Button>
      </div>
      <p id={ids.counter} className="text-end text-xs text-muted-fg">
        <span aria-hidden="true" dir="ltr">
          {text.length}/{CHAT_MESSAGE_MAX}
        </span>
        <span className="sr-only">{t('chat:count_spoken', { used: text.length, max: CHAT_MESSAGE_MAX })}</span>
      </p>
    </form>
  );
}
