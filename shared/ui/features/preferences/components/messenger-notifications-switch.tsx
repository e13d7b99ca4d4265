import { getNotificationSettings, updateNotificationSettings } from '@ferry/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

/**
 * The bot's transaction messages on or off (`PUT user/notifications`), for an account with a
 * Telegram user: only they can get messages from the bot. When the user blocked the bot, the
 * row says so, since switching it on alone would change nothing.
 */
export function MessengerNotificationsSwitch() {
  const t = useTranslate();
  const api = useApi();
  const id = useId();
  const hintId = useId();
  const { haptics } = usePlatform();
  const queryClient = useQueryClient();
  const hasTelegram = useSession((state) => state.user?.tg_id != null);
  const { data } = useQuery({
    queryKey: queryKeys.messengerNotifications(),
    queryFn: ({ signal }) => api.call(getNotificationSettings, { signal }),
    enabled: hasTelegram,
  });
  const update = useMutation({
    mutationFn: (isEnabled: boolean) =>
      api.call(updateNotificationSettings, { body: { is_messenger_enabled: isEnabled } }),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.messengerNotifications(), settings),
  });
  if (!hasTelegram || !data) return null;
  const isEnabled = update.isPending
    ? (update.variables ?? data.is_messenger_enabled)
    : data.is_messenger_enabled;
  return (
    <div className="ferry-field ferry-notifications-switch">
      <div className="ferry-switch-row">
        <label htmlFor={id}>{t('notify.settingTitle')}</label>
        <Switch
          id={id}
          aria-describedby={hintId}
          checked={isEnabled}
          disabled={update.isPending}
          onChange={(event) => {
            haptics.selectionChanged();
            update.mutate(event.target.checked);
          }}
        />
      </div>
      <p id={hintId} className="ferry-choice-hint">
        {data.is_messenger_reachable ? t('notify.settingHint') : t('notify.unreachable')}
      </p>
    </div>
  );
}
