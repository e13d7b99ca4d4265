import { type ApiKey, listApiKeys } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../api/api-context';
import { useSession } from '../../../shell/session/session-context';

/** Keys belong to a profile, so the chosen profile is part of the cache key. */
export function apiKeysQueryKey(profileId: string | null) {
  return ['api-keys', profileId] as const;
}

export function apiKeysQueryOptions(api: ApiCaller, profileId: string | null) {
  return queryOptions<ApiKey[]>({
    queryKey: apiKeysQueryKey(profileId),
    queryFn: async ({ signal }) => (await api.call(listApiKeys, { signal })).api_keys,
  });
}

export function useApiKeys() {
  const profileId = useSession((state) => state.profileId);
  return useQuery(apiKeysQueryOptions(useApi(), profileId));
}
