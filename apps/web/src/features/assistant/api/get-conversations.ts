import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { assistantKeys } from './assistant-keys';

/** The customer's conversations, newest first (as the server sends them). */
export const getConversations = async (signal?: AbortSignal) => (await bodyOf(api.GET('/cfs/rest/v3/ask-ai/conversations', { signal }))).conversations;

export const conversationsQueryOptions = () => queryOptions({ queryKey: assistantKeys.conversations, queryFn: ({ signal }) => getConversations(signal) });

export const useConversations = () => useQuery(conversationsQueryOptions());
