import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValidateStoreResult } from '@bazaar/contracts';
import { startUpCalls } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { currentStoreId } from '@/lib/realm';

export const validateStore = async (realm: string) => {
  const { path, query } = startUpCalls(realm, currentStoreId()).validate;
  return (await apiGet<ValidateStoreResult>(path, query)).response_body;
};

export const validateStoreQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'validate'], queryFn: () => validateStore(realm) });

export const useValidateStore = (realm: string) => useQuery(validateStoreQueryOptions(realm));
