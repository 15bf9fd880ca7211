import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ASK_AI_CONVERSATIONS_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { assistantKeys } from './assistant-keys';

export const deleteConversation = async (id: number) => {
  await apiRequest<unknown>(`${ASK_AI_CONVERSATIONS_PATH}/${id}`, { method: 'DELETE' });
};

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: assistantKeys.conversation(id) });
      return queryClient.invalidateQueries({ queryKey: assistantKeys.conversations });
    },
  });
}
