import {
  getDepositAddress,
  listConvertDirections,
  listPayways,
  listPwCurrencies,
} from '@ferry/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { savedCardsQueryOptions } from '../../../queries/saved-data-query-options';
import { useSession } from '../../../shell/session/session-context';

/** Catalogue answers change seldom; a minute keeps the list steady while the user moves through the flow. */
const CATALOGUE_STALE_MS = 60_000;

/** The payways money can come in by, in the catalogue's order (never "balance": that is no deposit). */
export function useDepositPayways() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.depositPayways(),
    queryFn: async ({ signal }) => (await api.call(listPayways, { signal })).payways,
    select: (payways) =>
      payways
        .filter((payway) => payway.is_active && payway.kind !== 'balance')
        .sort((left, right) => left.sort_order - right.sort_order),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** What each deposit payway carries per currency (and network for crypto). */
export function useDepositPwCurrencies(payway?: string, currency?: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.depositPwCurrencies(payway ?? null, currency ?? null),
    queryFn: async ({ signal }) =>
      (
        await api.call(listPwCurrencies, {
          query: { direction: 'deposit', ...(payway ? { payway } : {}), ...(currency ? { currency } : {}) },
          signal,
        })
      ).pwcurrencies,
    select: (rows) => rows.filter((row) => row.direction === 'deposit'),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The profile's permanent address for a currency on a network (made on first ask). */
export function useDepositAddress(currency: string, network: string | null) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: queryKeys.depositAddress(profileId, currency, network),
    queryFn: ({ signal }) =>
      api.call(getDepositAddress, { query: { currency, network: network ?? currency }, signal }),
    enabled: network !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The profile's own saved cards, newest first. */
export function useSavedCards() {
  const profileId = useSession((state) => state.profileId);
  return useQuery(savedCardsQueryOptions(useApi(), profileId));
}

/** Currencies a deposit in `from` may be credited as instead (PAYIN_CONVERT). */
export function useConvertTargets(from: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.depositConvertTargets(from),
    queryFn: async ({ signal }) =>
      (await api.call(listConvertDirections, { query: { from }, signal })).convert_directions,
    select: (directions) =>
      directions.filter((direction) => direction.is_available && direction.from === from),
    staleTime: CATALOGUE_STALE_MS,
  });
}
