import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantAction, AssistantMessage } from '@bazaar/contracts';
import type { Turn } from '../hooks/use-ask-ai';
import { MessageBubble, type BubbleMessage } from './message-bubble';

type Props = {
  history: AssistantMessage[];
  turns: Turn[];
  actionsDisabled: boolean;
  onAction: (action: AssistantAction) => void;
  /** Shown instead of the messages when there are none (the starter questions). */
  empty: ReactNode;
};

/** The history, then the turns asked here that it does not hold yet (see useAskAi). */
function messagesOf(history: AssistantMessage[], turns: Turn[]): (BubbleMessage & { key: string })[] {
  const known = new Set(history.map((m) => m.message_id));
  const shown: (BubbleMessage & { key: string })[] = history.map((m) => ({ key: `m${m.message_id}`, ...m }));
  for (const turn of turns) {
    if (turn.messageId !== null && known.has(turn.messageId)) continue;
    shown.push({ key: `q${turn.key}`, role: 'customer', text: turn.question, products: [], action: null });
    if (turn.status === 'failed' && turn.answer === '') continue;
    shown.push({
      key: `a${turn.key}`,
      role: 'assistant',
      text: turn.answer,
      products: turn.products,
      action: turn.action,
      streaming: turn.status === 'streaming',
    });
  }
  return shown;
}

/**
 * The conversation, oldest at the top, kept scrolled to the newest as an answer grows. A region
 * reachable by keyboard, so a long conversation scrolls with the arrow keys.
 */
export function MessageList({ history, turns, actionsDisabled, onAction, empty }: Props) {
  const { t } = useTranslation('assistant');
  const scroller = useRef<HTMLDivElement>(null);
  const messages = messagesOf(history, turns);
  const last = messages.at(-1);
  const tail = `${messages.length}:${last?.text.length ?? 0}:${last?.products.length ?? 0}:${last?.action?.action_id ?? ''}`;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [tail]);

  if (messages.length === 0) return <div className="min-h-0 flex-1 overflow-y-auto">{empty}</div>;
  return (
    <div
      ref={scroller}
      role="region"
      tabIndex={0}
      aria-label={t('assistant:messages_label')}
      className="min-h-0 flex-1 overflow-y-auto rounded-md p-1 focus-visible:focus-ring"
    >
      <ol className="flex flex-col gap-3">
        {messages.map(({ key, ...message }) => (
          <MessageBubble key={key} message={message} actionsDisabled={actionsDisabled} onAction={onAction} />
        ))}
      </ol>
    </div>
  );
}
