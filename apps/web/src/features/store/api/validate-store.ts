import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValidateStoreResult } from '@bazaar/contracts';
import { VALIDATE_STORE_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';

export const validateStore = async (realm: string) => (await apiGet<ValidateStoreResult>(VALIDATE_STORE_PATH, { 'store-realmname': realm })).response_body;

export const validateStoreQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'validate'], queryFn: () => validateStore(realm) });

export const useValidateStore = (realm: string) => useQuery(validateStoreQueryOptions(realm));
