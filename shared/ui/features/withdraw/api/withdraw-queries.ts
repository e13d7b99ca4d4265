import type { RequisiteView } from '@ferry/shared/contracts';
import {
  getPayoutBeneficiary,
  listBalances,
  listPwCurrencies,
  listRequisites,
  type pwCurrencySchema,
} from '@ferry/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

export type WithdrawRow = z.infer<typeof pwCurrencySchema>;

import type { SavedRequisiteKind } from '@ferry/shared/domain';
import { useApi } from '../../../queries/api-context';
import { moneyQueryKeys } from '../../../queries/money-query-keys';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

/** The profile's balances; the same key the balances screens use, so live events refresh it. */
export function useWithdrawBalances() {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: moneyQueryKeys.balances(profileId),
    queryFn: async ({ signal }) => (await api.call(listBalances, { signal })).balances,
  });
}

/** What each payway pays out in `currency`: fee, limits, network fee and availability. */
export function useWithdrawPwCurrencies(currency: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.pwCurrencies('withdraw', currency ?? null),
    queryFn: async ({ signal }) =>
      (await api.call(listPwCurrencies, { query: { direction: 'withdraw', currency }, signal })).pwcurrencies,
    enabled: currency !== undefined,
    staleTime: 60_000,
  });
}

/** Saved destinations of one kind, newest first. */
export function useSavedRequisites(kind: SavedRequisiteKind | undefined) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: queryKeys.requisitesOfKind(profileId, kind ?? null),
    queryFn: async ({ signal }) =>
      (await api.call(listRequisites, { query: { kind }, signal })).requisites as RequisiteView[],
    enabled: kind !== undefined,
  });
}

/** The name bank and card payouts go to (the verified one), to prefill the beneficiary field. */
export function usePayoutBeneficiary(isNeeded: boolean) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: queryKeys.payoutBeneficiary(profileId),
    queryFn: async ({ signal }) => (await api.call(getPayoutBeneficiary, { signal })).name,
    enabled: isNeeded,
    staleTime: 60_000,
  });
}
