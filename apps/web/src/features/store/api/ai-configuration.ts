import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';

export const getAiConfiguration = async () => (await bodyOf(api.GET('/cfs/rest/v3/ai-configuration'))).ai_configuration[0] ?? { ask_ai: false };

/** Only asked for signed-in customers (spec §6: the assistant is for them). */
export const aiConfigurationQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'ai-configuration'], queryFn: getAiConfiguration });

export const useAiConfiguration = (realm: string, enabled: boolean) => useQuery({ ...aiConfigurationQueryOptions(realm), enabled });
