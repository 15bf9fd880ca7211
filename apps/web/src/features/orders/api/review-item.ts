import { useMutation } from '@tanstack/react-query';
import type { ReviewItemBody } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { useItemChangeHandlers } from './item-change';

export const reviewItem = (orderItemId: number, body: ReviewItemBody) =>
  bodyOf(api.POST('/cfs/rest/v3/order-items/{orderItemId}/review', { params: { path: { orderItemId } }, body }));

export function useReviewItem(orderId: number, orderItemId: number) {
  const handlers = useItemChangeHandlers(orderId);
  return useMutation({ mutationFn: (body: ReviewItemBody) => reviewItem(orderItemId, body), ...handlers });
}
