import { getTwoFactor, type TwoFactorStatus } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
}

export function twoFactorQueryOptions(api: ApiCaller) {
  return queryOptions<TwoFactorStatus>({
    queryKey: queryKeys.twoFactor(),
    queryFn: ({ signal }) => api.call(getTwoFactor, { signal }),
  });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions(useApi()));
}
