import { listTransactions } from '@ferry/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { moneyQueryKeys } from '../../../queries/money-query-keys';
import { useSession } from '../../../shell/session/session-context';

/**
 * The newest custodial Ferry transactions, under the money screens' own query key so live
 * events refresh them here as they do on the balances screen.
 */
export function useFerryTransactions(limit: number) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: moneyQueryKeys.transactions(profileId, { view: 'recent', limit: String(limit) }),
    queryFn: async ({ signal }) =>
      (await api.call(listTransactions, { query: { limit }, signal })).transactions,
  });
}
