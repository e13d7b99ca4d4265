import { useNavigate } from 'react-router';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { useWaitingRequests } from './request-queue-store';
import { useTonConnectSessions } from './use-tonconnect-sessions';

/** A link without a request only wakes the wallet: open that app's waiting request, if any. */
export function WakeUpLink({ appClientId }: { appClientId: string }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { store, sessions } = useTonConnectSessions();
  const queue = useWaitingRequests(store);
  const sessionIds = new Set(
    sessions.filter((session) => session.appClientId === appClientId).map((session) => session.sessionId),
  );
  const isWaiting = queue.some((request) => sessionIds.has(request.sessionId));
  useMainButton({
    text: t('wallet.tonconnect.request.title'),
    onClick: () => void navigate(WALLET_PATHS.tonConnectRequest, { replace: true }),
    isVisible: isWaiting,
  });
  return (
    <StatePanel
      title={t('wallet.tonconnect.connect.noRequest.title')}
      description={isWaiting ? undefined : t('wallet.tonconnect.connect.noRequest.description')}
    />
  );
}
