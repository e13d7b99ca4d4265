import '../../styles/amount-summary.css';
import '../../wallet-ui/wallet.css';
import './tonconnect.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TonConnectSession } from '../../../wallet/tonconnect/tonconnect-api';
import type { RequestOutcome, TonConnectWallet } from '../../../wallet/tonconnect/tonconnect-wallet';
import { LoadingState } from '../../components/loading-state';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { useMainButton } from '../../platform-hooks/use-main-button';
import { shortAddress } from '../../wallet-ui/short-address';
import { useWalletVault } from '../../wallet-ui/vault/use-wallet-vault';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { AppIdentity } from './app-identity';
import { friendlyAddress } from './connected-wallet';
import { RequestOutcomeView } from './request-outcome';
import { type UserRequest, useRequestReturn, useWaitingRequests } from './request-queue-store';
import { SignDataRequestView } from './sign-data-request';
import { withTonConnect } from './tonconnect-scope';
import { TransactionRequestView } from './transaction-request';
import { useTonConnectSessions } from './use-tonconnect-sessions';
import { useTonConnectWallet } from './use-tonconnect-wallet';

/**
 * `/balances/web3-wallet/tonconnect-request`: the oldest waiting request of a connected dApp.
 * It has no back control: the user answers it (Confirm or Reject), and an expired one answers
 * itself. Done leads to the next request, or back to where the first one found the user.
 */
function RequestView() {
  const navigate = useNavigate();
  const { store, sessions } = useTonConnectSessions();
  const tonconnect = useTonConnectWallet();
  const waiting = useWaitingRequests(store);
  const hasMore = waiting.length > 0;
  const [outcome, setOutcome] = useState<{ outcome: RequestOutcome; appName: string } | null>(null);
  // The request being decided stays on screen until its outcome shows, though the wallet drops it
  // from the queue as soon as the dApp has its answer (else the next one would flash up between).
  const [deciding, setDeciding] = useState<UserRequest | null>(null);
  const head = deciding ?? waiting[0] ?? null;

  function leave() {
    const { returnTo, setReturnTo } = useRequestReturn.getState();
    setReturnTo(null);
    void navigate(returnTo ?? WALLET_PATHS.home, { replace: true });
  }

  if (outcome) {
    return (
      <RequestOutcomeView
        outcome={outcome.outcome}
        appName={outcome.appName}
        onDone={() => {
          setOutcome(null);
          if (!hasMore) leave();
        }}
      />
    );
  }
  if (!head || !tonconnect) return <NoRequests onBack={leave} />;
  const session = sessions.find((candidate) => candidate.sessionId === head.sessionId);
  if (!session) {
    return (
      <GoneSession
        request={head}
        onGone={() => {
          setDeciding(null);
          tonconnect.drop(head);
        }}
      />
    );
  }
  return (
    <SessionRequest
      key={`${head.sessionId}:${head.id}`}
      request={head}
      session={session}
      tonconnect={tonconnect}
      onDeciding={() => setDeciding(head)}
      onAnswered={(answered) => {
        setDeciding(null);
        setOutcome({ outcome: answered, appName: session.manifest.name });
      }}
    />
  );
}

function NoRequests({ onBack }: { onBack(): void }) {
  const t = useTranslate();
  useMainButton({ text: t('wallet.tonconnect.request.empty.back'), onClick: onBack });
  return (
    <StatePanel
      title={t('wallet.tonconnect.request.empty.title')}
      description={t('wallet.tonconnect.request.empty.description')}
    />
  );
}

/** The dApp disconnected meanwhile: its request is dropped (there is nobody to answer). */
function GoneSession({ request, onGone }: { request: UserRequest; onGone(): void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per request
  useEffect(() => onGone(), [request.sessionId, request.id]);
  return <LoadingState />;
}

interface SessionRequestProps {
  request: UserRequest;
  session: TonConnectSession;
  tonconnect: TonConnectWallet;
  /** Called as the user decides, before the answer leaves. */
  onDeciding(): void;
  onAnswered(outcome: RequestOutcome): void;
}

/**
 * One request: signed by the wallet the dApp is connected to (made the active one here, so the
 * unlock opens the right key), with the app and that wallet named above it.
 */
function SessionRequest({ request, session, tonconnect, onDeciding, onAnswered }: SessionRequestProps) {
  const t = useTranslate();
  const { vault, state, active } = useWalletVault();
  const address = friendlyAddress(session.wallet.rawAddress);
  const owner = state.wallets.find((wallet) => friendlyAddress(wallet.publicData.address) === address);
  const isActive = active !== null && owner !== undefined && active.id === owner.publicData.id;

  useEffect(() => {
    if (owner && !isActive) vault?.setActive(owner.publicData.id);
  }, [owner, isActive, vault]);

  /** Runs the user's (or the clock's) decision; the wallet answers the dApp with its code. Null: none made. */
  async function decide(run: () => Promise<RequestOutcome | null>): Promise<void> {
    onDeciding();
    const outcome = await run();
    if (outcome !== null) onAnswered(outcome);
  }

  // The connected wallet is no longer on this device: nothing can sign, the dApp is told.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per request, when its wallet is gone
  useEffect(() => {
    if (owner || state.wallets.length === 0) return;
    void decide(() => tonconnect.refuseWithoutWallet(request));
  }, [owner === undefined]);

  if (!isActive || !owner) return <LoadingState />;
  const title =
    request.kind === 'sendTransaction'
      ? t('wallet.tonconnect.request.sendTitle', { name: session.manifest.name })
      : t('wallet.tonconnect.request.signTitle', { name: session.manifest.name });
  return (
    <div className="ferry-tonconnect-request">
      <AppIdentity
        name={session.manifest.name}
        iconUrl={session.manifest.iconUrl}
        domain={session.domain}
        caption={`${owner.publicData.name} · ${shortAddress(address)}`}
      />
      <h1 className="ferry-tonconnect-request-title">{title}</h1>
      {request.kind === 'sendTransaction' ? (
        <TransactionRequestView request={request} session={session} tonconnect={tonconnect} decide={decide} />
      ) : (
        <SignDataRequestView request={request} session={session} tonconnect={tonconnect} decide={decide} />
      )}
    </div>
  );
}

export const TonConnectRequestPage = withTonConnect(RequestView);
