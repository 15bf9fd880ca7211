import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrfForm, SaveCrfBody } from '@bazaar/contracts';
import { CRF_ANSWERS_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { requestFormQueryOptions } from '@/lib/get-request-form';

/** Answers a request item's form (every answer at once, replacing the earlier ones); the server answers the form as it now stands. */
export const saveRequestForm = async (body: SaveCrfBody) => (await apiRequest<CrfForm>(CRF_ANSWERS_PATH, { method: 'PUT', body })).response_body;

export function useSaveRequestForm(orderItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attribute_values: SaveCrfBody['attribute_values']) => saveRequestForm({ order_item_id: orderItemId, attribute_values }),
    onSuccess: (form) => queryClient.setQueryData(requestFormQueryOptions(orderItemId).queryKey, form),
  });
}
