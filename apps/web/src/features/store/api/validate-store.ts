import { queryOptions, useQuery } from '@tanstack/react-query';
import { startUpCalls } from '@bazaar/contracts/constants';
import { api, bodyOf } from '@/lib/api';
import { currentStoreId } from '@/lib/realm';

export const validateStore = async (realm: string) => {
  // Exactly the start-up call (its query in its order), so index.html's inlined answer is found.
  const { query } = startUpCalls(realm, currentStoreId()).validate;
  return bodyOf(api.GET('/ums/rest/v3/validate-store', { params: { query } }));
};

export const validateStoreQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'validate'], queryFn: () => validateStore(realm) });

export const useValidateStore = (realm: string) => useQuery(validateStoreQueryOptions(realm));
