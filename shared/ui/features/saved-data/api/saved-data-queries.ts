import { listCards, listRequisites, type RequisiteView, type SavedCard } from '@ferry/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../api/api-context';
import { queryKeys } from '../../../api/query-keys';
import { useSession } from '../../../shell/session/session-context';

/** Saved withdrawal details belong to a profile. */
export function requisitesQueryKey(profileId: string | null) {
  return queryKeys.requisites(profileId);
}

export function cardsQueryKey(profileId: string | null) {
  return queryKeys.cards(profileId);
}

export function requisitesQueryOptions(api: ApiCaller, profileId: string | null) {
  return queryOptions<RequisiteView[]>({
    queryKey: requisitesQueryKey(profileId),
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
      queryKey: cardsQueryKey(profileId),
      queryFn: async ({ signal }) => (await api.call(listCards, { signal })).cards,
    }),
  );
}
