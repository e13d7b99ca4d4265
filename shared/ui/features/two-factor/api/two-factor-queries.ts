import { getTwoFactor, type TwoFactorStatus } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../api/api-context';

export const TWO_FACTOR_KEY = ['two-factor'] as const;
/** A secret being set up lives here until its code confirms it; logout drops the cache with it. */
export const TWO_FACTOR_SETUP_KEY = ['two-factor', 'setup'] as const;

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
}

export function twoFactorQueryOptions(api: ApiCaller) {
  return queryOptions<TwoFactorStatus>({
    queryKey: TWO_FACTOR_KEY,
    queryFn: ({ signal }) => api.call(getTwoFactor, { signal }),
  });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions(useApi()));
}
