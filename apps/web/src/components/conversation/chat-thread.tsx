import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@bazaar/contracts';
import { isOwnMessage, useChatSource } from '@/lib/chat/chat-source';
import { formatLocaleDateTime } from '@/lib/format/locale-date';

/**
 * The messages of a room, oldest at the top and the newest at the bottom (spec §7 reverses the
 * GET's order only because it draws bottom-up); the reader's own at the inline end (the customer's
 * are sender true, the vendor's sender false: `isOwnMessage`).
 * Always text, never HTML. Scrolled to the newest when it opens and when one arrives; a polite
 * live region reads out each message that arrives from the other side while it is open.
 */
export function ChatThread({ messages }: { messages: ChatMessage[] }) {
  const { t, i18n } = useTranslation('chat');
  const { side } = useChatSource();
  const own = (m: ChatMessage) => isOwnMessage(side, m);
  const theirs =
    side === 'customer'
      ? ({ said: 'chat:vendor_said', arrived: 'chat:new_message' } as const)
      : ({ said: 'chat:customer_said', arrived: 'chat:new_message_customer' } as const);
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef<Set<number> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newest = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  useEffect(() => {
    // The first list is the history: nothing to announce.
    if (seen.current === null) {
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    const arrived = messages.filter((m) => !seen.current!.has(m.id));
    for (const m of arrived) seen.current.add(m.id);
    const incoming = arrived.filter((m) => !isOwnMessage(side, m));
    if (incoming.length > 0) setAnnouncement(incoming.map((m) => t(theirs.arrived, { message: m.message })).join(' '));
  }, [messages, t, side, theirs.arrived]);

  return (
    <>
      {messages.length === 0 ? (
        <p className="flex-1 py-6 text-center text-sm text-muted-fg">{t('chat:no_messages')}</p>
      ) : (
        <div
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={t('chat:messages_label')}
          className="min-h-40 flex-1 overflow-y-auto rounded-md focus-visible:focus-ring"
        >
          <ol className="flex flex-col gap-2 p-1">
            {messages.map((m) => (
              <li
                key={m.id}
                className={
                  own(m)
                    ? 'flex max-w-[85%] flex-col items-end gap-0.5 self-end rounded-lg rounded-ee-none bg-primary px-3 py-2 text-primary-fg'
                    : 'flex max-w-[85%] flex-col items-start gap-0.5 self-start rounded-lg rounded-es-none bg-muted px-3 py-2 text-page-fg'
                }
              >
                <span className="sr-only">{own(m) ? t('chat:you_said') : t(theirs.said)}</span>
                <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
                  {m.message}
                </p>
                <time dateTime={m.sent_at} className="text-xs">
                  {formatLocaleDateTime(m.sent_at, i18n.language)}
                </time>
              </li>
            ))}
          </ol>
        </div>
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
