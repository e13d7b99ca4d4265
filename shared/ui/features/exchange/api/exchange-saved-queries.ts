import { listCards, listRequisites } from '@ferry/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

// Apart from the catalogue queries: the requisites endpoint's module carries the IBAN and address
// rules (with the TON address code), which the landing form must not download.

/** The user's saved cards for paying in. */
export function useSavedCards() {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: queryKeys.cards(profileId),
    queryFn: async ({ signal }) => (await api.call(listCards, { signal })).cards,
  });
}

/** The user's saved requisites for paying out. */
export function useSavedRequisites() {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: queryKeys.requisites(profileId),
    queryFn: async ({ signal }) => (await api.call(listRequisites, { query: {}, signal })).requisites,
  });
}
