import { listPresets, type PresetStatus, type PresetView, updatePreset } from '@ferry/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

export function presetsQueryOptions(api: ApiCaller, profileId: string | null, status?: PresetStatus) {
  return queryOptions<PresetView[]>({
    queryKey: queryKeys.presets(profileId, status),
    queryFn: async ({ signal }) =>
      (await api.call(listPresets, { query: status ? { status } : {}, signal })).presets,
  });
}

/** Active or archived presets (both when no status is given), newest first. */
export function usePresets(status?: PresetStatus) {
  const profileId = useSession((state) => state.profileId);
  return useQuery(presetsQueryOptions(useApi(), profileId, status));
}

/** Archive, unarchive or rename; every presets list is refreshed afterwards. */
export function useUpdatePreset() {
  const api = useApi();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  return useMutation({
    mutationFn: (input: {
      id: string;
      changes: { is_archived?: boolean; first_name?: string; last_name?: string };
    }) => api.call(updatePreset, { params: { presetId: input.id }, body: input.changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.presets(profileId) }),
  });
}
