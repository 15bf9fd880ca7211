import { useMutation } from '@tanstack/react-query';
import type { ReviewItemBody } from '@bazaar/contracts';
import { orderItemReviewPath } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { useItemChangeHandlers, type ItemChange } from './item-change';

export const reviewItem = async (orderItemId: number, body: ReviewItemBody) =>
  (await apiRequest<ItemChange>(orderItemReviewPath(orderItemId), { method: 'POST', body })).response_body;

export function useReviewItem(orderId: number, orderItemId: number) {
  const handlers = useItemChangeHandlers(orderId);
  return useMutation({ mutationFn: (body: ReviewItemBody) => reviewItem(orderItemId, body), ...handlers });
}
