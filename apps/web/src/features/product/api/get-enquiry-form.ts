import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { productKeys } from './product-keys';

/** The product's custom form to answer before enquiring (no sign-in needed to read it). */
export const getEnquiryForm = (productId: number, signal?: AbortSignal) =>
  bodyOf(api.GET('/cfs/rest/v3/enquiry-form', { params: { query: { 'product-id': productId } }, signal }));

export const enquiryFormQueryOptions = (productId: number) =>
  queryOptions({ queryKey: productKeys.enquiryForm(productId), queryFn: ({ signal }) => getEnquiryForm(productId, signal) });

export const useEnquiryForm = (productId: number) => useQuery(enquiryFormQueryOptions(productId));
