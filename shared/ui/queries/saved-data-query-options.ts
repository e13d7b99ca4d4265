import { listCards, listRequisites, type RequisiteView, type SavedCard } from '@ferry/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiCaller } from './api-context';
import { queryKeys } from './query-keys';

/** The profile's saved cards for paying in, newest first. */
export function savedCardsQueryOptions(api: ApiCaller, profileId: string | null) {
  return queryOptions<SavedCard[]>({
    queryKey: queryKeys.cards(profileId),
    queryFn: async ({ signal }) => (await api.call(listCards, { signal })).cards,
  });
}

/** The profile's saved requisites for paying out, newest first. */
export function requisitesQueryOptions(api: ApiCaller, profileId: string | null) {
  return queryOptions<RequisiteView[]>({
    queryKey: queryKeys.requisites(profileId),
    queryFn: async ({ signal }) => (await api.call(listRequisites, { query: {}, signal })).requisites,
  });
}
