import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantConversation, AssistantMessage } from '@bazaar/contracts';
import { ASK_AI_CONVERSATIONS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { assistantKeys } from './assistant-keys';

export type ConversationWithMessages = { conversation: AssistantConversation; messages: AssistantMessage[] };

/** One conversation with its messages, oldest first. */
export const getConversation = async (id: number, signal?: AbortSignal) =>
  (await apiGet<ConversationWithMessages>(`${ASK_AI_CONVERSATIONS_PATH}/${id}`, undefined, signal)).response_body;

export const conversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: assistantKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, signal) });

/** Nothing is asked for a conversation not started yet (null). */
export const useConversation = (id: number | null) => useQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== null });
