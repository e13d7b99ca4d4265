import { type Currency, listCurrencies } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';

/** The catalogue changes with a deploy, not within a visit. */
const CURRENCIES_STALE_MS = 10 * 60_000;

export async function getCurrencies(api: ApiCaller, signal?: AbortSignal): Promise<Currency[]> {
  const { currencies } = await api.call(listCurrencies, { signal });
  return currencies;
}

export function currenciesQueryOptions(api: ApiCaller) {
  return queryOptions({
    queryKey: queryKeys.currencies(),
    queryFn: ({ signal }) => getCurrencies(api, signal),
    staleTime: CURRENCIES_STALE_MS,
  });
}

export function useCurrencies() {
  return useQuery(currenciesQueryOptions(useApi()));
}
