import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assistantKeys } from './assistant-keys';

export const deleteConversation = async (id: number) => {
  await api.DELETE('/cfs/rest/v3/ask-ai/conversations/{id}', { params: { path: { id } } });
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
