import { useQuery } from '@tanstack/react-query';
import { deliveryCheckOptions } from '@/lib/cart/delivery-api';

/** Whether this product reaches a pincode and by when (POST /pbs/rest/v3/delivery-check). */
export function useDeliveryCheck(productId: number, pincode: string | null) {
  const check = useQuery({ ...deliveryCheckOptions(pincode ?? '', [productId]), enabled: pincode !== null });
  return { ...check, item: check.data?.items.find((i) => i.product_id === productId) };
}
