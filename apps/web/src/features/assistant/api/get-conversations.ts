import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantConversation } from '@bazaar/contracts';
import { ASK_AI_CONVERSATIONS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { assistantKeys } from './assistant-keys';

/** The customer's conversations, newest first (as the server sends them). */
export const getConversations = async (signal?: AbortSignal) =>
  (await apiGet<{ conversations: AssistantConversation[] }>(ASK_AI_CONVERSATIONS_PATH, undefined, signal)).response_body.conversations;

export const conversationsQueryOptions = () => queryOptions({ queryKey: assistantKeys.conversations, queryFn: ({ signal }) => getConversations(signal) });

export const useConversations = () => useQuery(conversationsQueryOptions());
