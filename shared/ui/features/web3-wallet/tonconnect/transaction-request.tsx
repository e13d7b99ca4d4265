import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  TONCONNECT_ERROR,
  type TonConnectSession,
  type TonConnectSessionStore,
  type WalletRequest,
} from '../../../../wallet/tonconnect/tonconnect-api';
import { isTonConnectRefusal } from '../../../../wallet/tonconnect/tonconnect-refusal';
import { LoadingState } from '../../../components/loading-state';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform/platform-context';
import { useClosingConfirmation } from '../../../platform/use-closing-confirmation';
import { useMainButton } from '../../../platform/use-main-button';
import { useSecondaryButton } from '../../../platform/use-secondary-button';
import { useWalletErrorText } from '../wallet-chain/use-wallet-error-text';
import { DecisionFooter } from './decision-footer';
import { GuardWarnings, isTypedWord, TypedConfirmation } from './guard-warnings';
import type { RequestOutcome } from './request-outcome';
import { useTonConnect } from './tonconnect-context';
import { TransactionSummary } from './transaction-summary';
import { UnlockFields } from './unlock-fields';
import { useIsExpired } from './use-expiry';
import { useSignUnlock } from './use-sign-unlock';

type SendTransactionRequest = Extract<WalletRequest, { kind: 'sendTransaction' }>;

export interface RequestViewProps<R> {
  request: R;
  session: TonConnectSession;
  store: TonConnectSessionStore;
  /** Answers the dApp once (result or error) and moves the screen to the outcome. */
  answer(outcome: RequestOutcome, send: () => Promise<void>): Promise<void>;
}

/**
 * A dApp's sendTransaction: the emulation's plain-words account (what leaves, what arrives, the
 * fee), the drainer guard's warnings, the typed word when the guard asks for it, then unlock →
 * sign → publish → the BoC to the dApp. Reject answers 300; a passed valid_until answers 1.
 */
export function TransactionRequestView({
  request,
  session,
  store,
  answer,
}: RequestViewProps<SendTransactionRequest>) {
  const t = useTranslate();
  const services = useTonConnect();
  const { haptics } = usePlatform();
  const errorText = useWalletErrorText();
  const unlock = useSignUnlock();
  const [typed, setTyped] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isExpired = useIsExpired(request.validUntil);
  const review = useQuery({
    queryKey: ['tonconnect', 'review', request.sessionId, request.id],
    queryFn: () => services.reviewTransaction({ request, wallet: session.wallet, tonapi: services.tonapi }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useClosingConfirmation(isBusy);

  const word = t('wallet.tonconnect.guard.typedWord');
  const needsWord = review.data?.requiresTypedConfirmation === true;
  const isReady = review.data !== undefined && (!needsWord || isTypedWord(typed, word)) && !isExpired;
  const target = { store, sessionId: request.sessionId, id: request.id, env: services.env };

  function refuse(outcome: RequestOutcome, code: 1 | 300, message: string) {
    return answer(outcome, () => services.answerError({ ...target, code, message }));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: answered once, when it expires
  useEffect(() => {
    if (isExpired && !isBusy) void refuse('expired', TONCONNECT_ERROR.badRequest, 'The request expired');
  }, [isExpired]);

  async function confirm() {
    if (!isReady || isBusy) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await unlock.withKey(t('wallet.tonconnect.request.passwordRequired'), (secretKey) =>
        services.signAndSendTransaction({
          request,
          wallet: session.wallet,
          secretKey,
          tonapi: services.tonapi,
          nowMs: Date.now(),
        }),
      );
      if (outcome.status !== 'done') {
        setBusy(false);
        return;
      }
      haptics.notificationOccurred('success');
      await answer('sent', () => services.answerResult({ ...target, result: outcome.value.boc }));
    } catch (error) {
      if (isTonConnectRefusal(error)) {
        await answer('expired', () =>
          services.answerError({ ...target, code: error.code, message: error.message }),
        );
        return;
      }
      haptics.notificationOccurred('error');
      setFailure(errorText(error));
      setBusy(false);
    }
  }

  function reject() {
    if (isBusy) return;
    setBusy(true);
    void refuse('rejected', TONCONNECT_ERROR.userRejected, 'The user rejected the transaction');
  }

  useMainButton({
    text: unlock.isPassword
      ? t('wallet.tonconnect.request.confirm')
      : t('wallet.tonconnect.request.confirmBiometry'),
    onClick: () => void confirm(),
    isEnabled: isReady,
    isLoading: isBusy || review.isPending,
  });
  const hasNativeSecondary = useSecondaryButton({
    text: t('wallet.tonconnect.request.reject'),
    onClick: reject,
    isEnabled: !isBusy,
  });

  return (
    <form
      className="ferry-form ferry-tonconnect"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      {review.data ? (
        <>
          <GuardWarnings flags={review.data.flags} />
          <TransactionSummary review={review.data} messages={request.messages} />
          {needsWord ? <TypedConfirmation value={typed} onChange={setTyped} isBusy={isBusy} /> : null}
          <UnlockFields
            unlock={unlock}
            isBusy={isBusy}
            labels={{
              password: t('wallet.tonconnect.request.password'),
              useBiometry: t('wallet.tonconnect.request.useBiometry'),
              usePassword: t('wallet.tonconnect.request.usePassword'),
            }}
          />
        </>
      ) : (
        <LoadingState label={t('wallet.tonconnect.request.reviewing')} />
      )}
      <DecisionFooter
        failure={failure}
        hasNativeSecondary={hasNativeSecondary}
        isBusy={isBusy}
        secondaryLabel={t('wallet.tonconnect.request.reject')}
        onSecondary={reject}
      />
    </form>
  );
}
