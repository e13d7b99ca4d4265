import { Button } from '@telegram-apps/telegram-ui';
import { useTranslate } from '../i18n/use-translate';
import { host } from '../lib/host';
import { useLiveStatus } from '../shell/live/live-status';
import { useOnline } from './use-online';

/**
 * Spec 001 §9: "Unstable connection" at the bottom right with a Reload page action, while the
 * browser is offline or the live socket has given up reconnecting; it leaves once back online.
 */
export function OfflineNotice() {
  const t = useTranslate();
  const isOnline = useOnline();
  const hasLiveGivenUp = useLiveStatus((state) => state.status === 'gave-up');
  if (isOnline && !hasLiveGivenUp) return null;
  return (
    <div className="ferry-offline" role="status">
      <div className="ferry-offline-text">
        <strong className="ferry-offline-title">{t('shell.offline.title')}</strong>
        <span className="ferry-offline-description">{t('shell.offline.description')}</span>
      </div>
      <Button mode="bezeled" size="s" onClick={() => host.reload()}>
        {t('shell.offline.reload')}
      </Button>
    </div>
  );
}
