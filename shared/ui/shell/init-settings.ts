import { getInitSettings } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../queries/api-context';
import { queryKeys } from '../queries/query-keys';

/** Settings change with a deploy; one fetch per visit is plenty (cache group "init-settings"). */
const INIT_SETTINGS_STALE_MS = 30 * 60_000;

export function initSettingsQueryOptions(api: ApiCaller) {
  return queryOptions({
    queryKey: queryKeys.initSettings(),
    queryFn: ({ signal }) => api.call(getInitSettings, { signal }),
    staleTime: INIT_SETTINGS_STALE_MS,
  });
}

export function useInitSettings() {
  return useQuery(initSettingsQueryOptions(useApi()));
}
