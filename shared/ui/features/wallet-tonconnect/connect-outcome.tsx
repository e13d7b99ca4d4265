import { Button } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import type { TonConnectReturn } from '../../../domain/start-param/tonconnect-link';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { returnActionFor } from './return-to-app';

interface ConnectOutcomeProps {
  appName: string;
  ret: TonConnectReturn;
  isDeclined: boolean;
  onDone(): void;
}

/**
 * After the dApp has its answer: connected (or declined), then back per the link's `ret` — the
 * mini-app closes for `back`, the web says where to go, a link back is one tap away.
 */
export function ConnectOutcomeView({ appName, ret, isDeclined, onDone }: ConnectOutcomeProps) {
  const t = useTranslate();
  const platform = usePlatform();
  const action = returnActionFor(ret, platform.kind);

  useEffect(() => {
    if (action.kind === 'close') platform.close();
  }, [action.kind, platform]);

  function openReturn() {
    if (action.kind !== 'open') return;
    if (action.isTelegram) platform.openTelegramLink(action.url);
    else platform.openLink(action.url);
  }

  useMainButton({
    text:
      action.kind === 'open'
        ? t('wallet.tonconnect.connect.success.returnButton')
        : t('wallet.tonconnect.connect.success.done'),
    onClick: action.kind === 'open' ? openReturn : onDone,
  });

  const next =
    action.kind === 'say-return'
      ? t('wallet.tonconnect.connect.success.back', { name: appName })
      : action.kind === 'stay'
        ? t('wallet.tonconnect.connect.success.stay')
        : undefined;
  return (
    <StatePanel
      role="status"
      title={
        isDeclined
          ? t('wallet.tonconnect.connect.cancelled.title')
          : t('wallet.tonconnect.connect.success.title', { name: appName })
      }
      description={
        isDeclined ? t('wallet.tonconnect.connect.cancelled.description', { name: appName }) : next
      }
      action={
        action.kind === 'open' ? (
          <Button mode="plain" size="m" type="button" onClick={onDone}>
            {t('wallet.tonconnect.connect.success.done')}
          </Button>
        ) : undefined
      }
    />
  );
}
