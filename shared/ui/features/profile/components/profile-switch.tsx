import { listProfiles, type Profile } from '@ferry/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

/**
 * Which profile the app acts for (the `Profile-Id` header), shown only to a user with more than
 * one. The choice is stored; profile-scoped lists are keyed by it, so they reload on change.
 */
export function ProfileSwitch() {
  const t = useTranslate();
  const api = useApi();
  const id = useId();
  const { haptics } = usePlatform();
  const profileIds = useSession((state) => state.user?.profiles_id ?? []);
  const profileId = useSession((state) => state.profileId);
  const chooseProfile = useSession((state) => state.chooseProfile);
  const hasChoice = profileIds.length > 1;
  const { data } = useQuery({
    queryKey: queryKeys.profiles(),
    queryFn: async ({ signal }) => (await api.call(listProfiles, { signal })).profiles,
    enabled: hasChoice,
  });
  if (!hasChoice) return null;

  const label = (profile: Profile | undefined, index: number) =>
    profile?.name ??
    `${t(profile?.kind === 'business' ? 'profile.profiles.business' : 'profile.profiles.personal')} ${index + 1}`;
  return (
    <div className="ferry-field ferry-language-switch">
      <label htmlFor={id} className="ferry-field-label">
        {t('profile.profiles.label')}
      </label>
      <select
        id={id}
        className="ferry-select"
        value={profileId ?? ''}
        onChange={(event) => {
          chooseProfile(event.target.value);
          haptics.selectionChanged();
        }}
      >
        {profileIds.map((profileIdOption, index) => (
          <option key={profileIdOption} value={profileIdOption}>
            {label(
              data?.find((profile) => profile.id === profileIdOption),
              index,
            )}
          </option>
        ))}
      </select>
    </div>
  );
}
