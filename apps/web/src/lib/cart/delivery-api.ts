import { queryOptions } from '@tanstack/react-query';
import type { DeliveryCheck } from '@bazaar/contracts';
import { DELIVERY_CHECK_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '../api-client';

/** Spec §1 delivery by pincode for a set of products: which can be delivered there, and by when. */

export const checkDelivery = async (pincode: string, products: number[]) =>
  (await apiRequest<DeliveryCheck>(DELIVERY_CHECK_PATH, { method: 'POST', body: { pincode, products } })).response_body;

export const deliveryCheckOptions = (pincode: string, products: number[]) =>
  queryOptions({
    queryKey: ['delivery-check', pincode, [...products].sort((a, b) => a - b)] as const,
    queryFn: () => checkDelivery(pincode, products),
    staleTime: 5 * 60_000,
    retry: false,
  });
