import { queryOptions } from '@tanstack/react-query';
import { api, bodyOf } from '../api';

/** Spec §1 delivery by pincode for a set of products: which can be delivered there, and by when. */

export const checkDelivery = (pincode: string, products: number[]) => bodyOf(api.POST('/pbs/rest/v3/delivery-check', { body: { pincode, products } }));

export const deliveryCheckOptions = (pincode: string, products: number[]) =>
  queryOptions({
    queryKey: ['delivery-check', pincode, [...products].sort((a, b) => a - b)] as const,
    queryFn: () => checkDelivery(pincode, products),
    staleTime: 5 * 60_000,
    retry: false,
  });
