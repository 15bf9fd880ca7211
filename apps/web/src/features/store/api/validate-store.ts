import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValidateStoreResult } from '@bazaar/contracts';
import { apiGet } from '@/lib/api-client';

export const validateStore = async (realm: string) =>
  (await apiGet<ValidateStoreResult>('/ums/rest/v3/validate-store', { 'store-realmname': realm })).response_body;

export const validateStoreQueryOptions = (realm: string) =>
  queryOptions({ queryKey: ['store', realm, 'validate'], queryFn: () => validateStore(realm) });

export const useValidateStore = (realm: string) => useQuery(validateStoreQueryOptions(realm));
