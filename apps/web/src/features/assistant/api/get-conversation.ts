import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantConversation, AssistantMessage } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { assistantKeys } from './assistant-keys';

export type ConversationWithMessages = { conversation: AssistantConversation; messages: AssistantMessage[] };

/** One conversation with its messages, oldest first. */
export const getConversation = (id: number, signal?: AbortSignal): Promise<ConversationWithMessages> =>
  bodyOf(api.GET('/cfs/rest/v3/ask-ai/conversations/{id}', { params: { path: { id } }, signal }));

export const conversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: assistantKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, signal) });

/** Nothing is asked for a conversation not started yet (null). */
export const useConversation = (id: number | null) => useQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== null });
