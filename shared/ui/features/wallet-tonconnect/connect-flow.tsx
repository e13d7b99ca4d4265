import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TonConnectLinkRequest } from '../../../domain/start-param/tonconnect-link';
import { connectRefusalOf } from '../../../wallet/tonconnect/connect-refusal';
import { checkConnectOrigin } from '../../../wallet/tonconnect/manifest';
import { LoadingState } from '../../components/loading-state';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import type { ActiveWallet } from '../../wallet-ui/chain/wallet-money-context';
import type { ConnectOpenState } from '../../wallet-ui/connect-path';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { answerOnce, wasAnswered } from './answer-once';
import { ConnectAsking } from './connect-asking';
import { ConnectOutcomeView } from './connect-outcome';
import { useManifest } from './use-manifest';
import { useTonConnectWallet } from './use-tonconnect-wallet';

/** The origin of the page that sent the user here, on the web; null when unknown or ourselves. */
function pageOriginOf(platformKind: string, isInApp: boolean): string | null {
  if (platformKind !== 'browser' || isInApp || typeof document === 'undefined') return null;
  try {
    const origin = new URL(document.referrer).origin;
    return origin === 'null' || origin === globalThis.location.origin ? null : origin;
  } catch {
    return null;
  }
}

type Phase = 'asking' | 'connected' | 'declined';

/** Who asks (manifest through our server), whether the page is theirs, then the user's answer. */
export function ConnectFlow({ request, wallet }: { request: TonConnectLinkRequest; wallet: ActiveWallet }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const platform = usePlatform();
  const tonconnect = useTonConnectWallet();
  const [phase, setPhase] = useState<Phase>('asking');
  const manifest = useManifest(request.r?.manifestUrl ?? '');
  const isInApp = (location.state as ConnectOpenState | null)?.isInApp === true;
  const pageOrigin = pageOriginOf(platform.kind, isInApp);
  const answer = manifest.data;
  const origin = answer?.status === 'ok' ? checkConnectOrigin(pageOrigin, answer.manifest) : { ok: true };
  const isOriginRefused = !origin.ok;
  const answerKey = `connect:${request.id}`;
  // Opened again (Back onto the link) after it was answered in this visit: nothing more to do.
  const [wasAnsweredBefore] = useState(() => wasAnswered(answerKey));

  // A broken manifest or a page that is not the app's own: the wallet tells the dApp at once.
  const refusal = connectRefusalOf(answer, origin);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the refusal's content; answerOnce sends it once
  useEffect(() => {
    if (!refusal || wasAnsweredBefore || !tonconnect) return;
    void answerOnce(answerKey, () => tonconnect.refuseConnect(request.id, refusal));
  }, [refusal?.code, refusal?.message, answerKey, request.id, tonconnect]);

  if (wasAnsweredBefore) {
    return (
      <StatePanel
        title={t('wallet.tonconnect.connect.answered.title')}
        description={t('wallet.tonconnect.connect.answered.description')}
      />
    );
  }
  if (manifest.isPending) return <LoadingState label={t('wallet.tonconnect.connect.loading')} />;
  if (!answer || answer.status === 'error') {
    const isNotFound = !answer || answer.connectErrorCode === 2;
    return (
      <StatePanel
        role="alert"
        title={t(
          isNotFound
            ? 'wallet.tonconnect.connect.manifestNotFound.title'
            : 'wallet.tonconnect.connect.manifestInvalid.title',
        )}
        description={t(
          isNotFound
            ? 'wallet.tonconnect.connect.manifestNotFound.description'
            : 'wallet.tonconnect.connect.manifestInvalid.description',
        )}
      />
    );
  }
  if (isOriginRefused) {
    return (
      <StatePanel
        role="alert"
        title={t('wallet.tonconnect.connect.originMismatch.title', { domain: answer.domain })}
        description={t('wallet.tonconnect.connect.originMismatch.description', {
          domain: answer.domain,
          origin: pageOrigin ?? '',
        })}
      />
    );
  }
  if (phase !== 'asking') {
    return (
      <ConnectOutcomeView
        appName={answer.manifest.name}
        ret={request.ret}
        isDeclined={phase === 'declined'}
        onDone={() => void navigate(WALLET_PATHS.connectedApps, { replace: true })}
      />
    );
  }
  return (
    <ConnectAsking
      request={request}
      wallet={wallet}
      manifest={answer.manifest}
      domain={answer.domain}
      answerKey={answerKey}
      onAnswered={setPhase}
    />
  );
}
