import { getTransaction, type TransactionView } from '@ferry/shared/contracts';
import { isInFlight } from '@ferry/shared/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { moneyQueryKeys } from '../../../queries/money-query-keys';
import { isLiveOpen, useLiveStatus } from '../../../shell/live/live-status';
import { useSession } from '../../../shell/session/session-context';

/** Spec 000 §9: an in-flight transaction is asked about every 3 s while live events are off. */
export const POLLING_INTERVAL_MS = 3000;

export function transactionQueryOptions(api: ApiCaller, profileId: string | null, externalId: string) {
  return queryOptions<TransactionView>({
    queryKey: moneyQueryKeys.transaction(profileId, externalId),
    queryFn: ({ signal }) => api.call(getTransaction, { params: { externalId }, signal }),
  });
}

/** How often to ask again: only while the socket is not open and the transaction is in flight. */
export function pollingInterval(isLive: boolean, transaction: TransactionView | undefined): number | false {
  if (isLive || !transaction || !isInFlight(transaction.status)) return false;
  return POLLING_INTERVAL_MS;
}

/**
 * One transaction, kept current: live events invalidate its key (`moneyQueryKeys.transaction`);
 * without them an in-flight one is polled.
 */
export function useTransaction(externalId: string) {
  const profileId = useSession((state) => state.profileId);
  const isLive = isLiveOpen(useLiveStatus((state) => state.status));
  return useQuery({
    ...transactionQueryOptions(useApi(), profileId, externalId),
    refetchInterval: (query) => pollingInterval(isLive, query.state.data),
  });
}
