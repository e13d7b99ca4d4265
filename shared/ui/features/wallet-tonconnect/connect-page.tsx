import '../../styles/withdraw.css';
import '../../wallet-ui/wallet.css';
import './tonconnect.css';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TonConnectManifest } from '../../../contracts/tonconnect';
import type { TonConnectLinkRequest } from '../../../domain/start-param/tonconnect-link';
import { connectRefusalOf } from '../../../wallet/tonconnect/connect-refusal';
import { checkConnectOrigin } from '../../../wallet/tonconnect/manifest';
import { needsTonProof } from '../../../wallet/tonconnect/ton-proof';
import { LoadingState } from '../../components/loading-state';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { useSecondaryButton } from '../../platform-hooks/use-secondary-button';
import { type ActiveWallet, useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';
import { readConnectLink } from '../../wallet-ui/connect-link';
import type { ConnectOpenState } from '../../wallet-ui/connect-path';
import { shortAddress } from '../../wallet-ui/short-address';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { answerOnce, markAnswered, wasAnswered } from './answer-once';
import { AppIdentity } from './app-identity';
import { ConnectOutcomeView } from './connect-outcome';
import { connectedWalletOf } from './connected-wallet';
import { DecisionFooter } from './decision-footer';
import { keepPendingConnect } from './pending-connect';
import { useWaitingRequests } from './request-queue-store';
import { useTonConnect } from './tonconnect-context';
import { withTonConnect } from './tonconnect-scope';
import { UnlockFields } from './unlock-fields';
import { useSignUnlock } from './use-sign-unlock';
import { useTonConnectSessions } from './use-tonconnect-sessions';
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

function ConnectView() {
  const t = useTranslate();
  const location = useLocation();
  const { wallet } = useWalletMoney();
  const link = readConnectLink(location.search);
  if (link === null || !link.isValid) {
    return (
      <StatePanel
        role="alert"
        title={t('wallet.tonconnect.connect.invalidLink.title')}
        description={t('wallet.tonconnect.connect.invalidLink.description')}
      />
    );
  }
  if (link.request.r === null) return <WakeUpLink appClientId={link.request.id} />;
  if (!wallet) return <NoWallet request={link.request} />;
  return <ConnectFlow request={link.request} wallet={wallet} />;
}

/** A link without a request only wakes the wallet: open that app's waiting request, if any. */
function WakeUpLink({ appClientId }: { appClientId: string }) {
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

type Phase = 'asking' | 'connected' | 'declined';

function useManifest(manifestUrl: string) {
  const tonconnect = useTonConnectWallet();
  return useQuery({
    queryKey: ['tonconnect', 'manifest', manifestUrl],
    queryFn: () => (tonconnect as NonNullable<typeof tonconnect>).fetchManifest(manifestUrl),
    enabled: tonconnect !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** Who asks (manifest through our server), whether the page is theirs, then the user's answer. */
function ConnectFlow({ request, wallet }: { request: TonConnectLinkRequest; wallet: ActiveWallet }) {
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

interface ConnectAskingProps {
  request: TonConnectLinkRequest;
  wallet: ActiveWallet;
  manifest: TonConnectManifest;
  domain: string;
  answerKey: string;
  onAnswered(phase: 'connected' | 'declined'): void;
}

/** The question itself: the app, the wallet, what it gets; Connect (unlocking for ton_proof) or Cancel. */
function ConnectAsking({ request, wallet, manifest, domain, answerKey, onAnswered }: ConnectAskingProps) {
  const t = useTranslate();
  const platform = usePlatform();
  const services = useTonConnect();
  const tonconnect = useTonConnectWallet();
  const unlock = useSignUnlock();
  const [isConnecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isProof = needsTonProof(request);
  const connected = connectedWalletOf(wallet);
  const isReady = connected !== null && tonconnect !== null;
  useClosingConfirmation(isConnecting);

  async function connect() {
    if (!connected || !tonconnect || isConnecting || wasAnswered(answerKey)) return;
    setFailure(null);
    const approve = (secretKey: Uint8Array | null) =>
      tonconnect.approveConnect({
        request,
        manifest,
        domain,
        wallet: connected,
        secretKey,
        device: services.device,
      });
    setConnecting(true);
    try {
      if (isProof) {
        const outcome = await unlock.withKey(t('wallet.tonconnect.connect.passwordRequired'), approve);
        if (outcome.status !== 'done') {
          setConnecting(false);
          return;
        }
      } else {
        await approve(null);
      }
      markAnswered(answerKey);
      platform.haptics.notificationOccurred('success');
      onAnswered('connected');
    } catch {
      platform.haptics.notificationOccurred('error');
      setFailure(t('wallet.tonconnect.connect.failed'));
      setConnecting(false);
    }
  }

  async function decline() {
    if (isConnecting || !tonconnect) return;
    setConnecting(true);
    await answerOnce(answerKey, () => tonconnect.declineConnect(request.id));
    onAnswered('declined');
  }

  useMainButton({
    text:
      isProof && !unlock.isPassword
        ? t('wallet.tonconnect.connect.connectBiometry')
        : t('wallet.tonconnect.connect.connect'),
    onClick: () => void connect(),
    isEnabled: isReady,
    isLoading: isConnecting,
  });
  const hasNativeSecondary = useSecondaryButton({
    text: t('wallet.tonconnect.connect.cancel'),
    onClick: () => void decline(),
    isEnabled: !isConnecting,
  });

  return (
    <form
      className="ferry-form ferry-tonconnect"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void connect();
      }}
    >
      <AppIdentity
        name={manifest.name}
        iconUrl={manifest.iconUrl}
        domain={domain}
        caption={t('wallet.tonconnect.connect.wantsTo')}
      />
      <dl className="ferry-amount-summary ferry-tonconnect-facts">
        <div className="ferry-amount-summary-row">
          <dt>{t('wallet.tonconnect.connect.walletLabel')}</dt>
          <dd>
            <span className="ferry-tonconnect-wallet-name">{wallet.name}</span>{' '}
            <code className="ferry-tonconnect-wallet-address">{shortAddress(wallet.address)}</code>
          </dd>
        </div>
      </dl>
      <section className="ferry-tonconnect-asks" aria-labelledby="tonconnect-asks">
        <h2 id="tonconnect-asks" className="ferry-section-heading">
          {t('wallet.tonconnect.connect.asksLabel')}
        </h2>
        <ul className="ferry-wallet-points">
          <li>{t('wallet.tonconnect.connect.askAddress')}</li>
          {isProof ? <li>{t('wallet.tonconnect.connect.askProof')}</li> : null}
        </ul>
      </section>
      <p className="ferry-tonconnect-note">{t('wallet.tonconnect.connect.safety')}</p>
      {connected === null ? (
        <p className="ferry-field-error" role="alert">
          {t('wallet.tonconnect.connect.readOnly')}
        </p>
      ) : null}
      {isProof && connected !== null ? (
        <UnlockFields
          unlock={unlock}
          isBusy={isConnecting}
          labels={{
            password: t('wallet.tonconnect.connect.password'),
            hint: t('wallet.tonconnect.connect.passwordHint'),
            useBiometry: t('wallet.tonconnect.connect.useBiometry'),
            usePassword: t('wallet.tonconnect.connect.usePassword'),
          }}
        />
      ) : null}
      <DecisionFooter
        failure={failure}
        hasNativeSecondary={hasNativeSecondary}
        isBusy={isConnecting}
        secondaryLabel={t('wallet.tonconnect.connect.cancel')}
        onSecondary={() => void decline()}
      />
    </form>
  );
}

/** No wallet yet: create or import one; the link waits in the tab and opens again after. */
function NoWallet({ request }: { request: TonConnectLinkRequest }) {
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

export const ConnectPage = withTonConnect(ConnectView);
