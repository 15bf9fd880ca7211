import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '@bazaar/contracts';
import { startUpCalls } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { currentRealm, currentStoreId } from '@/lib/realm';

export const getContentSettings = async () => {
  const { path, query } = startUpCalls(currentRealm(), currentStoreId()).settings;
  const envelope = await apiGet<{ store_settings_data: StoreSettings[] }>(path, query);
  const settings = envelope.response_body.store_settings_data[0];
  if (!settings) throw new Error('The store has no settings');
  return settings;
};

export const contentSettingsQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'content-settings'], queryFn: getContentSettings });

export const useContentSettings = (realm: string, enabled = true) => useQuery({ ...contentSettingsQueryOptions(realm), enabled });
