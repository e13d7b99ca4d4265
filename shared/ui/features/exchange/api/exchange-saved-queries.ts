import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { requisitesQueryOptions, savedCardsQueryOptions } from '../../../queries/saved-data-query-options';
import { useSession } from '../../../shell/session/session-context';

// Apart from the catalogue queries: the requisites endpoint's module carries the IBAN and address
// rules (with the TON address code), which the landing form must not download.

/** The user's saved cards for paying in. */
export function useSavedCards() {
  const profileId = useSession((state) => state.profileId);
  return useQuery(savedCardsQueryOptions(useApi(), profileId));
}

/** The user's saved requisites for paying out. */
export function useSavedRequisites() {
  const profileId = useSession((state) => state.profileId);
  return useQuery(requisitesQueryOptions(useApi(), profileId));
}
