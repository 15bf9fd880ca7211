import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCrfBody } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { requestFormQueryOptions } from '@/lib/get-request-form';

/** Answers a request item's form (every answer at once, replacing the earlier ones); the server answers the form as it now stands. */
export const saveRequestForm = (body: SaveCrfBody) => bodyOf(api.PUT('/cfs/rest/v3/crf-attributes', { body }));

export function useSaveRequestForm(orderItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attribute_values: SaveCrfBody['attribute_values']) => saveRequestForm({ order_item_id: orderItemId, attribute_values }),
    onSuccess: (form) => queryClient.setQueryData(requestFormQueryOptions(orderItemId).queryKey, form),
  });
}
