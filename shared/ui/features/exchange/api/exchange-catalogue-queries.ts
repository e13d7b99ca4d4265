import { useQuery } from '@tanstack/react-query';
import { listPayways, listPwCurrencies } from '../../../../contracts/index';
import { useApi } from '../../../api/api-context';

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
