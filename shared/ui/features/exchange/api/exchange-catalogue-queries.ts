import { listPayways, listPwCurrencies } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';

/** Payways of a currency in one direction, with their fees, limits and availability (public). */
export function pwCurrenciesQueryOptions(
  api: ApiCaller,
  direction: 'deposit' | 'withdraw',
  currency: string,
) {
  return queryOptions({
    queryKey: queryKeys.pwCurrencies(direction, currency),
    queryFn: async ({ signal }) =>
      (await api.call(listPwCurrencies, { query: { direction, currency }, signal })).pwcurrencies ?? [],
    staleTime: 60_000,
  });
}

/** The payways themselves: which wallet pays the card offers. */
export function paywaysQueryOptions(api: ApiCaller) {
  return queryOptions({
    queryKey: queryKeys.payways(),
    queryFn: async ({ signal }) => (await api.call(listPayways, { signal })).payways ?? [],
    staleTime: 5 * 60_000,
  });
}

export function usePwCurrencies(direction: 'deposit' | 'withdraw', currency: string) {
  return useQuery(pwCurrenciesQueryOptions(useApi(), direction, currency));
}

export function usePayways() {
  return useQuery(paywaysQueryOptions(useApi()));
}
