import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@bazaar/contracts';
import { ADDRESSES_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export type AddressType = Address['address_type'];

/** The largest page the contract allows; nobody keeps a hundred addresses of one type. */
const ADDRESS_PAGE_LIMIT = 100;

export const getAddresses = async (type: AddressType, signal?: AbortSignal) =>
  (await apiGet<{ addresses: Address[]; total: number }>(ADDRESSES_PATH, { address_type: type, 'page-number': 1, 'page-limit': ADDRESS_PAGE_LIMIT }, signal))
    .response_body;

export const addressesQueryOptions = (type: AddressType) =>
  queryOptions({ queryKey: accountKeys.addressList(type), queryFn: ({ signal }) => getAddresses(type, signal) });

export const useAddresses = (type: AddressType) => useQuery(addressesQueryOptions(type));
