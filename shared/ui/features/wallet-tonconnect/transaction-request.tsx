import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TonConnectSession, WalletRequest } from '../../../wallet/tonconnect/tonconnect-api';
import type { RequestOutcome, TonConnectWallet } from '../../../wallet/tonconnect/tonconnect-wallet';
import { ActionForm } from '../../components/enter-form';
import { LoadingState } from '../../components/loading-state';
import { useTranslate } from '../../i18n/use-translate';
import { useClosingConfirmation } from '../../platform-hooks/use-closing-confirmation';
import { GuardWarnings, isTypedWord, TypedConfirmation } from './guard-warnings';
import { RequestDecisionFooter, RequestUnlockFields, useRequestDecision } from './request-decision';
import { TransactionSummary } from './transaction-summary';
import { useIsExpired } from './use-expiry';

type SendTransactionRequest = Extract<WalletRequest, { kind: 'sendTransaction' }>;

export interface RequestViewProps<R> {
  request: R;
  session: TonConnectSession;
  tonconnect: TonConnectWallet;
  /**
   * Runs one decision of the wallet's (approve, reject, expire: it answers the dApp, once) and
   * moves the screen to its outcome; null when none was made (the key stayed locked). Throws what
   * the decision throws.
   */
  decide(run: () => Promise<RequestOutcome | null>): Promise<void>;
}

/**
 * A dApp's sendTransaction: the emulation's plain-words account (what leaves, what arrives, the
 * fee), the drainer guard's warnings, the typed word when the guard asks for it, then unlock and
 * the wallet signs, publishes and answers with the BoC. Reject, or a passed valid_until, is
 * answered by the wallet too, with the protocol's code.
 */
export function TransactionRequestView({
  request,
  tonconnect,
  decide,
}: RequestViewProps<SendTransactionRequest>) {
  const t = useTranslate();
  const [typed, setTyped] = useState('');
  const isExpired = useIsExpired(request.validUntil);
  const review = useQuery({
    queryKey: ['tonconnect', 'review', request.sessionId, request.id],
    queryFn: () => tonconnect.review(request),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const word = t('wallet.tonconnect.guard.typedWord');
  const needsWord = review.data?.requiresTypedConfirmation === true;
  const isReady = review.data !== undefined && (!needsWord || isTypedWord(typed, word)) && !isExpired;
  const decision = useRequestDecision({
    request,
    tonconnect,
    decide,
    canConfirm: isReady,
    isPreparing: review.isPending,
    isSuccess: (outcome) => outcome === 'sent',
  });
  const { isBusy } = decision;
  useClosingConfirmation(isBusy);

  // biome-ignore lint/correctness/useExhaustiveDependencies: answered once, when it expires
  useEffect(() => {
    if (isExpired && !isBusy) void decide(() => tonconnect.expire(request));
  }, [isExpired]);

  return (
    <ActionForm className="ferry-form ferry-tonconnect" onSubmit={() => void decision.confirm()}>
      {review.data ? (
        <>
          <GuardWarnings flags={review.data.flags} />
          <TransactionSummary review={review.data} messages={request.messages} />
          {needsWord ? <TypedConfirmation value={typed} onChange={setTyped} isBusy={isBusy} /> : null}
          <RequestUnlockFields unlock={decision.unlock} isBusy={isBusy} />
        </>
      ) : (
        <LoadingState label={t('wallet.tonconnect.request.reviewing')} />
      )}
      <RequestDecisionFooter decision={decision} />
    </ActionForm>
  );
}
