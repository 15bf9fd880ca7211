import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@bazaar/contracts';
import { PREFERENCES_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const updatePreferences = async (body: Partial<Preferences>) => (await apiRequest<Preferences>(PREFERENCES_PATH, { method: 'PUT', body })).response_body;

/** The server answers with every preference, so the cache is replaced rather than refetched. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.preferences, preferences),
  });
}
