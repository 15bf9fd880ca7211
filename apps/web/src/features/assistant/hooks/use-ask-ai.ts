import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssistantAction, AssistantProductCard } from '@bazaar/contracts';
import { ApiError } from '@/lib/api-client';
import { cartKey } from '@/lib/cart/cart-api';
import { streamAskAi } from '../api/ask-ai';
import { assistantKeys } from '../api/assistant-keys';

/** A question asked in this view and its answer as it streams, until the conversation's history holds both. */
export type Turn = {
  key: number;
  question: string;
  answer: string;
  products: AssistantProductCard[];
  action: AssistantAction | null;
  /** The answer's message id once it is done. */
  messageId: number | null;
  status: 'streaming' | 'done' | 'failed';
};

type State = { forId: number | null; turns: Turn[]; error: string | null; announcement: string };
const fresh = (forId: number | null): State => ({ forId, turns: [], error: null, announcement: '' });

/** The orders' query keys all start with this (features/orders/api/order-keys.ts); a return changes an order. */
const ORDERS_KEY = ['orders'] as const;

/**
 * Asks the assistant in `conversationId` (null: a new conversation, whose id `onConversation`
 * receives with the answer's `done`). Answers stream into turns kept here; once an answer is done
 * the conversation's history is fetched again and the turn leaves as the history takes it in, so
 * nothing flickers. The stream is aborted when the view unmounts or another conversation opens.
 */
export function useAskAi(conversationId: number | null, onConversation: (id: number) => void) {
  const { t, i18n } = useTranslation('assistant');
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(() => fresh(conversationId));
  const controller = useRef<{ abort: AbortController; forId: number | null } | null>(null);
  const counter = useRef(0);
  const current = state.forId === conversationId ? state : fresh(conversationId);

  useEffect(() => () => controller.current?.abort.abort(), []);
  useEffect(() => {
    if (controller.current && controller.current.forId !== conversationId) {
      controller.current.abort.abort();
      controller.current = null;
    }
  }, [conversationId]);

  const send = useCallback(
    async (message: string, action?: AssistantAction) => {
      const question = message.trim();
      if (question === '' || controller.current) return;
      const abort = new AbortController();
      const run = { abort, forId: conversationId };
      controller.current = run;
      const key = ++counter.current;
      const turn: Turn = { key, question, answer: '', products: [], action: null, messageId: null, status: 'streaming' };
      // A failed question goes when the next is asked; the server kept it if it got that far.
      setState((s) => ({ ...fresh(conversationId), turns: [...(s.forId === conversationId ? s.turns.filter((x) => x.status !== 'failed') : []), turn] }));
      const update = (change: (x: Turn) => Turn) => setState((s) => ({ ...s, turns: s.turns.map((x) => (x.key === key ? change(x) : x)) }));
      let answer = '';
      let ended = false;
      const release = () => {
        ended = true;
        if (controller.current === run) controller.current = null;
      };
      const fail = (reason: string) => {
        release();
        update((x) => ({ ...x, status: 'failed' }));
        setState((s) => ({ ...s, error: reason }));
      };
      try {
        await streamAskAi(
          { message: question, ...(conversationId !== null && { conversation_id: conversationId }), ...(action && { action_id: action.action_id }) },
          {
            language: i18n.language,
            signal: abort.signal,
            onEvent: (event) => {
              if (ended) return;
              if (event.event === 'delta') {
                answer += event.data.text;
                update((x) => ({ ...x, answer: x.answer + event.data.text }));
              } else if (event.event === 'products') update((x) => ({ ...x, products: event.data.products }));
              else if (event.event === 'action') update((x) => ({ ...x, action: event.data.action }));
              else if (event.event === 'error') fail(event.data.response_message);
              else {
                const { conversation_id: id, message_id: messageId } = event.data;
                release();
                setState((s) => ({
                  ...s,
                  forId: id,
                  announcement: answer,
                  turns: s.turns.map((x) => (x.key === key ? { ...x, status: 'done', messageId } : x)),
                }));
                if (conversationId === null) onConversation(id);
                void queryClient.invalidateQueries({ queryKey: assistantKeys.conversation(id) });
                void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations });
                if (action?.kind === 'add_to_cart') void queryClient.invalidateQueries({ queryKey: cartKey });
                if (action?.kind === 'start_return') void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
              }
            },
          },
        );
        if (!ended && !abort.signal.aborted) fail(t('assistant:error_cut_short'));
      } catch (error) {
        if (ended) return;
        // Another conversation was opened: this answer goes, so none waits half-written should the customer come back.
        if (abort.signal.aborted) return setState((s) => ({ ...s, turns: s.turns.filter((x) => x.key !== key) }));
        fail(error instanceof ApiError ? error.message : t('assistant:error_generic'));
      }
    },
    [conversationId, i18n.language, onConversation, queryClient, t],
  );

  /** Leaves the conversation: the answer still coming is stopped and this view's turns go. */
  const reset = useCallback(() => {
    controller.current?.abort.abort();
    controller.current = null;
    setState(fresh(null));
  }, []);

  return {
    reset,
    turns: current.turns,
    error: current.error,
    announcement: current.announcement,
    streaming: current.turns.some((x) => x.status === 'streaming'),
    send,
  };
}
