import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@bazaar/contracts';
import { apiGet } from '@/lib/api-client';
import { productKeys } from './product-keys';

export const PRODUCTS_PATH = '/pbs/rest/v3/products';

/**
 * The server has no per-product delivery check. Vendors deliver per pincode (or everywhere), and
 * the product list filtered by pincode and vendor only keeps vendors that deliver there, so one
 * listed product means this product's vendor delivers to the pincode.
 */
export const checkDelivery = async (vendorId: number, pincode: string, signal?: AbortSignal) =>
  (
    await apiGet<{ products: ProductSummary[]; total: number }>(
      PRODUCTS_PATH,
      { pincode, 'vendor-id': vendorId, 'page-limit': 1 },
      signal,
    )
  ).response_body.total > 0;

export const deliveryQueryOptions = (vendorId: number, pincode: string) =>
  queryOptions({
    queryKey: productKeys.delivery(vendorId, pincode),
    queryFn: ({ signal }) => checkDelivery(vendorId, pincode, signal),
    staleTime: 5 * 60_000,
  });

export const useDeliveryCheck = (vendorId: number, pincode: string | null) =>
  useQuery({ ...deliveryQueryOptions(vendorId, pincode ?? ''), enabled: pincode !== null });
