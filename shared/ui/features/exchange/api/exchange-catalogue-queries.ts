import { useQuery } from '@tanstack/react-query';
import { listCards, listPayways, listPwCurrencies, listRequisites } from '../../../../contracts/index';
import { useApi } from '../../../api/api-context';
import { useSession } from '../../../shell/session/session-context';

/** Payways of a currency in one direction, with their fees, limits and availability (public). */
export function usePwCurrencies(direction: 'deposit' | 'withdraw', currency: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['pwcurrencies', direction, currency],
    queryFn: async ({ signal }) =>
      (await api.call(listPwCurrencies, { query: { direction, currency }, signal })).pwcurrencies ?? [],
    staleTime: 60_000,
  });
}

/** The payways themselves: which wallet pays the card offers. */
export function usePayways() {
  const api = useApi();
  return useQuery({
    queryKey: ['payways'],
    queryFn: async ({ signal }) => (await api.call(listPayways, { signal })).payways ?? [],
    staleTime: 5 * 60_000,
  });
}

/** The user's saved cards for paying in. */
export function useSavedCards() {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: ['cards', profileId],
    queryFn: async ({ signal }) => (await api.call(listCards, { signal })).cards,
  });
}

/** The user's saved requisites for paying out. */
export function useSavedRequisites() {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: ['requisites', profileId],
    queryFn: async ({ signal }) => (await api.call(listRequisites, { query: {}, signal })).requisites,
  });
}
