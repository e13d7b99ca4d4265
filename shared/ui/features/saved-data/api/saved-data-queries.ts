import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { requisitesQueryOptions, savedCardsQueryOptions } from '../../../queries/saved-data-query-options';
import { useSession } from '../../../shell/session/session-context';

export function useRequisites() {
  const profileId = useSession((state) => state.profileId);
  return useQuery(requisitesQueryOptions(useApi(), profileId));
}

export function useSavedCards() {
  const profileId = useSession((state) => state.profileId);
  return useQuery(savedCardsQueryOptions(useApi(), profileId));
}
