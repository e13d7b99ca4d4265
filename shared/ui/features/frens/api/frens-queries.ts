import { type Frens, getFrens } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';

export function frensQueryOptions(api: ApiCaller) {
  return queryOptions<Frens>({
    queryKey: queryKeys.frens(),
    queryFn: ({ signal }) => api.call(getFrens, { signal }),
  });
}

/** The user's referral page: links, stats, invited friends and the published rules. */
export function useFrens() {
  return useQuery(frensQueryOptions(useApi()));
}
