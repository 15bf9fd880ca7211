import { queryOptions, useQuery } from '@tanstack/react-query';
import { AI_CONFIGURATION_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';

export const getAiConfiguration = async () =>
  (await apiGet<{ ai_configuration: { ask_ai: boolean }[] }>(AI_CONFIGURATION_PATH)).response_body.ai_configuration[0] ?? { ask_ai: false };

/** Only asked for signed-in customers (spec §6: the assistant is for them). */
export const aiConfigurationQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'ai-configuration'], queryFn: getAiConfiguration });

export const useAiConfiguration = (realm: string, enabled: boolean) => useQuery({ ...aiConfigurationQueryOptions(realm), enabled });
