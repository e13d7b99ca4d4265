import { type ApiKey, listApiKeys } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

export function apiKeysQueryOptions(api: ApiCaller, profileId: string | null) {
  return queryOptions<ApiKey[]>({
    queryKey: queryKeys.apiKeys(profileId),
    queryFn: async ({ signal }) => (await api.call(listApiKeys, { signal })).api_keys,
  });
}

export function useApiKeys() {
  const profileId = useSession((state) => state.profileId);
  return useQuery(apiKeysQueryOptions(useApi(), profileId));
}
