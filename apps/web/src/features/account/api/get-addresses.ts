import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

export type AddressType = Address['address_type'];

/** The largest page the contract allows; nobody keeps a hundred addresses of one type. */
const ADDRESS_PAGE_LIMIT = 100;

export const getAddresses = (type: AddressType, signal?: AbortSignal) =>
  bodyOf(api.GET('/cfs/rest/v3/addresses', { params: { query: { address_type: type, 'page-number': 1, 'page-limit': ADDRESS_PAGE_LIMIT } }, signal }));

export const addressesQueryOptions = (type: AddressType) =>
  queryOptions({ queryKey: accountKeys.addressList(type), queryFn: ({ signal }) => getAddresses(type, signal) });

export const useAddresses = (type: AddressType) => useQuery(addressesQueryOptions(type));
