import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useConversation } from '../api/get-conversation';
import { useAskAi } from '../hooks/use-ask-ai';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { StarterQuestions } from './starter-questions';

type Props = {
  /** The conversation shown; null for a new one, started by its first question. */
  conversationId: number | null;
  /** A new conversation got its id, or the customer asked for a new one (null). */
  onConversationChange: (id: number | null) => void;
  /** Controls shown beside "New conversation" (the widget's link to the full page). */
  tools?: ReactNode;
  autoFocus?: boolean;
};

/**
 * One conversation with the assistant: its messages, the answer streaming in, product cards and
 * offered actions, the question box, and starter questions while it is empty. The answer is read
 * out once it is complete (a polite status), not word by word as it streams.
 */
export function ConversationView({ conversationId, onConversationChange, tools, autoFocus }: Props) {
  const { t } = useTranslation('assistant');
  const history = useConversation(conversationId);
  const ask = useAskAi(conversationId, onConversationChange);
  const loading = conversationId !== null && history.isPending && ask.turns.length === 0;
  // A kept conversation that is gone (cleared on another device, or not this customer's): start anew.
  const gone = history.error instanceof ApiError && history.error.status === 404;
  useEffect(() => {
    if (gone) onConversationChange(null);
  }, [gone, onConversationChange]);
  const messages = history.data?.messages ?? [];

  return (
    <div className="@container flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {tools}
        <Button
          variant="tertiary"
          size="sm"
          onClick={() => {
            ask.reset();
            onConversationChange(null);
          }}
          disabled={conversationId === null && ask.turns.length === 0}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 5v14M5 12h14" strokeLinecap="round" />
          </svg>
          {t('assistant:new_conversation')}
        </Button>
      </div>
      {loading ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner />
        </div>
      ) : history.isError && ask.turns.length === 0 ? (
        <div className="flex-1">
          <FormAlert error={t('assistant:conversation_failed')} />
        </div>
      ) : (
        <MessageList
          history={messages}
          turns={ask.turns}
          actionsDisabled={ask.streaming}
          onAction={(action) => void ask.send(action.label, action)}
          empty={<StarterQuestions disabled={ask.streaming} onAsk={(question) => void ask.send(question)} />}
        />
      )}
      <p role="status" className="sr-only">
        {ask.streaming ? t('assistant:writing') : ask.announcement}
      </p>
      <FormAlert error={ask.error} />
      <Composer disabled={ask.streaming} onSend={(question) => void ask.send(question)} autoFocus={autoFocus} />
    </div>
  );
}
