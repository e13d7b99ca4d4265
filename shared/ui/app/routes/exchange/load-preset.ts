import type { PresetView } from '@ferry/shared/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { presetsQueryOptions } from '../../../features/presets/api/presets-queries';
import type { ApiCaller } from '../../../queries/api-context';

/**
 * The preset `?preset=<id>` names, from the profile's presets (cached with the presets screens).
 * Loaded on demand: the presets' contracts carry the requisite rules the landing does without.
 */
export async function loadPreset(
  api: ApiCaller,
  queryClient: QueryClient,
  profileId: string | null,
  presetId: string,
): Promise<PresetView | null> {
  const presets = await queryClient.fetchQuery(presetsQueryOptions(api, profileId));
  return presets.find((preset) => preset.id === presetId) ?? null;
}
