import { queryOptions, useQuery } from '@tanstack/react-query';
import { startUpCalls } from '@bazaar/contracts/constants';
import { api, bodyOf } from '@/lib/api';
import { currentRealm, currentStoreId } from '@/lib/realm';

export const getContentSettings = async () => {
  // Exactly the start-up call (its query in its order), so index.html's inlined answer is found.
  const { query } = startUpCalls(currentRealm(), currentStoreId()).settings;
  const settings = (await bodyOf(api.GET('/pbs/rest/v3/content-settings', { params: { query } }))).store_settings_data[0];
  if (!settings) throw new Error('The store has no settings');
  return settings;
};

export const contentSettingsQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'content-settings'], queryFn: getContentSettings });

export const useContentSettings = (realm: string, enabled = true) => useQuery({ ...contentSettingsQueryOptions(realm), enabled });
