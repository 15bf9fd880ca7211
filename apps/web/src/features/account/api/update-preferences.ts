import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

export const updatePreferences = (body: Partial<Preferences>) => bodyOf(api.PUT('/cfs/rest/v3/preferences', { body }));

/** The server answers with every preference, so the cache is replaced rather than refetched. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.preferences, preferences),
  });
}
