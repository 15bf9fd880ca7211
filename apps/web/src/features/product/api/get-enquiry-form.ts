import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquiryForm } from '@bazaar/contracts';
import { ENQUIRY_FORM_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** The product's custom form to answer before enquiring (no sign-in needed to read it). */
export const getEnquiryForm = async (productId: number, signal?: AbortSignal) =>
  (await apiGet<EnquiryForm>(ENQUIRY_FORM_PATH, { 'product-id': productId }, signal)).response_body;

export const enquiryFormQueryOptions = (productId: number) =>
  queryOptions({ queryKey: productKeys.enquiryForm(productId), queryFn: ({ signal }) => getEnquiryForm(productId, signal) });

export const useEnquiryForm = (productId: number) => useQuery(enquiryFormQueryOptions(productId));
