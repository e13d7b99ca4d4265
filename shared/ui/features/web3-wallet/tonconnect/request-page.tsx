import '../../../styles/withdraw.css';
import '../wallet.css';
import './tonconnect.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  TONCONNECT_ERROR,
  type TonConnectSession,
  type TonConnectSessionStore,
} from '../../../../wallet/tonconnect/tonconnect-api';
import { LoadingState } from '../../../components/loading-state';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform/use-main-button';
import { shortAddress } from '../settings/short-address';
import { useWalletVault } from '../use-wallet-vault';
import { WALLET_PATHS } from '../wallet-paths';
import { answerOnce } from './answer-once';
import { AppIdentity } from './app-identity';
import { friendlyAddress } from './connected-wallet';
import { type RequestOutcome, RequestOutcomeView } from './request-outcome';
import { type UserRequest, useRequestQueue } from './request-queue-store';
import { SignDataRequestView } from './sign-data-request';
import { useTonConnect } from './tonconnect-context';
import { withTonConnect } from './tonconnect-scope';
import { TransactionRequestView } from './transaction-request';
import { useTonConnectSessions } from './use-tonconnect-sessions';

/**
 * `/balances/web3-wallet/tonconnect-request`: the oldest waiting request of a connected dApp.
 * It has no back control: the user answers it (Confirm or Reject), and an expired one answers
 * itself. Done leads to the next request, or back to where the first one found the user.
 */
function RequestView() {
  const navigate = useNavigate();
  const head = useRequestQueue((state) => state.queue[0] ?? null);
  const hasMore = useRequestQueue((state) => state.queue.length > 0);
  const { store, sessions } = useTonConnectSessions();
  const [outcome, setOutcome] = useState<{ outcome: RequestOutcome; appName: string } | null>(null);

  function leave() {
    const { returnTo, setReturnTo } = useRequestQueue.getState();
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
  if (!head || !store) return <NoRequests onBack={leave} />;
  const session = sessions.find((candidate) => candidate.sessionId === head.sessionId);
  if (!session) return <GoneSession request={head} />;
  return (
    <SessionRequest
      key={`${head.sessionId}:${head.id}`}
      request={head}
      session={session}
      store={store}
      onAnswered={(answered) => setOutcome({ outcome: answered, appName: session.manifest.name })}
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
function GoneSession({ request }: { request: UserRequest }) {
  const remove = useRequestQueue((state) => state.remove);
  useEffect(() => remove(request.sessionId, request.id), [remove, request.sessionId, request.id]);
  return <LoadingState />;
}

interface SessionRequestProps {
  request: UserRequest;
  session: TonConnectSession;
  store: TonConnectSessionStore;
  onAnswered(outcome: RequestOutcome): void;
}

/**
 * One request: signed by the wallet the dApp is connected to (made the active one here, so the
 * unlock opens the right key), with the app and that wallet named above it.
 */
function SessionRequest({ request, session, store, onAnswered }: SessionRequestProps) {
  const t = useTranslate();
  const services = useTonConnect();
  const { vault, state, active } = useWalletVault();
  const remove = useRequestQueue((queue) => queue.remove);
  const address = friendlyAddress(session.wallet.rawAddress);
  const owner = state.wallets.find((wallet) => friendlyAddress(wallet.publicData.address) === address);
  const isActive = active !== null && owner !== undefined && active.id === owner.publicData.id;
  const key = `request:${request.sessionId}:${request.id}`;

  useEffect(() => {
    if (owner && !isActive) vault?.setActive(owner.publicData.id);
  }, [owner, isActive, vault]);

  async function answer(outcome: RequestOutcome, send: () => Promise<void>) {
    await answerOnce(key, send);
    remove(request.sessionId, request.id);
    onAnswered(outcome);
  }

  // The connected wallet is no longer on this device: nothing can sign, the dApp is told.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per request, when its wallet is gone
  useEffect(() => {
    if (owner || state.wallets.length === 0) return;
    void answer('rejected', () =>
      services.answerError({
        store,
        sessionId: request.sessionId,
        id: request.id,
        env: services.env,
        code: TONCONNECT_ERROR.badRequest,
        message: 'The connected wallet is no longer on this device',
      }),
    );
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
        <TransactionRequestView request={request} session={session} store={store} answer={answer} />
      ) : (
        <SignDataRequestView request={request} session={session} store={store} answer={answer} />
      )}
    </div>
  );
}

export const TonConnectRequestPage = withTonConnect(RequestView);
