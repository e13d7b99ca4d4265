import { Button } from '@telegram-apps/telegram-ui';
import { useNavigate } from 'react-router';
import type { TonConnectLinkRequest } from '../../../domain/start-param/tonconnect-link';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { keepPendingConnect } from './pending-connect';
import { useManifest } from './use-manifest';

/** No wallet yet: create or import one; the link waits in the tab and opens again after. */
export function NoWallet({ request }: { request: TonConnectLinkRequest }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const manifestUrl = request.r?.manifestUrl ?? '';
  const manifest = useManifest(manifestUrl);
  const name = manifest.data?.status === 'ok' ? manifest.data.manifest.name : hostOf(manifestUrl);
  function go(path: string) {
    keepPendingConnect(request);
    void navigate(path);
  }
  useMainButton({
    text: t('wallet.tonconnect.connect.noWallet.create'),
    onClick: () => go(WALLET_PATHS.create),
  });
  return (
    <StatePanel
      title={t('wallet.tonconnect.connect.noWallet.title')}
      description={t('wallet.tonconnect.connect.noWallet.description', { name })}
      action={
        <Button mode="plain" size="m" type="button" onClick={() => go(WALLET_PATHS.import)}>
          {t('wallet.tonconnect.connect.noWallet.import')}
        </Button>
      }
    />
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
