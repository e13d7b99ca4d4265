import { listCards, listRequisites, type RequisiteView, type SavedCard } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

export function requisitesQueryOptions(api: ApiCaller, profileId: string | null) {
  return queryOptions<RequisiteView[]>({
    queryKey: queryKeys.requisites(profileId),
    queryFn: async ({ signal }) => (await api.call(listRequisites, { query: {}, signal })).requisites,
  });
}

export function useRequisites() {
  const profileId = useSession((state) => state.profileId);
  return useQuery(requisitesQueryOptions(useApi(), profileId));
}

export function useSavedCards() {
  const profileId = useSession((state) => state.profileId);
  const api = useApi();
  return useQuery(
    queryOptions<SavedCard[]>({
      queryKey: queryKeys.cards(profileId),
      queryFn: async ({ signal }) => (await api.call(listCards, { signal })).cards,
    }),
  );
}
